import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import type { SiteConfig } from '@daengnyang/contract/site-config';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { mapHandlers, recordPlaceSearches, SITE_CONFIG } from '@/testing/mocks/map.ts';
import { server } from '@/testing/mocks/server.ts';
import { stubPhoneWindow } from '@/testing/phone-window.ts';
import { renderApp } from '@/testing/render-app.tsx';
import type { LatLng, MapHandle } from '../map-provider.ts';
import { PlaceExplorer } from './place-explorer.tsx';

/** A map without a drawing library: markers as buttons, and the test moves the map. */
const fakeMap = vi.hoisted(() => ({
  idle: null as ((centre: LatLng) => void) | null,
  recentre: [] as unknown[],
  settings: [] as unknown[],
}));

vi.mock('../load-map-provider.ts', () => ({
  loadMapProvider: async (settings: unknown) => {
    const { testMapHandle } = await import('../test-map-handle.ts');
    return {
      name: 'leaflet',
      createMap: async (container: HTMLElement): Promise<MapHandle> => {
        fakeMap.settings.push(settings);
        let centre: LatLng = MAP_DEFAULTS.centre;
        return testMapHandle(container, {
          recentre: (next) => {
            centre = next;
            fakeMap.recentre.push(next);
          },
          getCentre: () => centre,
          onIdle: (listener) => {
            fakeMap.idle = listener;
            return () => {
              fakeMap.idle = null;
            };
          },
        });
      },
    };
  },
}));

let placeSearches = () => [] as URL[];

beforeEach(() => {
  fakeMap.recentre = [];
  fakeMap.settings = [];
  const { handler, searches } = recordPlaceSearches();
  placeSearches = searches;
  server.use(handler, ...mapHandlers);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** About a kilometre north-east of the default centre. */
const moved = { lat: MAP_DEFAULTS.centre.lat + 0.008, lng: MAP_DEFAULTS.centre.lng + 0.006 };

describe('PlaceExplorer', () => {
  it('searches again and recentres 2 seconds after the map comes to rest', async () => {
    renderApp(<PlaceExplorer categoryId={1} />);
    await screen.findByRole('button', { name: '전포튼튼동물병원' });
    await waitFor(() => expect(fakeMap.idle).not.toBeNull());
    expect(placeSearches()).toHaveLength(1);
    vi.useFakeTimers();

    act(() => fakeMap.idle?.({ lat: moved.lat - 0.004, lng: moved.lng }));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    // Still moving: the wait starts again from the last rest.
    act(() => fakeMap.idle?.(moved));
    await act(() => vi.advanceTimersByTimeAsync(MAP_DEFAULTS.recentreDebounceMs - 1));
    expect(placeSearches()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    await waitFor(() => expect(placeSearches()).toHaveLength(2));
    expect(placeSearches()[1]?.searchParams.get('lat')).toBe(String(moved.lat));
    expect(placeSearches()[1]?.searchParams.get('lng')).toBe(String(moved.lng));
    expect(fakeMap.recentre.at(-1)).toEqual(moved);
  });

  it('does not search again when the map rests where it already is', async () => {
    renderApp(<PlaceExplorer categoryId={1} />);
    await screen.findByRole('button', { name: '전포튼튼동물병원' });
    await waitFor(() => expect(fakeMap.idle).not.toBeNull());
    vi.useFakeTimers();

    // A pixel of rounding after a recentre is not a move.
    act(() =>
      fakeMap.idle?.({ lat: MAP_DEFAULTS.centre.lat + 0.00002, lng: MAP_DEFAULTS.centre.lng }),
    );
    await act(() => vi.advanceTimersByTimeAsync(MAP_DEFAULTS.recentreDebounceMs * 2));
    vi.useRealTimers();

    expect(placeSearches()).toHaveLength(1);
  });

  it('draws with the Google key the server announces', async () => {
    server.use(
      http.get('/api/site-config', () =>
        ok<SiteConfig>({ ...SITE_CONFIG, googleMapsApiKey: 'browser-key' }),
      ),
    );
    renderApp(<PlaceExplorer categoryId={1} />);

    await screen.findByRole('button', { name: '전포튼튼동물병원' });
    expect(fakeMap.settings).toEqual([
      expect.objectContaining({ googleMapsApiKey: 'browser-key' }),
    ]);
  });

  it('still draws a map, with OpenStreetMap, when the server settings cannot be read', async () => {
    server.use(http.get('/api/site-config', () => fail(503, '잠시 후 다시 시도해주세요.')));
    renderApp(<PlaceExplorer categoryId={2} />);

    expect(await screen.findByRole('button', { name: '멍냥이네 카페' })).toBeInTheDocument();
    expect(fakeMap.settings).toEqual([
      expect.objectContaining({
        googleMapsApiKey: undefined,
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      }),
    ]);
  });
});

describe('PlaceExplorer on a phone', () => {
  // jsdom does not scroll; the stub records that the map was brought into view.
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
    stubPhoneWindow();
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('opens the place chosen in the list as a sheet over the map, in view and focused', async () => {
    const { user } = renderApp(<PlaceExplorer categoryId={1} />);
    const list = await screen.findByRole('list', { name: '가까운 장소' });

    await user.click(within(list).getByRole('button', { name: /전포튼튼동물병원/ }));

    const sheet = screen.getByRole('dialog', { name: '전포튼튼동물병원 정보' });
    expect(within(sheet).getByRole('heading', { name: '전포튼튼동물병원' })).toBeInTheDocument();
    await waitFor(() => expect(sheet).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it('closes the sheet with its close button or Escape', async () => {
    const { user } = renderApp(<PlaceExplorer categoryId={1} />);
    const list = await screen.findByRole('list', { name: '가까운 장소' });

    await user.click(within(list).getByRole('button', { name: /전포튼튼동물병원/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: /정보$/ })).getByRole('button', { name: '닫기' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /서면24시동물메디컬센터/ }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: /정보$/ })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the focus back to the place in the list when the sheet closes', async () => {
    const { user } = renderApp(<PlaceExplorer categoryId={1} />);
    const list = await screen.findByRole('list', { name: '가까운 장소' });
    const place = within(list).getByRole('button', { name: /전포튼튼동물병원/ });

    act(() => place.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('dialog', { name: /정보$/ })).toHaveFocus());
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(place).toHaveFocus();
  });

  it('shows the card beside the list, not as a sheet, on a wide screen', async () => {
    vi.unstubAllGlobals();
    const { user } = renderApp(<PlaceExplorer categoryId={1} />);
    const list = await screen.findByRole('list', { name: '가까운 장소' });

    await user.click(within(list).getByRole('button', { name: /전포튼튼동물병원/ }));

    expect(screen.getByRole('heading', { level: 2, name: '전포튼튼동물병원' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
