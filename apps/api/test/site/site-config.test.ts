import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../helpers/app.ts';

describe('GET /api/site-config', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('tells the web app to use the Leaflet map when no Google Maps key is configured', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).body).toEqual({
      googleMapsApiKey: null,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: '&copy; OpenStreetMap contributors',
      kakaoJavascriptKey: null,
      shelterAnimals: false,
    });
    expect(response.headers['content-security-policy']).not.toContain('kakaocdn');
  });

  it("hands out the Kakao JavaScript key and lets the pages load Kakao's SDK", async () => {
    t = await createTestApp({ KAKAO_JAVASCRIPT_KEY: 'kakao-js-key' });
    const response = await t.app.inject({ url: '/api/site-config' });
    expect(envelope<{ kakaoJavascriptKey: string }>(response).body.kakaoJavascriptKey).toBe(
      'kakao-js-key',
    );
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toMatch(
      /script-src 'self' https:\/\/maps\.googleapis\.com https:\/\/t1\.kakaocdn\.net/,
    );
  });

  it('hands out the configured Google Maps key and tile URL', async () => {
    t = await createTestApp({
      GOOGLE_MAPS_API_KEY: 'browser-key',
      MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
    });
    const body = envelope<{ googleMapsApiKey: string; mapTileUrl: string }>(
      await t.app.inject({ url: '/api/site-config' }),
    ).body;
    expect(body.googleMapsApiKey).toBe('browser-key');
    expect(body.mapTileUrl).toBe('https://tiles.example/{z}/{x}/{y}.png');
  });
});
