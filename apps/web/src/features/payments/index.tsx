import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export const PaymentsScreen = () => <ComingSoon titleKey="nav.payments" />;
