import { MapPin, QrCode, ScanLine, type LucideIcon } from 'lucide-react';

export type QrStep = { id: string; icon: LucideIcon; titleKey: string; textKey: string };

/** The three QR steps of spec §1, shared by the explanation and the interactive demo. */
export const QR_STEPS: readonly QrStep[] = [
  {
    id: 'generate',
    icon: QrCode,
    titleKey: 'landing.stepGenerateTitle',
    textKey: 'landing.stepGenerateText',
  },
  {
    id: 'place',
    icon: MapPin,
    titleKey: 'landing.stepPlaceTitle',
    textKey: 'landing.stepPlaceText',
  },
  {
    id: 'scan',
    icon: ScanLine,
    titleKey: 'landing.stepScanTitle',
    textKey: 'landing.stepScanText',
  },
];

/** The id of the features section, the target of 'Learn More'. */
export const FEATURES_SECTION_ID = 'features';
