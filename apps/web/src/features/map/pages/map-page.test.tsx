import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { mapHandlers, recordPlaceSearches } from '@/testing/mocks/map.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { MapPage } from './map-page.tsx';

/** The place searches of the page rendered last. */
let placeSearches = () => [] as URL[];

/** `overrides` answer before the map handlers: the page asks as soon as it renders. */
function renderMapPage(url = '/map/1', ...overrides: RequestHandler[]) {
  const { handler, searches } = recordPlaceSearches();
  placeSearches = searches;
  server.use(...overrides, handler, ...mapHandlers);
  return renderApp(
    <Routes>
      <Route path={paths.map.path} element={<MapPage />} />
    </Routes>,
    { url },
  );
}

function stubGeolocation(
  answer: (success: PositionCallback, failure: PositionErrorCallback) => void,
) {
  const getCurrentPosition = vi.fn(
    (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      _options?: PositionOptions,
    ) => {
      if (failure) answer(success, failure);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

function refusal(): GeolocationPositionError {
  return { code: 1, message: 'User denied Geolocation' } as GeolocationPositionError;
}

afterEach(() => {
  // jsdom has no geolocation of its own; remove the stub a test put there.
  Reflect.deleteProperty(navigator, 'geolocation');
});

const listNames = () =>
  within(screen.getByRole('list', { name: '가까운 장소' }))
    .getAllByRole('button')
    .map((item) => item.querySelector('span span')?.textContent);

describe('MapPage', () => {
  it('shows the category tabs and the hospitals on the map and in the list, nearest first', async () => {
    renderMapPage();

    expect(await screen.findByRole('heading', { name: '지도', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('지도 | 댕냥');
    expect(screen.getByRole('tab', { name: '동물병원' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: '전포튼튼동물병원' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '서면24시동물메디컬센터' })).toBeInTheDocument();
    expect(listNames()).toEqual(['서면24시동물메디컬센터', '전포튼튼동물병원']);
    expect(screen.getByRole('complementary', { name: '동물병원 목록' })).toHaveTextContent('2곳');
    expect(placeSearches()[0]?.pathname).toBe('/api/map/1');
    expect(placeSearches()[0]?.searchParams.get('radius')).toBe('3000');
  });

  it('opens the info card of a clicked marker, with the green line of a place open all day', async () => {
    const { user } = renderMapPage();

    await user.click(await screen.findByRole('button', { name: '서면24시동물메디컬센터' }));

    const card = screen.getByRole('region', { name: '서면24시동물메디컬센터' });
    expect(card).toHaveTextContent('부산광역시 부산진구 중앙대로 601');
    expect(card).toHaveTextContent('051-800-0001');
    expect(card).toHaveTextContent('00:00 - 24:00');
    expect(within(card).getByText('24시간 운영')).toBeInTheDocument();
    expect(
      within(card).getByText('운영 시간은 바뀔 수 있으니 방문 전에 전화로 확인해주세요.'),
    ).toBeInTheDocument();
  });

  it('shows hours and break without the 24-hour line for other places, and closes', async () => {
    const { user } = renderMapPage();

    await user.click(await screen.findByRole('button', { name: '전포튼튼동물병원' }));

    const card = screen.getByRole('region', { name: '전포튼튼동물병원' });
    expect(card).toHaveTextContent('09:00 - 19:00');
    expect(card).toHaveTextContent('13:00 - 14:00');
    expect(within(card).queryByText('24시간 운영')).not.toBeInTheDocument();
    expect(
      within(card).getByText('운영 시간은 바뀔 수 있으니 방문 전에 전화로 확인해주세요.'),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('region', { name: '전포튼튼동물병원' })).not.toBeInTheDocument();
  });

  it('switches category with the tabs and clears the chosen place', async () => {
    const { user } = renderMapPage();
    await user.click(await screen.findByRole('button', { name: '전포튼튼동물병원' }));
    expect(screen.getByRole('region', { name: '전포튼튼동물병원' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '카페' }));

    expect(screen.getByRole('tab', { name: '카페' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: '멍냥이네 카페' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '전포튼튼동물병원' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '전포튼튼동물병원' })).not.toBeInTheDocument();
    expect(placeSearches().at(-1)?.pathname).toBe('/api/map/2');

    await user.click(screen.getByRole('tab', { name: '동물병원' }));
    expect(await screen.findByRole('button', { name: '전포튼튼동물병원' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '전포튼튼동물병원' })).not.toBeInTheDocument();
  });

  it('opens the card of a place chosen in the list', async () => {
    const { user } = renderMapPage('/map/3');

    const list = await screen.findByRole('list', { name: '가까운 장소' });
    await user.click(within(list).getByRole('button', { name: /부산진구 유기동물보호소/ }));

    expect(screen.getByRole('region', { name: '부산진구 유기동물보호소' })).toBeInTheDocument();
  });

  it('asks for the position once, with an 8-second limit, and keeps the default centre when refused', async () => {
    const getCurrentPosition = stubGeolocation((_success, failure) => failure(refusal()));
    renderMapPage();

    expect(
      await screen.findByText('위치를 확인할 수 없어 기본 위치에서 가까운 순으로 보여드려요.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '전포튼튼동물병원' })).toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect(getCurrentPosition.mock.lastCall?.[2]).toMatchObject({ timeout: 8000 });
    expect(placeSearches()).toHaveLength(1);
    expect(placeSearches()[0]?.searchParams.get('lat')).toBe(String(MAP_DEFAULTS.centre.lat));
    expect(placeSearches()[0]?.searchParams.get('lng')).toBe(String(MAP_DEFAULTS.centre.lng));
  });

  it('searches around the user once the position is known', async () => {
    const home = { latitude: 35.1531, longitude: 129.0595 };
    stubGeolocation((success) =>
      success({ coords: home, timestamp: Date.now() } as GeolocationPosition),
    );
    renderMapPage();

    await waitFor(() =>
      expect(placeSearches().at(-1)?.searchParams.get('lat')).toBe(String(home.latitude)),
    );
    expect(placeSearches().at(-1)?.searchParams.get('lng')).toBe(String(home.longitude));
    expect(screen.getByText('내 위치에서 가까운 순')).toBeInTheDocument();
    // Distances are the user's: about 1 km from home to the nearest hospital.
    const list = await screen.findByRole('list', { name: '가까운 장소' });
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('1.0km');
  });

  it('offers to try again when the places cannot be loaded', async () => {
    renderMapPage(
      '/map/1',
      http.get('/api/map/:categoryId', () =>
        HttpResponse.json(
          { code: 503, message: '잠시 후 다시 시도해주세요.', body: null },
          { status: 503 },
        ),
      ),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해주세요.');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('sends an unknown category to the hospitals', async () => {
    renderMapPage('/map/9');

    expect(await screen.findByRole('tab', { name: '동물병원' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
