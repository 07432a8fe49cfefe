import { AboutSection } from './about-section.tsx';
import { AppearanceSection } from './appearance-section.tsx';
import { CacheSection } from './cache-section.tsx';
import { DataSection } from './data-section.tsx';
import { HelpSection } from './help-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { QrCodeSection } from './qr-code-section.tsx';
import { StatsSection } from './stats-section.tsx';

/** /app/settings (spec §2): the sections in the spec's order, QR codes (issue 13) added. */
export function SettingsScreen() {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <AppearanceSection />
      <QrCodeSection />
      <DataSection />
      <NotificationsSection />
      <CacheSection />
      <HelpSection />
      <StatsSection />
      <AboutSection />
    </div>
  );
}
