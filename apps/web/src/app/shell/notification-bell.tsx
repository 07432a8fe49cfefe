import { NotificationBell as Bell } from '#web/features/notifications/index.tsx';
import { switcherClasses } from './switchers.tsx';

/** The notifications feature's bell, sized like the header's other small controls. */
export function NotificationBell() {
  return <Bell buttonClassName={switcherClasses('sm')} />;
}
