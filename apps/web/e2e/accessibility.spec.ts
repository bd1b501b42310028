import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/phone-checks.ts';
import {
  ADMIN_SCREENS,
  MEMBER_SCREENS,
  type Screen,
  show,
  VISITOR_SCREENS,
} from './support/screens.ts';
import { signInAsAdmin, signInAsNewUser } from './support/session.ts';

/**
 * WCAG 2.2 AA (KWCAG 2.2) as axe-core checks it, on every screen of spec §2 as a visitor, a
 * member and an administrator, at the desktop and the phone size: a `serious` or `critical`
 * violation fails the screen. Lesser impacts are left to review: axe rates as `moderate` what
 * it cannot be sure a person is hindered by.
 */

/** One axe violation: a rule and the elements that break it. */
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * WCAG 2.5.3 (Label in Name, level A), which axe still marks experimental and so leaves out of
 * the tags: a control whose spoken name does not start with its visible text.
 */
const EXPERIMENTAL_WCAG_RULES = { 'label-content-name-mismatch': { enabled: true } };
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Enough elements per rule to find the culprit without burying the next rule. */
const NODES_SHOWN = 4;

const SIZES = [
  { label: '1440', viewport: DESKTOP_VIEWPORT },
  { label: '390', viewport: PHONE_VIEWPORT },
] as const;

function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
    const html = node.html.replace(/\s+/g, ' ').slice(0, 120);
    const why = (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim();
    return `    ${node.target.join(' ')}  ${html}${why ? `\n      ${why}` : ''}`;
  });
  const more =
    violation.nodes.length > NODES_SHOWN
      ? [`    … and ${violation.nodes.length - NODES_SHOWN} more`]
      : [];
  return [
    `  ${violation.id} (${violation.impact}, ${violation.nodes.length} elements): ${violation.help}`,
    ...nodes,
    ...more,
  ].join('\n');
}

async function seriousViolations(page: Page): Promise<Violation[]> {
  const { violations } = await new AxeBuilder({ page })
    // Only the violations are read: axe skips gathering every element that passed.
    .options({ rules: EXPERIMENTAL_WCAG_RULES, resultTypes: ['violations'] })
    .withTags(WCAG_AA_TAGS)
    // The screens have no frames: axe runs in the page itself rather than opening a second
    // page to merge every frame's results, which costs a page per check (and a context).
    .setLegacyMode()
    .analyze();
  return violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

/**
 * One page per role, signed in once as a person would; each screen and size is its own test
 * so that one failing screen does not hide the others.
 */
function screensOf(
  role: string,
  screens: readonly Screen[],
  signIn?: (page: Page) => Promise<unknown>,
) {
  test.describe(`${role}: axe WCAG 2.2 AA`, () => {
    let page: Page;

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      page = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'ko-KR' });
      await signIn?.(page);
    });
    test.afterAll(async () => {
      await page.close();
    });

    for (const screen of screens) {
      for (const { label, viewport } of SIZES) {
        test(`${screen.name} at ${label} px`, async () => {
          await page.setViewportSize(viewport);
          await show(page, screen);
          // A page that failed to load has nothing for axe to find fault with. The app fills
          // #root; the sign-in stand-in is server HTML with only a <main>.
          await expect(page.locator('#root, body > main').first()).not.toBeEmpty();
          const violations = await seriousViolations(page);
          expect(
            violations.map((violation) => `${violation.id} (${violation.impact})`),
            `${screen.name} at ${label} px (${page.url()}): serious or critical axe violations:\n${violations.map(describeViolation).join('\n')}`,
          ).toEqual([]);
        });
      }
    }
  });
}

screensOf('visitor', VISITOR_SCREENS);
screensOf('member', MEMBER_SCREENS, (page) => signInAsNewUser(page));
screensOf('admin', ADMIN_SCREENS, signInAsAdmin);
