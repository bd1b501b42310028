import type { Page } from '@playwright/test';

/** The phone size the issue was found at (iPhone 12–15), and the desktop layout's size. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 } as const;

/** A phone as Playwright emulates one: its size, a touch screen and the mobile viewport rules. */
export const PHONE_DEVICE = { viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true } as const;

/** What a finger taps: links, buttons, fields and the ARIA roles that act like them. */
const TAPPABLE = 'a[href], button, input, select, textarea, [role="button"], [role="tab"]';
const MIN_TARGET_PX = 44;

export type LayoutProblems = { overflow: string | null; smallTargets: string[] };

/**
 * Finds what makes a screen unusable on a phone: the page wider than the window, and visible
 * tap targets under 44×44 px. A field inside a <label> is measured by its label (the label is
 * what a finger hits; a visually hidden file input has a 1 px box of its own).
 */
export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(
    ({ selector, min }) => {
      const root = document.scrollingElement ?? document.documentElement;
      // The root's client width, not innerWidth: under mobile emulation innerWidth grows with
      // whatever overflows (see pageAndScreenWidth).
      const screenWidth = document.documentElement.clientWidth;
      const overflow =
        root.scrollWidth > screenWidth
          ? `the page is ${root.scrollWidth} px wide in a ${screenWidth} px window`
          : null;

      const describe = (element: Element) => {
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        const classes = [...element.classList].map((c) => `.${c}`).join('');
        return `<${element.tagName.toLowerCase()}${classes}> "${name}"`;
      };

      const smallTargets: string[] = [];
      const seen = new Set<Element>();
      for (const element of document.querySelectorAll(selector)) {
        const target = element.closest('label') ?? element;
        if (seen.has(target)) continue;
        seen.add(target);
        if (!target.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        if (target.closest('[aria-hidden="true"], [inert]') !== null) continue;
        const { width, height } = target.getBoundingClientRect();
        if (width === 0 || height === 0) continue;
        // Layout in rem lands on fractions of a pixel (a 4.4rem box may measure 43.99 px):
        // what counts is the size drawn, to the nearest pixel.
        if (Math.round(width) < min || Math.round(height) < min) {
          smallTargets.push(`${describe(target)} ${width.toFixed(1)}×${height.toFixed(1)}`);
        }
      }
      return { overflow, smallTargets };
    },
    { selector: TAPPABLE, min: MIN_TARGET_PX },
  );
}

/**
 * How wide the page is and how wide the phone's screen is, in CSS pixels. Under `isMobile`
 * Chromium widens the layout viewport to whatever overflows, as Chrome on Android zooms out to
 * show it, so `innerWidth` grows with the page and cannot reveal the overflow; the root
 * element's client width stays the screen's.
 */
export async function pageAndScreenWidth(page: Page): Promise<{ page: number; screen: number }> {
  return page.evaluate(() => ({
    page: (document.scrollingElement ?? document.documentElement).scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
}

/** Waits for the screen's requests to settle; a map whose tiles never load does not block. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}
