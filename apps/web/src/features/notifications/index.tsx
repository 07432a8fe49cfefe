// The notifications feature's public face: the header bell and the dashboard panel, which show
// the same entries (spec §2).
export { NotificationBell } from './components/notification-bell.tsx';
export { NotificationsPanel } from './components/notifications-panel.tsx';
