import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export const DashboardScreen = () => <ComingSoon titleKey="nav.dashboard" />;
