import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export const CustomerListScreen = () => <ComingSoon titleKey="nav.customers" />;
export const NewCustomerScreen = () => <ComingSoon titleKey="nav.addCustomer" />;
export const CustomerDetailScreen = () => <ComingSoon titleKey="nav.customerDetails" />;
