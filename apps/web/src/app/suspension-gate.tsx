import { Navigate, useLocation } from 'react-router';
import { useMySanctions } from '@/api/safety/get-my-sanctions.ts';
import { paths } from '@/config/paths.ts';

/**
 * A suspended member may read only the sanction notice (the server refuses every other call):
 * any other page sends them there.
 */
export function SuspensionGate() {
  const { pathname } = useLocation();
  const active = useMySanctions().data?.active;
  if (active?.type !== 'suspension' || pathname === paths.sanction.getHref()) return null;
  return <Navigate replace to={paths.sanction.getHref()} />;
}
