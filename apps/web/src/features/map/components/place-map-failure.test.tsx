import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OPENSTREETMAP_SETTINGS } from '../map-settings.ts';
import { PlaceMap } from './place-map.tsx';

// Stands for a provider whose script never arrived, e.g. Google after its retries.
vi.mock('../load-map-provider.ts', () => ({
  loadMapProvider: () =>
    Promise.reject(new Error('The Google Maps JavaScript API could not load.')),
}));

describe('PlaceMap without a map', () => {
  it('says the map could not be loaded and points to the list', async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    render(
      <PlaceMap
        settings={{ ...OPENSTREETMAP_SETTINGS, googleMapsApiKey: 'test-key' }}
        centre={MAP_DEFAULTS.centre}
        places={[]}
        selectedPlaceId={null}
        onSelectPlace={vi.fn()}
      />,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '지도를 불러오지 못했습니다. 장소 목록을 이용해주세요.',
    );
    expect(console.error).toHaveBeenCalledWith('The map could not be loaded', expect.any(Error));
    vi.mocked(console.error).mockClear();
  });
});
