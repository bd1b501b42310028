/**
 * Holds a handler's answer until the test lets it go, so the test can see the page while the
 * call is under way (an upload's progress bar) however slow the machine: a fixed delay can be
 * over before a loaded machine has rendered the bar and the test has looked.
 */
export function heldAnswer() {
  let letGo = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  return { released, letGo: () => letGo() };
}
