import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoogleMapProvider, GOOGLE_MAPS_VERSION } from './google-map-provider.ts';

// jsdom neither fetches nor runs the Maps script: these tests check how it is requested and
// that a failed load is retried; drawing on a Google map needs the browser journeys.
const mapsScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://maps.googleapis.com/maps/api/js'),
  );

describe('Google map provider', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the Maps script with the key, Korean, region KR and the pinned version, retrying 3 times', async () => {
    const provider = createGoogleMapProvider({ apiKey: 'test-key' });
    expect(provider.name).toBe('google');

    const created = provider.createMap(document.createElement('div'), {
      centre: MAP_DEFAULTS.centre,
      zoom: MAP_DEFAULTS.zoom,
    });
    const failed = expect(created).rejects.toThrow('could not load');

    await vi.waitFor(() => expect(mapsScripts()).toHaveLength(1));
    const [first] = mapsScripts();
    const params = new URL(first?.src ?? '').searchParams;
    expect(params.get('key')).toBe('test-key');
    expect(params.get('language')).toBe('ko');
    expect(params.get('region')).toBe('KR');
    expect(params.get('v')).toBe(GOOGLE_MAPS_VERSION);

    for (const [retry, delay] of [1000, 2000, 4000].entries()) {
      mapsScripts()[retry]?.dispatchEvent(new Event('error'));
      await vi.advanceTimersByTimeAsync(delay);
      await vi.waitFor(() => expect(mapsScripts()).toHaveLength(retry + 2));
    }
    mapsScripts()[3]?.dispatchEvent(new Event('error'));

    await failed;
    expect(mapsScripts()).toHaveLength(4);
  });
});
