import { LineIcon, type LineIconProps } from './line-icon.tsx';

export function SearchIcon({ size = 22 }: LineIconProps) {
  return (
    <LineIcon size={size} strokeWidth={2.2}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </LineIcon>
  );
}
