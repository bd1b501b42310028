import { LineIcon } from './line-icon.tsx';

/** A bold chevron for previous and next buttons (the food carousel, the image viewer). */
export function ChevronIcon({
  direction,
  size = 22,
}: {
  direction: 'previous' | 'next';
  size?: number;
}) {
  return (
    <LineIcon size={size} strokeWidth={2.4}>
      <path d={direction === 'previous' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} />
    </LineIcon>
  );
}
