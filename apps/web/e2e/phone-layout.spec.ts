import { type Browser, expect, type Page, test } from '@playwright/test';
import { DESKTOP_VIEWPORT, layoutProblems, PHONE_VIEWPORT } from './support/phone-checks.ts';
import {
  ADMIN_SCREENS,
  MEMBER_SCREENS,
  type Screen,
  show,
  VISITOR_SCREENS,
} from './support/screens.ts';
import { screenshotPath, signInAsAdmin, signInAsNewUser } from './support/session.ts';
import { brokenKoreanText } from './support/text-checks.ts';

/**
 * Every screen of spec §2 at 390×844, as a visitor, a member and an administrator: the page
 * never scrolls sideways and every visible tap target is at least 44×44 px. At 390 and at
 * 1440 px no Korean word breaks across lines where it would fit on one, and no placeholder is
 * cut (issue 19). Each screen is also saved at both sizes (e2e/results/screens/) for a person
 * to look at.
 */

/** Checks one screen at phone size, then saves it at both sizes. */
async function checkScreen(page: Page, screen: Screen) {
  await page.setViewportSize(PHONE_VIEWPORT);
  await show(page, screen);
  const problems = await layoutProblems(page);
  const phoneText = await brokenKoreanText(page);
  await page.screenshot({
    path: screenshotPath(`screens/${screen.name}-390`),
    fullPage: true,
    animations: 'disabled',
  });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await show(page, screen);
  const desktopText = await brokenKoreanText(page);
  await page.screenshot({
    path: screenshotPath(`screens/${screen.name}-1440`),
    fullPage: true,
    animations: 'disabled',
  });

  expect(problems.overflow, `${screen.name}: horizontal scroll at 390 px`).toBeNull();
  expect(
    problems.smallTargets,
    `${screen.name}: tap targets under 44×44 px at 390 px:\n  ${problems.smallTargets.join('\n  ')}`,
  ).toEqual([]);
  expect(phoneText, `${screen.name}: Korean text broken at 390 px`).toEqual([]);
  expect(desktopText, `${screen.name}: Korean text broken at 1440 px`).toEqual([]);
}

/**
 * One page per role for its screens, signed in once as a person would (again only when a failed
 * screen makes Playwright start a new worker). Not serial: one failing screen must not hide the
 * others.
 */
function screensOf(
  role: string,
  screens: readonly Screen[],
  signIn?: (page: Page) => Promise<unknown>,
) {
  test.describe(`${role} at 390 px`, () => {
    let page: Page;

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      page = await browser.newPage({ viewport: PHONE_VIEWPORT, locale: 'ko-KR' });
      await signIn?.(page);
    });
    test.afterAll(async () => {
      await page.close();
    });

    for (const screen of screens) {
      test(screen.name, async () => {
        test.setTimeout(60_000);
        await checkScreen(page, screen);
      });
    }
  });
}

screensOf('visitor', VISITOR_SCREENS);
screensOf('member', MEMBER_SCREENS, (page) => signInAsNewUser(page));
screensOf('admin', ADMIN_SCREENS, signInAsAdmin);
