import { describe, expect, it, vi } from 'vitest';
import { keepEarlyPresses } from './early-press.ts';

function serverRenderedRoot(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const root = document.getElementById('root');
  if (root === null) throw new Error('no #root');
  return root;
}

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`no #${id}`);
  return element as T;
}

describe('keepEarlyPresses', () => {
  it('holds a button press until the app has the page, then presses it once', () => {
    const root = serverRenderedRoot('<button type="button" id="like">♥ 좋아요</button>');
    const onPress = vi.fn();
    byId('like').addEventListener('click', onPress);
    const presses = keepEarlyPresses(root);

    byId('like').click();
    byId('like').click();
    expect(onPress).not.toHaveBeenCalled();

    presses.replay();
    expect(onPress).toHaveBeenCalledTimes(1);
    // Once the app has the page, presses reach it directly.
    byId('like').click();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('resolves firstTouch at the first pointer or key press', async () => {
    const root = serverRenderedRoot('<p id="text">글</p>');
    const presses = keepEarlyPresses(root);
    let touched = false;
    void presses.firstTouch.then(() => {
      touched = true;
    });
    await Promise.resolve();
    expect(touched).toBe(false);

    byId('text').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await presses.firstTouch;
    expect(touched).toBe(true);
  });

  it('leaves links to the browser', () => {
    const root = serverRenderedRoot('<a id="link" href="#next">다음</a>');
    keepEarlyPresses(root);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('link').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
  });

  it('keeps a form sent before the app has the page, and sends it through the app after', () => {
    const root = serverRenderedRoot(
      '<form id="search"><input name="q" value="산책"><button id="go">검색</button></form>',
    );
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    byId('search').addEventListener('submit', onSubmit);
    const presses = keepEarlyPresses(root);

    byId('go').click();
    byId<HTMLFormElement>('search').requestSubmit();
    expect(onSubmit).not.toHaveBeenCalled();

    presses.replay();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not press a button the app has since removed', () => {
    const root = serverRenderedRoot('<button type="button" id="like">♥</button>');
    const onPress = vi.fn();
    const button = byId('like');
    button.addEventListener('click', onPress);
    const presses = keepEarlyPresses(root);
    button.click();
    button.remove();
    presses.replay();
    expect(onPress).not.toHaveBeenCalled();
  });
});
