import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import type { Place } from '@daengnyang/contract/map';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LatLng } from '../map-provider.ts';
import { OPENSTREETMAP_SETTINGS } from '../map-settings.ts';
import { placeMarker } from '../place-position.ts';
import { testPlace } from '../test-places.ts';
import { PlaceMap } from './place-map.tsx';

// With no key the map is Leaflet; its tiles cannot load in jsdom, and markers work regardless.
const hospital = testPlace({ mapInfoId: 1, name: '행복동물병원' });
const cafe = testPlace({ mapInfoId: 2, name: '멍멍카페', categoryId: 2 }, { lat: 0.02, lng: 0 });

function renderMap(places: readonly Place[], onSelectPlace = vi.fn(), onIdle = vi.fn()) {
  const view = (next: readonly Place[], centre: LatLng = MAP_DEFAULTS.centre) => (
    <StrictMode>
      <PlaceMap
        settings={{ ...OPENSTREETMAP_SETTINGS }}
        centre={centre}
        items={next}
        markerOf={placeMarker}
        selectedId={null}
        onSelect={onSelectPlace}
        onIdle={onIdle}
      />
    </StrictMode>
  );
  const result = render(view(places));
  return {
    ...result,
    rerenderWith: (next: readonly Place[], centre?: LatLng) => result.rerender(view(next, centre)),
  };
}

describe('PlaceMap', () => {
  it('shows a named map with a marker per place', async () => {
    renderMap([hospital, cafe]);

    expect(screen.getByRole('region', { name: '지도' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '행복동물병원' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '멍멍카페' })).toBeInTheDocument();
  });

  it("draws the first view's tiles with the page, until Leaflet has drawn the map", async () => {
    const { container } = renderMap([hospital]);
    const firstView = () =>
      container.querySelectorAll<HTMLImageElement>(':scope > div > div[aria-hidden="true"] > img');

    const tiles = [...firstView()];
    expect(tiles).toHaveLength(15);
    expect(tiles.every((tile) => tile.src.startsWith('https://tile.openstreetmap.org/15/'))).toBe(
      true,
    );
    expect(tiles.filter((tile) => tile.getAttribute('loading') === 'eager')).toHaveLength(9);
    // The tile server's credit goes with its tiles, as text.
    expect(screen.getByText('© OpenStreetMap contributors')).toBeInTheDocument();

    await screen.findByRole('button', { name: '행복동물병원' });
    expect(firstView()).toHaveLength(0);
  });

  it('reports the place whose marker is clicked', async () => {
    const onSelectPlace = vi.fn();
    renderMap([hospital, cafe], onSelectPlace);

    await userEvent.click(await screen.findByRole('button', { name: '멍멍카페' }));

    expect(onSelectPlace).toHaveBeenCalledExactlyOnceWith(cafe);
  });

  it('follows the places it is given, such as another category', async () => {
    const { rerenderWith } = renderMap([hospital]);
    await screen.findByRole('button', { name: '행복동물병원' });

    rerenderWith([cafe]);

    expect(await screen.findByRole('button', { name: '멍멍카페' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '행복동물병원' })).not.toBeInTheDocument();
  });

  it('keeps one map through re-renders with an equal settings object', async () => {
    const { rerenderWith, container } = renderMap([hospital]);
    await screen.findByRole('button', { name: '행복동물병원' });

    rerenderWith([hospital]);

    expect(container.querySelectorAll('.leaflet-map-pane')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '행복동물병원' })).toHaveLength(1);
  });

  it('pans to a new centre and reports the map at rest there', async () => {
    const onIdle = vi.fn();
    const { rerenderWith } = renderMap([hospital], vi.fn(), onIdle);
    await screen.findByRole('button', { name: '행복동물병원' });
    const position = { lat: 35.17, lng: 129.07 };

    rerenderWith([hospital], position);

    await waitFor(() => expect(onIdle).toHaveBeenCalled());
    const reported = onIdle.mock.lastCall?.[0] as LatLng;
    expect(reported.lat).toBeCloseTo(position.lat, 5);
    expect(reported.lng).toBeCloseTo(position.lng, 5);
  });
});
