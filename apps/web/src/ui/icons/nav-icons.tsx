import { LineIcon, type LineIconProps } from './line-icon.tsx';

/** Icons of the phone's bottom tab bar. */
const TAB_ICON_SIZE = 24;

export function HomeIcon({ size = TAB_ICON_SIZE }: LineIconProps) {
  return (
    <LineIcon size={size}>
      <path d="M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z" />
    </LineIcon>
  );
}

export function CommunityIcon({ size = TAB_ICON_SIZE }: LineIconProps) {
  return (
    <LineIcon size={size}>
      <path d="M20 12a7 7 0 0 1-10.3 6.2L5 19.5l1.3-4A7 7 0 1 1 20 12z" />
      <path d="M9 11h6M9 14h4" />
    </LineIcon>
  );
}

export function FoodIcon({ size = TAB_ICON_SIZE }: LineIconProps) {
  return (
    <LineIcon size={size}>
      <path d="M3 12h18a9 6 0 0 1-18 0z" />
      <path d="M7 19.5h10" />
      <circle cx="9" cy="8" r="1.5" />
      <circle cx="14" cy="7" r="1.5" />
    </LineIcon>
  );
}

export function MapIcon({ size = TAB_ICON_SIZE }: LineIconProps) {
  return (
    <LineIcon size={size}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </LineIcon>
  );
}

export function NoticeIcon({ size = TAB_ICON_SIZE }: LineIconProps) {
  return (
    <LineIcon size={size}>
      <path d="M4 10v4a1 1 0 0 0 1 1h2l6 4V5L7 9H5a1 1 0 0 0-1 1z" />
      <path d="M17 9a4 4 0 0 1 0 6" />
    </LineIcon>
  );
}
