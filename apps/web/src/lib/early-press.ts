/**
 * Keeps a press on a button of a page the server rendered that lands before the app has taken
 * the page over: such a button has no handler yet, and the press would otherwise be lost (a ♥
 * tapped on a slow phone). Links and forms work without the app and are left alone.
 * Used by the boot script only (src/boot.ts).
 */
export type EarlyPress = {
  /** Resolves at the first press (or key press) inside `root`: time to load the app at once. */
  readonly firstTouch: Promise<void>;
  /** Stops keeping presses and presses again the last button pressed, if it is still there. */
  replay(): void;
};

/** A button that does something only through the app: not a form's submit button. */
function appButtonOf(target: EventTarget | null, root: HTMLElement): HTMLButtonElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest('button');
  if (button === null || !root.contains(button) || button.disabled) return null;
  return button.type === 'submit' && button.form !== null ? null : button;
}

export function keepEarlyPresses(root: HTMLElement): EarlyPress {
  let pressed: HTMLButtonElement | null = null;
  let touched: () => void = () => undefined;
  const firstTouch = new Promise<void>((resolve) => {
    touched = resolve;
  });
  const onTouch = () => touched();
  const onClick = (event: MouseEvent) => {
    const button = appButtonOf(event.target, root);
    if (button === null) return;
    event.preventDefault();
    event.stopPropagation();
    // Pressed twice because nothing happened, the reader still meant it once.
    pressed = button;
    touched();
  };
  root.addEventListener('pointerdown', onTouch, { capture: true, passive: true });
  root.addEventListener('keydown', onTouch, { capture: true, passive: true });
  root.addEventListener('click', onClick, { capture: true });
  return {
    firstTouch,
    replay() {
      root.removeEventListener('pointerdown', onTouch, { capture: true });
      root.removeEventListener('keydown', onTouch, { capture: true });
      root.removeEventListener('click', onClick, { capture: true });
      const button = pressed;
      pressed = null;
      // React takes a page over as a transition; a click on a part not yet hydrated makes it
      // hydrate that part at once and then handle the click.
      if (button?.isConnected) button.click();
    },
  };
}
