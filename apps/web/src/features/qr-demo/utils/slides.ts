import { Printer, QrCode, Rocket, ScanLine, Sparkles, Zap, type LucideIcon } from 'lucide-react';

/** What a slide's button does (spec §2 /app/qr-demo table). */
export type SlideAction = 'generate-sample' | 'try-scan-demo' | 'open-scanner';

export type Slide = { key: string; icon: LucideIcon; action?: SlideAction };

/** The six slides, in order; texts live under qrDemo.<key>.title / .text. */
export const SLIDES: readonly Slide[] = [
  { key: 'intro', icon: Sparkles },
  { key: 'generate', icon: QrCode, action: 'generate-sample' },
  { key: 'print', icon: Printer },
  { key: 'scan', icon: ScanLine, action: 'try-scan-demo' },
  { key: 'access', icon: Zap },
  { key: 'ready', icon: Rocket, action: 'open-scanner' },
];

/** The sample customer of the demo: not in any data source, so never opened or saved. */
export const SAMPLE_CUSTOMER = {
  id: 'demo-customer',
  name: 'John Smith',
  phone: '(555) 123-4567',
  address: '123 Main Street, Springfield',
  serviceType: 'Lawn Care',
} as const;

/** The sample's next service, a few days ahead of today so the card always looks current. */
export const SAMPLE_NEXT_SERVICE_IN_DAYS = 3;
