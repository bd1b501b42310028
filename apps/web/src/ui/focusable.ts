const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `root` that Tab reaches, in document order. */
export function focusableElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden);
}

/**
 * A ref callback that focuses its element once it is mounted, as React's `autoFocus` does.
 * preact/compat renders `autoFocus` as the HTML attribute, which browsers honour only while the
 * page loads, so a field that opens later would stay unfocused.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
