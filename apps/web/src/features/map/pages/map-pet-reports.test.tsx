import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { mapHandlers } from '@/testing/mocks/map.ts';
import { recordPetReportSearches } from '@/testing/mocks/pet-reports.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { MapPage } from './map-page.tsx';

/** The report list requests of the page rendered last. */
let reportSearches = () => [] as URL[];

function renderMapPage(url = '/map/4') {
  const { handler, searches } = recordPetReportSearches();
  reportSearches = searches;
  server.use(handler, ...mapHandlers);
  return renderApp(
    <Routes>
      <Route path={paths.map.path} element={<MapPage />} />
      <Route path="/community/:category/:communityId" element={<p>게시글 화면</p>} />
    </Routes>,
    { url },
  );
}

const reportList = () => screen.findByRole('list', { name: '가까운 실종·목격 글' });
/** The tab's code and the map's load on first use: a cold start takes a moment in jsdom. */
const findMarker = (name: string) => screen.findByRole('button', { name }, { timeout: 5000 });

describe('the map’s 실종·목격 tab', () => {
  it('asks for the active reports of the last 30 days around the centre’s grid cell, and lists them nearest to the centre first', async () => {
    renderMapPage();

    expect(screen.getByRole('tab', { name: '실종·목격' })).toHaveAttribute('aria-selected', 'true');
    const items = within(await reportList()).getAllByRole('button');
    // The answer's distances are from the cell's centre (480 m, 900 m); the rows say how far
    // each report is from the map's own centre, and are ordered by it.
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('서면 근처에서 검은 고양이를 봤어요'),
      expect.stringContaining('전포동에서 검은 고양이를 잃어버렸어요'),
    ]);
    expect(items[0]).toHaveTextContent('목격');
    expect(items[0]).toHaveTextContent('312m');
    expect(items[1]).toHaveTextContent('실종');
    expect(items[1]).toHaveTextContent('351m');
    expect(screen.getByRole('complementary', { name: '실종·목격 목록' })).toHaveTextContent('2건');
    // Every visitor of the cell around 35.1595, 129.0616 sends this one URL.
    expect(MAP_DEFAULTS.centre).toEqual({ lat: 35.1595454, lng: 129.0616078 });
    expect(Object.fromEntries(reportSearches()[0]?.searchParams ?? [])).toEqual({
      category: '6',
      status: 'active',
      days: '30',
      page: '1',
      size: '100',
      lat: '35.16',
      lng: '129.06',
    });
  });

  it('draws a marker per report at its published point, coloured by kind', async () => {
    renderMapPage();

    const lost = await findMarker('실종 고양이, 부산진구 전포동');
    const sighting = screen.getByRole('button', { name: '목격 고양이, 부산진구 부전동' });
    expect(lost.querySelector('[style]')).toHaveStyle({ '--pin-tone': 'var(--color-danger)' });
    expect(sighting.querySelector('[style]')).toHaveStyle({ '--pin-tone': 'var(--color-link)' });
    // The reunited Maltese has left the active reports: no marker, no row.
    expect(screen.queryByRole('button', { name: /말티즈/ })).not.toBeInTheDocument();
  });

  it('opens the card of a clicked marker with the photo, kind, species, area, date and the post', async () => {
    const { user } = renderMapPage();

    await user.click(await findMarker('목격 고양이, 부산진구 부전동'));

    const card = screen.getByRole('region', { name: '서면 근처에서 검은 고양이를 봤어요' });
    expect(within(card).getByRole('img')).toHaveAttribute(
      'src',
      'http://localhost/uploads/report-602.webp',
    );
    expect(card).toHaveTextContent('목격');
    expect(card).toHaveTextContent('고양이');
    expect(card).toHaveTextContent('부산진구 부전동 부근');
    expect(card).toHaveTextContent('2026-11-25');

    const views: string[] = [];
    server.use(
      http.post('/api/communities/:categoryId/:communityId', ({ params }) => {
        views.push(`${params.categoryId}/${params.communityId}`);
        return ok(0);
      }),
    );
    await user.click(within(card).getByRole('link', { name: '게시글 보기' }));
    expect(await screen.findByText('게시글 화면')).toBeInTheDocument();
    // Opened from the map as from a list, the post counts the view (spec §4).
    expect(views).toEqual(['6/602']);
  });

  it('opens the card of a report chosen in the list, and closes it', async () => {
    const { user } = renderMapPage();

    await user.click(within(await reportList()).getByRole('button', { name: /잃어버렸어요/ }));

    const card = screen.getByRole('region', { name: '전포동에서 검은 고양이를 잃어버렸어요' });
    expect(card).toHaveTextContent('고양이 · 코리안 숏헤어');
    await user.click(within(card).getByRole('button', { name: '닫기' }));
    expect(card).not.toBeInTheDocument();
  });

  it('goes back to the places with the tabs', async () => {
    const { user } = renderMapPage();
    await reportList();

    await user.click(screen.getByRole('tab', { name: '동물병원' }));

    expect(await screen.findByRole('list', { name: '가까운 장소' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: '가까운 실종·목격 글' })).not.toBeInTheDocument(),
    );
  });
});
