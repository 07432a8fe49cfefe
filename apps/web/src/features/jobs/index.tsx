import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export const JobListScreen = () => <ComingSoon titleKey="nav.jobs" />;
export const NewJobScreen = () => <ComingSoon titleKey="nav.scheduleJob" />;
export const JobDetailScreen = () => <ComingSoon titleKey="nav.jobDetails" />;
