import { LineIcon } from '@/ui/icons/line-icon.tsx';

export function EyeIcon({ size = 16 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </LineIcon>
  );
}
