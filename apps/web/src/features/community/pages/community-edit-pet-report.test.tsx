import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { multipartFields } from '@/testing/mocks/admin.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { petReport, petReportPost } from '@/testing/mocks/pet-report-detail.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { CommunityEditPage } from './community-edit-page.tsx';

const MOVED = { lat: 35.16012, lng: 129.06811 };

// Leaflet draws nothing in jsdom: the map is a button that picks a fixed point, as a tap would.
vi.mock('../pet-report/pet-place-map.tsx', () => ({
  default: ({ onPick }: { onPick: (point: typeof MOVED) => void }) => (
    <button type="button" onClick={() => onPick(MOVED)}>
      지도에서 고르기
    </button>
  ),
}));

const { userId, name, profileImgUrl } = USER_PRINCIPAL.user;

function serveEdit({ withReport = true } = {}) {
  const bodies: string[] = [];
  const { petReport: report, ...withoutReport } = petReportPost(
    petReport({ withheld: { registrationNumber: true, secretDetail: true } }),
    { user: { userId, name, profileImgUrl } },
  );
  const post = withReport ? { ...withoutReport, petReport: report } : withoutReport;
  server.use(
    http.get('/api/communities/:categoryId/:communityId', () => ok(post)),
    http.put('/api/communities/:communityId', async ({ request }) => {
      bodies.push(await request.text());
      return ok(601);
    }),
  );
  return bodies;
}

function renderEdit() {
  return renderApp(
    <Routes>
      <Route path="/community/edit/:communityId" element={<CommunityEditPage />} />
      <Route path="/community/:category/:communityId" element={<p>게시글 화면</p>} />
    </Routes>,
    { url: '/community/edit/601', token: USER_TOKEN },
  );
}

const sentReport = (body: string | undefined) =>
  JSON.parse(multipartFields(body ?? '').get('petReport')?.[0] ?? 'null') as Record<
    string,
    unknown
  >;

async function save(user: ReturnType<typeof renderEdit>['user']) {
  await user.click(screen.getByRole('button', { name: '수정하기' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }));
  await screen.findByText('게시글 화면');
}

describe('editing a post with a report', () => {
  // The whole form, filled from the post, on a shared two-core machine: more than 10 s.
  it('says which withheld values are set and keeps them, and the point, unless changed', {
    timeout: 30_000,
  }, async () => {
    const bodies = serveEdit();
    const { user } = renderEdit();

    const report = await screen.findByRole('group', { name: '실종·목격 정보' });
    expect(within(report).getByRole('radio', { name: '실종' })).toBeChecked();
    expect(within(report).getByRole('textbox', { name: /동물등록번호/ })).toHaveValue('');
    expect(within(report).getByText('동물등록번호').parentElement).toHaveTextContent('등록됨');
    expect(within(report).getByRole('status')).toHaveTextContent('저장된 위치를 그대로 둬요.');
    await save(user);

    const kept = sentReport(bodies[0]);
    expect(kept).toMatchObject({ kind: 'lost', species: 'cat', areaText: '부산진구 전포동' });
    expect(kept).not.toHaveProperty('lat');
    expect(kept).not.toHaveProperty('registrationNumber');
    expect(kept).not.toHaveProperty('secretDetail');
  });

  it('sends the point once another is picked', { timeout: 30_000 }, async () => {
    const bodies = serveEdit();
    const { user } = renderEdit();

    const report = await screen.findByRole('group', { name: '실종·목격 정보' });
    await user.click(await within(report).findByRole('button', { name: '지도에서 고르기' }));
    expect(within(report).getByRole('status')).toHaveTextContent('위치를 골랐어요.');
    await save(user);

    expect(sentReport(bodies[0])).toMatchObject(MOVED);
  });

  it('saves a post written before reports without one', {
    timeout: 30_000,
  }, async () => {
    const bodies = serveEdit({ withReport: false });
    const { user } = renderEdit();

    const report = await screen.findByRole('group', { name: '실종·목격 정보' });
    expect(
      within(report).getByText(/이 글은 실종·임보 정보 없이 쓴 글이에요\./),
    ).toBeInTheDocument();
    await save(user);
    expect(multipartFields(bodies[0] ?? '').has('petReport')).toBe(false);
  });

  it('checks the report of an old post once any of it is filled in', {
    timeout: 30_000,
  }, async () => {
    const bodies = serveEdit({ withReport: false });
    const { user } = renderEdit();

    const report = await screen.findByRole('group', { name: '실종·목격 정보' });
    await user.click(within(report).getByRole('radio', { name: '실종' }));
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    expect(
      await within(report).findByText('동물 종류(강아지, 고양이, 기타)를 골라주세요.'),
    ).toBeVisible();
    expect(bodies).toEqual([]);
  });
});
