import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { parsePage } from '../helpers/rendered-page.ts';
import { createUser } from '../helpers/users.ts';
import { productionWebBuild } from '../helpers/web-build.ts';
import { JEONPO, lostCat, reportId } from './support.ts';

const PUBLIC_URL = 'https://daengnyang.example';
const EXACT = [String(JEONPO.lat), String(JEONPO.lng)];

describe('a pet report on pages rendered on the server and in share cards', () => {
  let t: TestApp;
  let postId: number;

  beforeAll(async () => {
    const webDistDir = productionWebBuild();
    t = await createTestApp({ PUBLIC_URL, WEB_ORIGINS: PUBLIC_URL }, { webDistDir });
    const member = await createUser(t.app);
    postId = await reportId(t.app, member.token, {
      report: lostCat({
        contact: 'phone',
        phone: '010-4444-5555',
        registrationNumber: '410199999999999',
      }),
    });
  }, 240_000);
  afterAll(() => t.close());

  it('shows the summary, never the exact point, the phone or the registration number', async () => {
    const response = await t.app.inject({
      url: `/community/6/${postId}`,
      headers: { 'user-agent': 'kakaotalk-scrap/1.0' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('[실종] 고양이 · 코리안 숏헤어');
    for (const secret of [...EXACT, '010-4444-5555', '410199999999999']) {
      expect(response.body).not.toContain(secret);
    }
    const page = parsePage(response.body);
    expect(page.meta('og:description')).toMatch(/^\[실종\] 고양이/);

    const card = await t.app.inject({ url: new URL(page.meta('og:image') ?? '').pathname });
    expect(card.statusCode).toBe(200);
    const { width = 0 } = await sharp(card.rawPayload).metadata();
    expect(width).toBeGreaterThanOrEqual(800);
    for (const secret of EXACT) expect(card.rawPayload.includes(secret)).toBe(false);
  }, 60_000);
});
