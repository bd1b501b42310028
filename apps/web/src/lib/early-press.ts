/**
 * Keeps a press on a button of a page the server rendered that lands before the app has taken
 * the page over: such a button has no handler yet, and the press would otherwise be lost (a ♥
 * tapped on a slow phone). A form sent then is kept too: its native submission would reload
 * the page and lose what was typed (the app's forms submit through their handlers). Links
 * work without the app and are left alone. Used by the boot script only (src/boot.ts).
 */
/** What app/start-app.tsx dispatches on #root once the app has the page (APP_STARTED_EVENT). */
export const APP_STARTED_EVENT = 'daengnyang:app-started';

export type EarlyPress = {
  /** Resolves at the first press (or key press) inside `root`: time to load the app at once. */
  readonly firstTouch: Promise<void>;
  /** Stops keeping presses and does again the last one kept, if its element is still there. */
  replay(): void;
};

function buttonOf(target: EventTarget | null, root: HTMLElement): HTMLButtonElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest('button');
  return button !== null && root.contains(button) && !button.disabled ? button : null;
}

export function keepEarlyPresses(root: HTMLElement): EarlyPress {
  // Pressed twice because nothing happened, the reader still meant it once: the last is kept.
  let kept: (() => void) | null = null;
  let touched: () => void = () => undefined;
  const firstTouch = new Promise<void>((resolve) => {
    touched = resolve;
  });
  const keep = (event: Event, again: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    kept = again;
    touched();
  };
  const onTouch = () => touched();
  const onClick = (event: MouseEvent) => {
    const button = buttonOf(event.target, root);
    // React takes a page over as a transition; a click on a part not yet hydrated makes it
    // hydrate that part at once and then handle the click.
    if (button !== null) keep(event, () => button.isConnected && button.click());
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (form instanceof HTMLFormElement)
      keep(event, () => form.isConnected && form.requestSubmit());
  };
  const listeners = [
    ['pointerdown', onTouch],
    ['keydown', onTouch],
    ['click', onClick],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) {
    root.addEventListener(type, listener as EventListener, { capture: true });
  }
  return {
    firstTouch,
    replay() {
      for (const [type, listener] of listeners) {
        root.removeEventListener(type, listener as EventListener, { capture: true });
      }
      const again = kept;
      kept = null;
      again?.();
    },
  };
}
