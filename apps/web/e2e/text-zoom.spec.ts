import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { tabTo } from './support/keyboard.ts';
import { pageAndScreenWidth } from './support/phone-checks.ts';
import { type Screen, show, VISITOR_SCREENS } from './support/screens.ts';
import { screenshotPath } from './support/session.ts';

/**
 * Text at 200 % (WCAG 1.4.4, KWCAG 2.2): the browser's default font size set to 32 px, as a
 * reader who needs large text sets it in Chrome's settings, and every visitor screen at a
 * desktop and at the narrowest phone width. The layout follows the text size (rem sizes, and an
 * em breakpoint that hands a 1280 px window the phone layout): the page never scrolls sideways
 * and the header's search and sign-in stay in reach. Each screen is saved
 * (e2e/results/text-zoom/) so a person can see that no text is cut off.
 */

/** Chrome's setting, as its profile stores it: twice the default 16 px (and 13 px monospace). */
const LARGE_TEXT_PREFERENCES = {
  webkit: { webprefs: { default_font_size: 32, default_fixed_font_size: 26 } },
};
/** The root is 62.5 % of the browser's size, so 1rem = 10 px normally and 20 px here. */
const ROOT_FONT_SIZE = '20px';

const SIZES = [
  { label: '1280', viewport: { width: 1280, height: 800 } },
  { label: '320', viewport: { width: 320, height: 800 } },
] as const;

const SCREEN_NAMES = [
  'visitor-home',
  'visitor-community-list',
  'visitor-community-post',
  'visitor-food-list',
  'visitor-food-detail',
  'visitor-notice-list',
  'visitor-magazine-list',
  'visitor-event-list',
  'visitor-event-detail',
  'visitor-map',
  'visitor-search',
  'visitor-search-word',
  'visitor-login',
];
const SCREENS: readonly Screen[] = SCREEN_NAMES.map((name) => {
  const screen = VISITOR_SCREENS.find((candidate) => candidate.name === name);
  if (screen === undefined) throw new Error(`no visitor screen named ${name}`);
  return screen;
});

let profileDir: string;
let context: BrowserContext;
let page: Page;

/**
 * The font size is a profile setting with no command-line switch or context option, so the
 * browser starts on a fresh profile directory holding it (Chromium reads `Default/Preferences`
 * at launch), with the configuration's executable and flags.
 */
test.beforeAll(async ({ playwright, launchOptions }, testInfo) => {
  profileDir = mkdtempSync(path.join(tmpdir(), 'daengnyang-large-text-'));
  mkdirSync(path.join(profileDir, 'Default'));
  writeFileSync(
    path.join(profileDir, 'Default', 'Preferences'),
    JSON.stringify(LARGE_TEXT_PREFERENCES),
  );
  context = await playwright.chromium.launchPersistentContext(profileDir, {
    ...launchOptions,
    baseURL: testInfo.project.use.baseURL,
    locale: 'ko-KR',
    viewport: SIZES[0].viewport,
  });
  page = context.pages()[0] ?? (await context.newPage());
});

test.afterAll(async () => {
  await context.close();
  rmSync(profileDir, { recursive: true, force: true });
});

test('the browser shows text at twice its default size', async () => {
  await page.goto('/');
  const rootFontSize = await page.evaluate(
    () => getComputedStyle(document.documentElement).fontSize,
  );
  expect(rootFontSize, 'Chromium did not take the 32 px default font size').toBe(ROOT_FONT_SIZE);
});

for (const { label, viewport } of SIZES) {
  test.describe(`${label} px with 200 % text`, () => {
    for (const screen of SCREENS) {
      test(screen.name, async () => {
        test.setTimeout(60_000);
        await page.setViewportSize(viewport);
        await show(page, screen);
        await page.screenshot({
          path: screenshotPath(`text-zoom/${screen.name}-${label}`),
          fullPage: true,
          animations: 'disabled',
        });

        const widths = await pageAndScreenWidth(page);
        expect(
          widths.page,
          `${screen.name}: the page is ${widths.page} px wide in a ${widths.screen} px window`,
        ).toBeLessThanOrEqual(widths.screen);

        // The header's search and sign-in: on screen, whole, and reached with the keyboard.
        const banner = page.getByRole('banner');
        for (const control of [
          banner.getByRole('link', { name: '검색' }),
          banner.getByRole('link', { name: '로그인' }),
        ]) {
          await tabTo(control);
          const box = await control.boundingBox();
          expect(box, `${control} has no box`).not.toBeNull();
          if (box !== null) {
            expect(box.x, `${control} starts off screen`).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, `${control} ends off screen`).toBeLessThanOrEqual(
              widths.screen,
            );
          }
        }
      });
    }
  });
}
