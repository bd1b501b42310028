import type { PetMatchDismiss } from '@daengnyang/contract/pet-reports';
import { PET_POSTER_WARNING } from '@daengnyang/contract/pet-reports';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { petMatches, petReport, petReportPost } from '@/testing/mocks/pet-report-detail.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { CommunityDetailPage } from './community-detail-page.tsx';

// Leaflet draws nothing in jsdom: the card's map says what it would show.
vi.mock('../pet-report/pet-area-map.tsx', () => ({
  default: ({ point, label }: { point: { lat: number; lng: number }; label: string }) => (
    <div role="img" aria-label={label} data-point={`${point.lat},${point.lng}`} />
  ),
}));

const { userId, name, profileImgUrl } = USER_PRINCIPAL.user;
const OWN = { userId, name, profileImgUrl };

function servePost(post = petReportPost()) {
  server.use(http.get('/api/communities/:categoryId/:communityId', () => ok(post)));
}

function renderDetail(token?: string) {
  return renderApp(
    <Routes>
      <Route path="/community/:category/:communityId" element={<CommunityDetailPage />} />
    </Routes>,
    { url: '/community/6/601', token },
  );
}

const card = () => screen.findByRole('region', { name: '실종·임보 정보' });

describe('a lost report on its post', () => {
  it('shows a visitor the card with the area, no phone, the warning and a sign-in prompt', async () => {
    servePost(petReportPost(petReport({ contact: 'phone', phone: null })));
    renderDetail();

    const report = await card();
    expect(within(report).getByText('실종')).toBeInTheDocument();
    expect(within(report).getByText('찾는 중')).toBeInTheDocument();
    expect(report).toHaveTextContent('고양이 · 코리안 숏헤어');
    expect(report).toHaveTextContent('검정');
    expect(report).toHaveTextContent('흰색');
    expect(report).toHaveTextContent('2026-11-24 19:30');
    expect(report).toHaveTextContent('부산진구 전포동');
    expect(report).toHaveTextContent('300,000원');
    expect(report).toHaveTextContent('전화번호는 로그인한 회원에게만 보여요.');
    expect(within(report).getByRole('note')).toHaveTextContent(PET_POSTER_WARNING);
    expect(
      await within(report).findByRole('img', { name: '부산진구 전포동 부근 (약 200m 범위)' }),
    ).toHaveAttribute('data-point', '35.157,129.0636');
    expect(within(report).queryByRole('button', { name: '전단지 PDF' })).toBeNull();
    expect(within(report).queryByRole('combobox', { name: '상태' })).toBeNull();
    const matches = screen.getByRole('region', { name: '비슷한 글' });
    expect(matches).toHaveTextContent(
      '로그인하면 비슷한 목격·보호 글과 보호소 공고를 볼 수 있어요.',
    );
  });

  it('leads the card with the first picture; the pictures below the text are the others', async () => {
    const pictures = [
      {
        imgUrl: 'https://img.test/nabi-1.webp',
        thumbImgUrl: 'https://img.test/nabi-1-thumb.webp',
        description: null,
      },
      {
        imgUrl: 'https://img.test/nabi-2.webp',
        thumbImgUrl: 'https://img.test/nabi-2-thumb.webp',
        description: '꼬리 끝이 하얀 모습',
      },
    ];
    const post = petReportPost(petReport(), { communityImgs: pictures });
    servePost(post);
    const { user } = renderDetail();

    const report = await card();
    const lead = within(report).getByRole('img', { name: `${post.title} 사진 1` });
    expect(lead).toHaveAttribute('src', 'https://img.test/nabi-1.webp');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    const below = screen.getByRole('list', { name: '본문 이미지' });
    expect(
      within(below)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['꼬리 끝이 하얀 모습']);

    await user.click(
      within(report).getByRole('button', { name: `${post.title} 사진 1 크게 보기` }),
    );
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img', { name: `${post.title} 사진 1` })).toBeVisible();
  });

  it('shows a member the phone the server sends', async () => {
    servePost(
      petReportPost(petReport({ contact: 'phone', phone: '010-1234-5678' }), {
        user: { userId: 40, name: '다른회원', profileImgUrl },
      }),
    );
    server.use(http.get('/api/pet-reports/:postId/matches', () => ok([])));
    renderDetail(USER_TOKEN);

    const report = await card();
    expect(within(report).getByRole('link', { name: '010-1234-5678' })).toHaveAttribute(
      'href',
      'tel:01012345678',
    );
    expect(
      await screen.findByText('아직 비슷한 글이 없어요. 새 글이 올라오면 알려드릴게요.'),
    ).toBeInTheDocument();
    expect(within(report).queryByRole('combobox', { name: '상태' })).toBeNull();
  });

  it('lets the author change the status among those of the kind', async () => {
    const patches: unknown[] = [];
    const withheld = { registrationNumber: true, secretDetail: true };
    let post = petReportPost(petReport({ withheld }), { user: OWN });
    server.use(
      http.get('/api/communities/:categoryId/:communityId', () => ok(post)),
      http.get('/api/pet-reports/:postId/matches', () => ok([])),
      http.patch('/api/pet-reports/:postId', async ({ request, params }) => {
        patches.push({ postId: params.postId, body: await request.json() });
        post = petReportPost(petReport({ status: 'reunited' }), { user: OWN });
        return ok('상태를 바꿨습니다.');
      }),
    );
    const { user } = renderDetail(USER_TOKEN);

    const report = await card();
    const status = await within(report).findByRole('combobox', { name: '상태' });
    // The author learns that withheld values are set only in the edit form, never on the page.
    expect(report).not.toHaveTextContent('동물등록번호');
    expect(report).not.toHaveTextContent('비밀 특징');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['찾는 중', '목격됨', '가족을 만났어요', '종료']);
    await user.selectOptions(status, '가족을 만났어요');
    await user.click(screen.getByRole('button', { name: '상태 바꾸기' }));

    expect(await screen.findByText('상태를 바꿨습니다.')).toBeInTheDocument();
    expect(patches).toEqual([{ postId: '601', body: { status: 'reunited' } }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: '실종·임보 정보' })).getByText(
          '가족을 만났어요',
          { selector: 'span' },
        ),
      ).toBeInTheDocument(),
    );
  });

  it('lists the matches with score and reasons, and the author dismisses one for good', async () => {
    let matches = petMatches();
    const dismissed: PetMatchDismiss[] = [];
    servePost(petReportPost(petReport(), { user: OWN }));
    server.use(
      http.get('/api/pet-reports/:postId/matches', () => ok(matches)),
      http.post('/api/pet-reports/:postId/matches/dismiss', async ({ request }) => {
        const candidate = (await request.json()) as PetMatchDismiss;
        dismissed.push(candidate);
        matches = matches.filter((match) => match.candidateId !== candidate.candidateId);
        return ok('이 글은 더 이상 비슷한 글로 보여드리지 않을게요.');
      }),
    );
    const { user } = renderDetail(USER_TOKEN);

    const list = await screen.findByRole('list', { name: '비슷한 글 목록' });
    const [sighting, shelter] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    if (sighting === undefined || shelter === undefined) throw new Error('two matches expected');
    expect(sighting).toHaveTextContent('일치도 82%');
    expect(sighting).toHaveTextContent('480m 거리');
    expect(
      within(sighting).getByRole('link', { name: /서면 근처에서 검은 고양이를 봤어요/ }),
    ).toHaveAttribute('href', '/community/6/602');
    expect(shelter).toHaveTextContent('공고 종료 D-4');
    expect(shelter).toHaveTextContent('부산동물보호센터');
    expect(within(shelter).getByRole('link', { name: '051-123-4567' })).toHaveAttribute(
      'href',
      'tel:0511234567',
    );

    await user.click(within(shelter).getByRole('button', { name: '내 아이가 아니에요' }));

    expect(
      await screen.findByText('이 글은 더 이상 비슷한 글로 보여드리지 않을게요.'),
    ).toBeInTheDocument();
    expect(dismissed).toEqual([{ type: 'shelter', candidateId: '448567202600123' }]);
    await waitFor(() => expect(screen.queryByText('부산동물보호센터')).not.toBeInTheDocument());
  });

  it('hides the dismiss button from members who did not write the report', async () => {
    servePost(
      petReportPost(petReport(), { user: { userId: 40, name: '다른회원', profileImgUrl } }),
    );
    server.use(http.get('/api/pet-reports/:postId/matches', () => ok(petMatches())));
    renderDetail(USER_TOKEN);

    await screen.findByRole('list', { name: '비슷한 글 목록' });
    expect(screen.queryByRole('button', { name: '내 아이가 아니에요' })).toBeNull();
  });

  describe('posters', () => {
    const saved: { name: string; href: string }[] = [];
    beforeEach(() => {
      saved.length = 0;
      Object.assign(URL, {
        createObjectURL: () => 'blob:poster',
        revokeObjectURL: () => undefined,
      });
      // jsdom cannot download: the click on the saving link is what the browser would take.
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ name: this.download, href: this.href });
      });
      return () => click.mockRestore();
    });

    it('fetches the poster with the token and saves it under a Korean name', async () => {
      const authorizations: (string | null)[] = [];
      servePost();
      server.use(
        http.get('/api/pet-reports/:postId/matches', () => ok([])),
        http.get('/api/pet-reports/:postId/poster.pdf', ({ request }) => {
          authorizations.push(request.headers.get('Authorization'));
          return HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
            headers: { 'Content-Type': 'application/pdf' },
          });
        }),
      );
      const { user } = renderDetail(USER_TOKEN);

      await user.click(await within(await card()).findByRole('button', { name: '전단지 PDF' }));

      await waitFor(() =>
        expect(saved).toEqual([
          { name: '전단지-전포동에서 검은 고양이를 잃어버렸어요.pdf', href: 'blob:poster' },
        ]),
      );
      expect(authorizations).toEqual([`Bearer ${USER_TOKEN}`]);
    });

    it("says the server's sentence when the poster is refused", async () => {
      servePost();
      server.use(
        http.get('/api/pet-reports/:postId/matches', () => ok([])),
        http.get('/api/pet-reports/:postId/poster.png', () =>
          HttpResponse.json(
            {
              code: 404,
              message: '전단지는 실종과 보호 중 글에서만 만들 수 있습니다.',
              body: null,
            },
            { status: 404 },
          ),
        ),
      );
      const { user } = renderDetail(USER_TOKEN);

      await user.click(await within(await card()).findByRole('button', { name: '전단지 이미지' }));

      expect(
        await screen.findByText('전단지는 실종과 보호 중 글에서만 만들 수 있습니다.'),
      ).toBeInTheDocument();
      expect(saved).toEqual([]);
    });

    it('offers no poster for a sighting', async () => {
      servePost(petReportPost(petReport({ kind: 'sighting', status: 'sighted' })));
      server.use(http.get('/api/pet-reports/:postId/matches', () => ok([])));
      renderDetail(USER_TOKEN);

      await screen.findByRole('region', { name: '비슷한 글' });
      expect(screen.queryByRole('button', { name: '전단지 PDF' })).toBeNull();
    });
  });
});
