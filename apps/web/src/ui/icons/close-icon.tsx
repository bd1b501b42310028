import { LineIcon, type LineIconProps } from './line-icon.tsx';

export function CloseIcon({ size = 20 }: LineIconProps) {
  return (
    <LineIcon size={size} strokeWidth={2.2}>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}
