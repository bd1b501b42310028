import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapProvider } from '../map-provider.ts';
import { OPENSTREETMAP_SETTINGS } from '../map-settings.ts';
import { placeMarker } from '../place-position.ts';
import { testMapHandle } from '../test-map-handle.ts';
import { testPlace } from '../test-places.ts';
import { PlaceMap } from './place-map.tsx';

/** The provider each test stands up: one that never loads, or one whose tiles fail. */
const stub = vi.hoisted(() => ({
  provider: (): Promise<MapProvider> => Promise.reject(new Error('not set')),
}));

vi.mock('../load-map-provider.ts', () => ({ loadMapProvider: () => stub.provider() }));

/** A map whose tile state the test sets. */
function providerWithTiles() {
  const tiles: { report: (failing: boolean) => void } = { report: () => undefined };
  const provider: MapProvider = {
    name: 'leaflet',
    createMap: async (container) =>
      testMapHandle(container, {
        onTileFailure: (listener) => {
          tiles.report = listener;
          return () => {
            tiles.report = () => undefined;
          };
        },
      }),
  };
  stub.provider = async () => provider;
  return tiles;
}

const hospital = testPlace({ mapInfoId: 1, name: '행복동물병원' });

function renderMap(onSelectPlace = vi.fn()) {
  render(
    <PlaceMap
      settings={{ ...OPENSTREETMAP_SETTINGS }}
      centre={MAP_DEFAULTS.centre}
      items={[hospital]}
      markerOf={placeMarker}
      selectedId={null}
      onSelect={onSelectPlace}
    />,
  );
}

beforeEach(() => {
  stub.provider = () => Promise.reject(new Error('The Google Maps JavaScript API could not load.'));
});

describe('PlaceMap without a map', () => {
  it('says the map could not be loaded and points to the list', async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    renderMap();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '지도를 불러오지 못했어요. 장소 목록은 그대로 이용할 수 있어요.',
    );
    expect(console.error).toHaveBeenCalledWith('The map could not be loaded', expect.any(Error));
    vi.mocked(console.error).mockClear();
  });

  it('says so over the map when its tiles cannot load, and the markers still answer', async () => {
    const tiles = providerWithTiles();
    const onSelectPlace = vi.fn();
    renderMap(onSelectPlace);
    const marker = await screen.findByRole('button', { name: '행복동물병원' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => tiles.report(true));

    expect(screen.getByRole('alert')).toHaveTextContent('지도를 불러오지 못했어요');
    await userEvent.click(marker);
    expect(onSelectPlace).toHaveBeenCalledExactlyOnceWith(hospital);

    act(() => tiles.report(false));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
