import type { ReactNode } from 'react';

export type LineIconProps = { size?: number };

/**
 * The frame of the app's line icons: a 24 px grid drawn with the current text colour, so that
 * icons of one size sit level and take the colour of the control they are in.
 */
export function LineIcon({
  size,
  strokeWidth = 2,
  children,
}: {
  size: number;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
