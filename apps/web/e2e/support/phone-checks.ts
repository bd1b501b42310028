import type { Page } from '@playwright/test';

/** The phone size the issue was found at (iPhone 12–15), and the desktop layout's size. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 } as const;

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
      const overflow =
        root.scrollWidth > window.innerWidth
          ? `the page is ${root.scrollWidth} px wide in a ${window.innerWidth} px window`
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
        if (width < min || height < min) {
          smallTargets.push(`${describe(target)} ${Math.round(width)}×${Math.round(height)}`);
        }
      }
      return { overflow, smallTargets };
    },
    { selector: TAPPABLE, min: MIN_TARGET_PX },
  );
}

/** Waits for the screen's requests to settle; a map whose tiles never load does not block. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}
