import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstViewShown } from './first-view-shown.ts';

function serverRenderedRoot(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const root = document.getElementById('root');
  if (root === null) throw new Error('no #root');
  return root;
}

/** Whether `promise` has settled once every timer due in `ms` has run. */
async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('firstViewShown', () => {
  it('lets a page of text load its code once it is painted', async () => {
    const root = serverRenderedRoot('<h1>커뮤니티</h1><p>글</p>');

    expect(await settledWithin(firstViewShown(root), 100)).toBe(true);
  });

  it('waits for the lead picture the server marked, loaded or failed', async () => {
    const root = serverRenderedRoot(
      '<h1>글</h1><img src="/uploads/a.webp" alt="" fetchpriority="high"><img src="/uploads/b.webp" alt="" loading="lazy">',
    );
    const shown = firstViewShown(root);

    expect(await settledWithin(shown, 1_000)).toBe(false);
    root.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(await settledWithin(shown, 100)).toBe(true);
  });

  it('stops waiting for a lead picture that does not arrive after 3 s', async () => {
    const root = serverRenderedRoot('<img src="/uploads/a.webp" alt="" fetchpriority="high">');
    const shown = firstViewShown(root);

    expect(await settledWithin(shown, 2_900)).toBe(false);
    expect(await settledWithin(shown, 200)).toBe(true);
  });
});
