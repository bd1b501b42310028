import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/mocks/envelope.ts';
import { SITE_CONFIG } from '@/testing/mocks/map.ts';
import { recordPetReportSearches } from '@/testing/mocks/pet-reports.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { CommunityListPage } from './community-list-page.tsx';

function Location() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="주소">{`${pathname}${search}`}</output>
      {/* The browser's back button, for the memory router. */}
      <button type="button" onClick={() => navigate(-1)}>
        뒤로
      </button>
    </>
  );
}

/** The report list requests of the page rendered last. */
let reportSearches = () => [] as URL[];

function renderBoard(url: string) {
  const { handler, searches } = recordPetReportSearches();
  reportSearches = searches;
  server.use(handler);
  return renderApp(
    <>
      <Routes>
        <Route path="/community/:category" element={<CommunityListPage />} />
        <Route path="/community/:category/:communityId" element={<p>게시글 화면</p>} />
      </Routes>
      <Location />
    </>,
    { url },
  );
}

const rows = () =>
  within(screen.getByRole('list', { name: '필터한 글 목록' })).getAllByRole('link');
/** The `index`th of `items`, which the test has just counted. */
function nth(items: readonly HTMLElement[], index: number): HTMLElement {
  const item = items[index];
  if (item === undefined) throw new Error(`There is no item ${index}`);
  return item;
}
const lastSearch = () => reportSearches().at(-1)?.searchParams;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the 실종·목격 board with filters', () => {
  it('keeps the ordinary list of every post while no filter is set', async () => {
    renderBoard('/community/6');

    expect(await screen.findByRole('heading', { name: '산책 친구 구해요' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '종류' })).toHaveValue('');
    expect(reportSearches()).toEqual([]);
  });

  it('reads the filters from the URL, asks the API for them and shows each row with its badges', async () => {
    renderBoard('/community/6?species=cat&status=active');

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(Object.fromEntries(lastSearch() ?? [])).toEqual({
      category: '6',
      species: 'cat',
      status: 'active',
      page: '1',
      size: '10',
    });
    expect(screen.getByRole('combobox', { name: '동물' })).toHaveValue('cat');
    expect(screen.getByRole('combobox', { name: '상태' })).toHaveValue('active');

    const lost = nth(rows(), 0);
    const sighting = nth(rows(), 1);
    expect(lost).toHaveAttribute('href', '/community/6/601');
    expect(
      within(lost).getByRole('heading', { name: '전포동에서 검은 고양이를 잃어버렸어요' }),
    ).toBeVisible();
    expect(lost).toHaveTextContent('실종');
    expect(lost).toHaveTextContent('찾는 중');
    expect(lost).toHaveTextContent('고양이 · 코리안 숏헤어');
    expect(lost).toHaveTextContent('부산진구 전포동');
    expect(lost).toHaveTextContent('2026-11-24');
    expect(lost).toHaveTextContent('480m');
    expect(lost.querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost/uploads/report-601-thumb.webp',
    );
    expect(sighting).toHaveTextContent('목격');
    expect(sighting).toHaveTextContent('목격됨');
    expect(sighting).toHaveTextContent('부산진구 부전동');
  });

  it('puts a chosen filter in the URL, starting again at the first page, and the back button undoes it', async () => {
    const { user } = renderBoard('/community/6?kind=lost&page=2');
    await waitFor(() => expect(lastSearch()?.get('kind')).toBe('lost'));

    await user.selectOptions(screen.getByRole('combobox', { name: '동물' }), '강아지');

    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent(
      '/community/6?kind=lost&species=dog',
    );
    await waitFor(() => expect(lastSearch()?.get('species')).toBe('dog'));
    expect(lastSearch()?.get('page')).toBe('1');
    // All statuses unless one is chosen: the reunited Maltese is there, with its badge.
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('해운대에서 말티즈를 찾습니다');
    expect(rows()[0]).toHaveTextContent('가족을 만났어요');

    await user.click(screen.getByRole('button', { name: '뒤로' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent(
        '/community/6?kind=lost&page=2',
      ),
    );
  });

  it('leaves resolved reports out of 진행 중 and keeps only them under 해결됨', async () => {
    const { user } = renderBoard('/community/6?species=dog&status=active');
    expect(await screen.findByText('조건에 맞는 글이 없어요. 필터를 바꿔보세요.')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '해결됨');

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('가족을 만났어요');
    expect(lastSearch()?.get('status')).toBe('resolved');
  });

  it('measures 내 주변 from the default centre when the browser may not tell where the reader is', async () => {
    const getCurrentPosition = vi.fn(
      (_success: PositionCallback, failure?: PositionErrorCallback | null) =>
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    });
    const { user } = renderBoard('/community/6');
    await screen.findByRole('heading', { name: '산책 친구 구해요' });
    // Opening the board asks nothing of the browser.
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: '거리' }), '내 주변 3km');

    expect(
      await screen.findByText('위치를 확인할 수 없어 기본 위치에서 가까운 순으로 보여드려요.'),
    ).toBeVisible();
    expect(getCurrentPosition).toHaveBeenCalled();
    expect(lastSearch()?.get('radius')).toBe('3');
    // The centre of the default centre's grid cell (35.1595454, 129.0616078).
    expect(lastSearch()?.get('lat')).toBe('35.16');
    expect(lastSearch()?.get('lng')).toBe('129.06');
    // The distances are the browser's, from the default centre itself, nearest first (the
    // answer said 480 m, 900 m and 9.8 km: measured from elsewhere).
    await waitFor(() => expect(rows()).toHaveLength(3));
    const distances = rows().map((row) => within(row).getByText(/^\d+(\.\d)?k?m$/).textContent);
    expect(distances).toEqual(['312m', '351m', '9.3km']);
  });

  it('measures 내 주변 from where the reader is once the browser tells', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 35.1043, longitude: 129.0412 } } as GeolocationPosition),
      },
      configurable: true,
    });
    renderBoard('/community/6?radius=5');

    // Where the reader stands is sent only as the centre of its ~1 km grid cell.
    await waitFor(() => expect(lastSearch()?.get('lat')).toBe('35.1'));
    expect(lastSearch()?.get('lng')).toBe('129.04');
    expect(screen.getByText('내 위치에서 가까운 순으로 보여드려요.')).toBeVisible();
  });

  it('folds the filters behind a button that says how many are set', async () => {
    const { user } = renderBoard('/community/6?species=cat&days=30');
    const toggle = await screen.findByRole('button', { name: '필터 2개 적용' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('combobox', { name: '기간' }),
    );
  });
});

