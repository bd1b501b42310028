import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible.tsx';

type Report = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** jsdom has no IntersectionObserver: this one reports when the test says so. */
function fakeIntersectionObserver() {
  const observers: { report: Report; options?: IntersectionObserverInit; disconnected: boolean }[] =
    [];
  class FakeIntersectionObserver {
    private readonly entry;
    constructor(report: Report, options?: IntersectionObserverInit) {
      this.entry = { report, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return observers;
}

/** A phone's visual viewport (the reader sees 412 × 823), and every element placed at `box`. */
function phoneViewport(box: { y: number; width: number; height: number }) {
  const view = Object.assign(new EventTarget(), {
    offsetLeft: 0,
    offsetTop: 0,
    width: 412,
    height: 823,
  });
  vi.stubGlobal('visualViewport', view);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, ...box }),
  );
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenVisible', () => {
  it('holds the place until it comes near the screen, then shows the content', () => {
    const observers = fakeIntersectionObserver();
    const { container } = render(
      <WhenVisible placeholderClassName="reserved">
        <p>지도</p>
      </WhenVisible>,
    );

    expect(screen.queryByText('지도')).not.toBeInTheDocument();
    expect(container.querySelector('.reserved')).toBeInTheDocument();

    act(() => observers[0]?.report([{ isIntersecting: false }]));
    expect(screen.queryByText('지도')).not.toBeInTheDocument();

    act(() => observers[0]?.report([{ isIntersecting: true }]));
    expect(screen.getByText('지도')).toBeInTheDocument();
    expect(container.querySelector('.reserved')).not.toBeInTheDocument();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('waits for a phone to scroll its visual viewport near the place', () => {
    const observers = fakeIntersectionObserver();
    // A phone at full size: the layout viewport spans the page.
    const view = phoneViewport({ y: 1600, width: 850, height: 380 });
    render(
      <WhenVisible placeholderClassName="reserved">
        <p>지도</p>
      </WhenVisible>,
    );

    act(() => observers[0]?.report([{ isIntersecting: true }]));
    expect(screen.queryByText('지도')).not.toBeInTheDocument();

    act(() => {
      view.offsetTop = 1000;
      view.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('지도')).toBeInTheDocument();
  });

  it('starts only on screen when asked to look no further ahead', () => {
    const observers = fakeIntersectionObserver();
    // Just below the phone's screen: near enough for the default look-ahead, not on screen.
    const view = phoneViewport({ y: 900, width: 380, height: 180 });
    render(
      <>
        <WhenVisible>
          <p>미리 불러온 지도</p>
        </WhenVisible>
        <WhenVisible aheadPx={0}>
          <p>보일 때 불러온 지도</p>
        </WhenVisible>
      </>,
    );
    // StrictMode mounts twice in development: the observers of the first mount are gone.
    const watching = observers.filter((observer) => !observer.disconnected);
    expect(watching.map((observer) => observer.options?.rootMargin)).toEqual([
      '300px 0px',
      '0px 0px',
    ]);

    act(() => {
      for (const observer of watching) observer.report([{ isIntersecting: true }]);
    });
    expect(screen.getByText('미리 불러온 지도')).toBeInTheDocument();
    expect(screen.queryByText('보일 때 불러온 지도')).not.toBeInTheDocument();

    act(() => {
      view.offsetTop = 100;
      view.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('보일 때 불러온 지도')).toBeInTheDocument();
  });

  it('shows the content at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);

    render(
      <WhenVisible placeholderClassName="reserved">
        <p>지도</p>
      </WhenVisible>,
    );

    expect(screen.getByText('지도')).toBeInTheDocument();
  });
});
