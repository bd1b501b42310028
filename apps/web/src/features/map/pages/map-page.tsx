import { ComingSoon } from '@/ui/coming-soon.tsx';

export function MapPage() {
  return <ComingSoon title="지도" />;
}
