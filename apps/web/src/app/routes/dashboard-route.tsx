import { DashboardScreen } from '../../features/dashboard/index.tsx';

/** The dashboard, composed with the notifications panel (features stay apart). */
export function DashboardRoute() {
  return <DashboardScreen />;
}