describe('the 임보·입양 board', () => {
  it('offers kinds of its own and no distance', async () => {
    renderBoard('/community/7?kind=fosterRequest');

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('임보 요청');
    expect(rows()[0]).toHaveTextContent('부산 수영구');
    const kinds = within(screen.getByRole('combobox', { name: '종류' })).getAllByRole('option');
    expect(kinds.map((option) => option.textContent)).toEqual([
      '전체',
      '임보 요청',
      '입양 가족 찾기',
      '입양 후기',
    ]);
    expect(screen.queryByRole('combobox', { name: '거리' })).not.toBeInTheDocument();
  });

  it('has no 보호소 공고 section where the server syncs no shelter notices', async () => {
    renderBoard('/community/7?view=shelter');

    expect(await screen.findByRole('heading', { name: '산책 친구 구해요' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '보호소 공고' })).not.toBeInTheDocument();
  });

  it('lists the shelter notices, soonest to end first, with the shelter to call', async () => {
    server.use(http.get('/api/site-config', () => ok({ ...SITE_CONFIG, shelterAnimals: true })));
    const { user } = renderBoard('/community/7');

    await user.click(await screen.findByRole('link', { name: '보호소 공고' }));

    const notices = within(
      await screen.findByRole('list', { name: '보호소 공고 목록' }),
    ).getAllByRole('listitem');
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent(
      '/community/7?view=shelter',
    );
    expect(notices).toHaveLength(2);
    const cat = nth(notices, 0);
    const dog = nth(notices, 1);
    expect(within(cat).getByRole('heading', { name: '한국 고양이' })).toBeVisible();
    expect(cat).toHaveTextContent('공고 종료 D-8');
    expect(cat).toHaveTextContent('암컷 · 2024(년생) · 검정');
    expect(cat).toHaveTextContent('부산진구 전포대로 210 인근');
    expect(cat).toHaveTextContent('부산동물보호센터');
    expect(within(cat).getByRole('link', { name: '051-710-1234' })).toHaveAttribute(
      'href',
      'tel:0517101234',
    );
    expect(within(cat).getByRole('img', { name: '한국 고양이 사진' })).toBeVisible();
    expect(dog).toHaveTextContent('공고 종료 D-1');
    expect(screen.getByRole('link', { name: '보호소 공고' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
