import { PET_REPORT_MESSAGES } from '@daengnyang/contract/pet-report-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seoulTimestamp } from '@/lib/format.ts';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { multipartFields } from '@/testing/mocks/admin.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { CommunityRegisterPage } from './community-register-page.tsx';

const PICKED = { lat: 35.15691, lng: 129.06432 };

// Leaflet draws nothing in jsdom: the map is a button that picks a fixed point, as a tap would.
vi.mock('../pet-report/pet-place-map.tsx', () => ({
  default: ({ onPick }: { onPick: (point: typeof PICKED) => void }) => (
    <button type="button" onClick={() => onPick(PICKED)}>
      지도에서 고르기
    </button>
  ),
}));

beforeEach(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

function renderRegister() {
  return renderApp(
    <Routes>
      <Route path="/community/register" element={<CommunityRegisterPage />} />
      <Route path="/community/:category" element={<p>목록 화면</p>} />
    </Routes>,
    { url: '/community/register', token: USER_TOKEN },
  );
}

function serveCreate() {
  const bodies: string[] = [];
  server.use(
    http.post('/api/communities', async ({ request }) => {
      bodies.push(await request.text());
      return ok(900);
    }),
  );
  return bodies;
}

/** Pastes `text` into `field`: typing each character is slow in jsdom and tests nothing here. */
async function fill(
  user: ReturnType<typeof renderRegister>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}

const yesterdayInSeoul = () => seoulTimestamp(new Date(Date.now() - 86_400_000)).slice(0, 16);

describe('the write form in 실종 / 목격 and 임보 / 입양', () => {
  it('asks for the report, says what is missing at each field and focuses the first', async () => {
    const bodies = serveCreate();
    const { user } = renderRegister();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: '카테고리' }),
      '실종 / 목격',
    );
    const report = screen.getByRole('group', { name: '실종·목격 정보' });
    expect(within(report).getAllByRole('radio', { checked: false }).slice(0, 3)).toEqual(
      ['실종', '목격', '보호 중'].map((name) => within(report).getByRole('radio', { name })),
    );
    expect(report).toHaveTextContent(
      '정확한 위치는 공개되지 않아요. 약 200m 범위의 지역만 보여요.',
    );
    await fill(user, screen.getByRole('textbox', { name: '제목' }), '검은 고양이를 찾아요');
    await fill(user, screen.getByRole('textbox', { name: '내용' }), '화요일 저녁에 나갔어요.');

    await user.click(screen.getByRole('button', { name: '등록하기' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const alerts = within(report)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([
      PET_REPORT_MESSAGES.petReportKindInvalid,
      PET_REPORT_MESSAGES.petReportSpeciesRequired,
      PET_REPORT_MESSAGES.petReportEventAtRequired,
      PET_REPORT_MESSAGES.petReportPlaceRequired,
      PET_REPORT_MESSAGES.petReportAreaRequired,
    ]);
    await waitFor(() => expect(within(report).getByRole('radio', { name: '실종' })).toHaveFocus());
    expect(bodies).toHaveLength(0);

    // Fixed is fixed: a message leaves as soon as its field is right.
    await user.click(within(report).getByRole('radio', { name: '실종' }));
    expect(
      within(report).queryByText(PET_REPORT_MESSAGES.petReportKindInvalid),
    ).not.toBeInTheDocument();
  });

  // About twenty fields filled on a shared two-core machine: more than the default 10 s.
  it('sends the report as the petReport JSON field with the picked place in Seoul time', {
    timeout: 30_000,
  }, async () => {
    const bodies = serveCreate();
    const { user } = renderRegister();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: '카테고리' }),
      '실종 / 목격',
    );
    await fill(user, screen.getByRole('textbox', { name: '제목' }), '검은 고양이를 찾아요');
    await fill(user, screen.getByRole('textbox', { name: '내용' }), '화요일 저녁에 나갔어요.');
    const report = screen.getByRole('group', { name: '실종·목격 정보' });
    await user.click(within(report).getByRole('radio', { name: '실종' }));
    await user.click(within(report).getByRole('radio', { name: '고양이' }));
    await fill(user, within(report).getByRole('combobox', { name: '품종' }), '코리안 숏헤어');
    await user.click(within(report).getByRole('radio', { name: '암컷' }));
    await user.click(within(report).getByRole('button', { name: '검정' }));
    await user.click(within(report).getByRole('button', { name: '흰색' }));
    expect(within(report).getByRole('button', { name: '검정' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await fill(user, within(report).getByRole('textbox', { name: '동물등록번호' }), '12345');
    const eventAt = yesterdayInSeoul();
    fireEvent.change(within(report).getByLabelText('잃어버리거나 본 날짜와 시간'), {
      target: { value: eventAt },
    });
    await user.click(await within(report).findByRole('button', { name: '지도에서 고르기' }));
    expect(within(report).getByRole('status')).toHaveTextContent('위치를 골랐어요.');
    await fill(user, within(report).getByRole('textbox', { name: '동네' }), '부산진구 전포동');
    await user.click(within(report).getByRole('radio', { name: /전화번호 공개/ }));
    await fill(user, within(report).getByRole('textbox', { name: '전화번호' }), '010-1234-5678');
    await fill(user, within(report).getByRole('textbox', { name: '사례금 (원)' }), '300000');

    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(within(report).getByRole('alert')).toHaveTextContent(
      PET_REPORT_MESSAGES.petReportRegistrationInvalid,
    );
    await waitFor(() =>
      expect(within(report).getByRole('textbox', { name: '동물등록번호' })).toHaveFocus(),
    );
    await user.clear(within(report).getByRole('textbox', { name: '동물등록번호' }));
    await fill(
      user,
      within(report).getByRole('textbox', { name: '동물등록번호' }),
      '123456789012345',
    );
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '게시글을 등록하시겠습니까?' })).getByRole(
        'button',
        { name: '확인' },
      ),
    );

    expect(await screen.findByText('목록 화면')).toBeInTheDocument();
    const fields = multipartFields(bodies[0] ?? '');
    expect(fields.get('communityCategoryId')).toEqual(['6']);
    expect(JSON.parse(fields.get('petReport')?.[0] ?? 'null')).toEqual({
      kind: 'lost',
      species: 'cat',
      breed: '코리안 숏헤어',
      sex: 'F',
      neutered: null,
      ageBand: 'unknown',
      size: 'unknown',
      colors: ['black', 'white'],
      marks: '',
      registrationNumber: '123456789012345',
      eventAt: `${eventAt}:00+09:00`,
      lat: PICKED.lat,
      lng: PICKED.lng,
      areaText: '부산진구 전포동',
      contact: 'phone',
      phone: '010-1234-5678',
      reward: 300000,
    });
  });

  it('asks 임보 / 입양 for vaccination, region and conditions, and no place', async () => {
    const bodies = serveCreate();
    const { user } = renderRegister();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: '카테고리' }),
      '임보 / 입양',
    );
    await fill(user, screen.getByRole('textbox', { name: '제목' }), '임보처를 구해요');
    await fill(user, screen.getByRole('textbox', { name: '내용' }), '두 달만 맡아주실 분');
    const report = screen.getByRole('group', { name: '임보·입양 정보' });
    expect(within(report).queryByRole('group', { name: '잃어버리거나 본 곳' })).toBeNull();
    await user.click(within(report).getByRole('radio', { name: '임보 요청' }));
    await user.click(within(report).getByRole('radio', { name: '강아지' }));
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(within(report).getByRole('alert')).toHaveTextContent(
      PET_REPORT_MESSAGES.petReportRegionRequired,
    );

    await fill(user, within(report).getByRole('textbox', { name: '지역' }), '부산 해운대구');
    await user.click(
      within(within(report).getByRole('group', { name: '예방접종' })).getByRole('radio', {
        name: '예',
      }),
    );
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }));

    expect(await screen.findByText('목록 화면')).toBeInTheDocument();
    expect(JSON.parse(multipartFields(bodies[0] ?? '').get('petReport')?.[0] ?? 'null')).toEqual({
      kind: 'fosterRequest',
      species: 'dog',
      sex: 'unknown',
      neutered: null,
      ageBand: 'unknown',
      vaccinated: true,
      region: '부산 해운대구',
      conditions: '',
    });
  });
});
