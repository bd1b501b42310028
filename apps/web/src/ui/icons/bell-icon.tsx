import { LineIcon, type LineIconProps } from './line-icon.tsx';

export function BellIcon({ size = 24 }: LineIconProps) {
  return (
    <LineIcon size={size}>
      <path d="M6 10a6 6 0 0 1 12 0c0 4.5 1.5 6.5 2.5 7.5h-17C4.5 16.5 6 14.5 6 10z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </LineIcon>
  );
}
