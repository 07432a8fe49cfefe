import {
  AtSign,
  Briefcase,
  Mail,
  MessageCircle,
  MessageSquare,
  ThumbsUp,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ShareLinks } from '../utils/share-links.ts';

type Target = { key: keyof ShareLinks; icon: LucideIcon; opensNewTab: boolean };

// lucide has no brand logos, so each network gets a neutral icon beside its name.
// mailto: and sms: hand over to an app on the device; the others are web pages.
const TARGETS: readonly Target[] = [
  { key: 'email', icon: Mail, opensNewTab: false },
  { key: 'sms', icon: MessageSquare, opensNewTab: false },
  { key: 'whatsapp', icon: MessageCircle, opensNewTab: true },
  { key: 'twitter', icon: AtSign, opensNewTab: true },
  { key: 'facebook', icon: ThumbsUp, opensNewTab: true },
  { key: 'linkedin', icon: Briefcase, opensNewTab: true },
];

/** E-mail, SMS, WhatsApp, Twitter, Facebook and LinkedIn (spec §1). */
export function ShareLinkList({ links }: { links: ShareLinks }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-3 gap-2">
      {TARGETS.map(({ key, icon: Icon, opensNewTab }) => (
        <li key={key}>
          <a
            href={links[key]}
            aria-label={t(`share.${key}Label`)}
            {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="flex min-h-16 flex-col items-center justify-center gap-1 rounded-lg border border-gray-200 p-2 text-xs font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800"
          >
            <Icon aria-hidden="true" className="h-5 w-5 text-blue-700 dark:text-blue-300" />
            {t(`share.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
