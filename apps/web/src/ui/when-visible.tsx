import { type ReactNode, useEffect, useRef, useState } from 'react';

type WhenVisibleProps = {
  /** Gives the placeholder the content's final size, so nothing moves when it arrives. */
  placeholderClassName?: string | undefined;
  /**
   * How far outside the screen the content starts loading. Less for what costs the phone's
   * processor to start (a map's code) and is not missed while it arrives.
   */
  aheadPx?: number;
  children: ReactNode;
};

/** How far outside the screen content starts loading: a short scroll ahead of the reader. */
const LOAD_AHEAD_PX = 300;

/**
 * Whether `element` is within `aheadPx` of what the reader sees: the visual viewport. A
 * phone shows the 1,100 px layout at full size with a layout viewport stretched to the page's
 * width and, in proportion, most of its height, which IntersectionObserver counts as visible.
 */
function nearVisualViewport(element: Element, aheadPx: number): boolean {
  const box = element.getBoundingClientRect();
  const view = window.visualViewport;
  const left = view?.offsetLeft ?? 0;
  const top = view?.offsetTop ?? 0;
  const width = view?.width ?? window.innerWidth;
  const height = view?.height ?? window.innerHeight;
  return (
    box.top < top + height + aheadPx &&
    box.bottom >= top - aheadPx &&
    box.left < left + width &&
    box.right >= left
  );
}

/**
 * Renders `children` only once their place comes near the screen, so the code and data of a
 * section below the fold (the home page's map) are not fetched with the first view.
 * IntersectionObserver notices the place coming near; the visual viewport's own scrolling then
 * decides on phones. Browsers without IntersectionObserver get the children once mounted. The
 * first render is always the placeholder, as on the server, which cannot know.
 */
export function WhenVisible({
  placeholderClassName,
  aheadPx = LOAD_AHEAD_PX,
  children,
}: WhenVisibleProps) {
  const [near, setNear] = useState(false);
  const placeholderRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (near || placeholder === null) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const view = window.visualViewport;
    const check = () => {
      if (nearVisualViewport(placeholder, aheadPx)) setNear(true);
    };
    const followVisualViewport = (follow: boolean) => {
      for (const type of ['scroll', 'resize'] as const) {
        if (follow) view?.addEventListener(type, check);
        else view?.removeEventListener(type, check);
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const inLayoutViewport = entries.some((entry) => entry.isIntersecting);
        followVisualViewport(inLayoutViewport);
        if (inLayoutViewport) check();
      },
      { rootMargin: `${aheadPx}px 0px` },
    );
    observer.observe(placeholder);
    return () => {
      observer.disconnect();
      followVisualViewport(false);
    };
  }, [near, aheadPx]);

  return near ? children : <div ref={placeholderRef} className={placeholderClassName} />;
}
