import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapHandle, MapMarker } from '../map-provider.ts';
import { createLeafletMapProvider } from './leaflet-map-provider.ts';

const { centre, zoom } = MAP_DEFAULTS;
// Tiles from a host that does not exist: markers must not depend on them.
const provider = createLeafletMapProvider({
  tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png',
  attribution: '&copy; OpenStreetMap contributors',
});

let container: HTMLElement;
let map: MapHandle;

beforeEach(async () => {
  container = document.createElement('div');
  document.body.append(container);
  map = await provider.createMap(container, { centre, zoom });
});

afterEach(() => {
  map.destroy();
  container.remove();
});

/** About `pixels` east of the centre at the default zoom (256-pixel tiles). */
function marker(label: string, pixels: number, onClick = vi.fn()): MapMarker {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  return {
    id: label,
    label,
    selected: false,
    onClick,
    position: { lat: centre.lat, lng: centre.lng + pixels * degreesPerPixel },
  };
}

describe('Leaflet map provider', () => {
  it('opens at the centre and credits the tile source', () => {
    expect(map.getCentre()).toEqual(centre);
    expect(container).toHaveTextContent('© OpenStreetMap contributors');
  });

  it('names its zoom buttons in Korean', () => {
    expect(screen.getByRole('button', { name: '확대' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '축소' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /zoom/i })).not.toBeInTheDocument();
  });

  it('draws markers as buttons named after their places, with close ones clustered', () => {
    map.setMarkers([
      marker('행복동물병원', 0),
      marker('튼튼동물병원', 20),
      marker('멍멍카페', 300),
    ]);

    expect(screen.getByRole('button', { name: '멍멍카페' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 곳의 장소, 눌러서 확대' })).toHaveTextContent('2');
    expect(screen.queryByRole('button', { name: '행복동물병원' })).not.toBeInTheDocument();
  });

  it('names clusters as the map was told: reports on the 실종·목격 tab', async () => {
    const reports = document.createElement('div');
    document.body.append(reports);
    const reportMap = await provider.createMap(reports, {
      centre,
      zoom,
      clusterLabel: (count) => `${count} 건의 실종·목격 글, 눌러서 확대`,
    });
    reportMap.setMarkers([marker('실종 까망이', 0), marker('목격 검은 고양이', 20)]);

    expect(
      screen.getByRole('button', { name: '2 건의 실종·목격 글, 눌러서 확대' }),
    ).toHaveTextContent('2');
    reportMap.destroy();
    reports.remove();
  });

  it('calls the handler of a clicked marker', async () => {
    const onClick = vi.fn();
    map.setMarkers([marker('멍멍카페', 0, onClick)]);

    await userEvent.click(screen.getByRole('button', { name: '멍멍카페' }));

    expect(onClick).toHaveBeenCalledOnce();
  });

  it('opens a marker with Enter, like a button', () => {
    const onClick = vi.fn();
    map.setMarkers([marker('멍멍카페', 0, onClick)]);

    fireEvent.keyDown(screen.getByRole('button', { name: '멍멍카페' }), { key: 'Enter' });

    expect(onClick).toHaveBeenCalledOnce();
  });

  it('zooms into a clicked cluster until its markers come apart', async () => {
    map.setMarkers([marker('행복동물병원', 0), marker('튼튼동물병원', 20)]);

    await userEvent.click(screen.getByRole('button', { name: '2 곳의 장소, 눌러서 확대' }));

    expect(await screen.findByRole('button', { name: '행복동물병원' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '튼튼동물병원' })).toBeInTheDocument();
  });

  it('replaces the markers on every call', () => {
    map.setMarkers([marker('행복동물병원', 0), marker('멍멍카페', 300)]);
    map.setMarkers([marker('사랑보호소', 0)]);

    const markers = screen.getAllByRole('button', { name: /병원|카페|보호소/ });
    expect(markers).toHaveLength(1);
    expect(markers[0]).toHaveAccessibleName('사랑보호소');
  });

  it('recentres and reports the idle map', async () => {
    const onIdle = vi.fn();
    const unsubscribe = map.onIdle(onIdle);
    const next = { lat: 35.1, lng: 129.04 };

    map.recentre(next);

    await waitFor(() => expect(onIdle).toHaveBeenCalled());
    const reported = onIdle.mock.lastCall?.[0];
    expect(reported.lat).toBeCloseTo(next.lat, 5);
    expect(reported.lng).toBeCloseTo(next.lng, 5);

    unsubscribe();
    onIdle.mockClear();
    map.recentre(centre);
    await waitFor(() => expect(map.getCentre().lat).toBeCloseTo(centre.lat, 5));
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('leaves nothing behind when destroyed, and may be destroyed twice', () => {
    map.setMarkers([marker('멍멍카페', 0)]);

    map.destroy();

    expect(screen.queryByRole('button', { name: '멍멍카페' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    // afterEach destroys it again.
  });
});

/** jsdom lays nothing out: a map with a size of its own, so Leaflet asks for tiles. */
function sizedContainer() {
  const sized = document.createElement('div');
  Object.defineProperty(sized, 'clientWidth', { value: 400 });
  Object.defineProperty(sized, 'clientHeight', { value: 300 });
  document.body.append(sized);
  return sized;
}

describe('Leaflet map provider tiles', () => {
  it('asks for the pictures of its tiles in later tasks, a few at a time, until it has all', async () => {
    const sized = sizedContainer();
    const tiled = await provider.createMap(sized, { centre, zoom });
    const tiles = [...sized.querySelectorAll('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(3);
    const asked = () => tiles.filter((tile) => tile.hasAttribute('src')).length;
    // Not in the task that drew the map.
    expect(asked()).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked()).toBeGreaterThan(0);
    expect(asked()).toBeLessThan(tiles.length);
    await waitFor(() => expect(asked()).toBe(tiles.length));
    expect(tiles[0]?.getAttribute('src')).toMatch(/^https:\/\/tiles\.invalid\/\d+\/\d+\/\d+\.png$/);
    tiled.destroy();
    sized.remove();
  });

  it('reports tiles that fail before any loads, and a late listener hears it too', async () => {
    const sized = sizedContainer();
    const tiled = await provider.createMap(sized, { centre, zoom });
    const early = vi.fn();
    tiled.onTileFailure(early);
    const tile = sized.querySelector('img.leaflet-tile');
    expect(tile).not.toBeNull();

    tile?.dispatchEvent(new Event('error'));

    await waitFor(() => expect(early).toHaveBeenLastCalledWith(true));
    const late = vi.fn();
    tiled.onTileFailure(late);
    expect(late).toHaveBeenCalledExactlyOnceWith(true);
    tiled.destroy();
    sized.remove();
  });
});
