// The waitlist feature's public face: the landing page's form, the app-wide modal, the banner.
export { WaitlistInlineForm } from './components/waitlist-inline-form.tsx';
export { WaitlistModal } from './components/waitlist-modal.tsx';
export { TestModeBanner } from './components/test-mode-banner.tsx';
export { startWaitlistRetry } from './api/waitlist-outbox.ts';
export { joinWaitlist, type WaitlistEntry, type WaitlistJoinResult } from './api/join-waitlist.ts';
