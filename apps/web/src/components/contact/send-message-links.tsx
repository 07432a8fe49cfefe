import { Mail, MessageCircle, MessageSquare } from 'lucide-react';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerMessage } from './customer-messages.ts';
import {
  currentPlatform,
  hasDialablePhone,
  mailtoHref,
  smsHref,
  whatsappHref,
  type Platform,
} from './contact-links.ts';

export type MessageChannel = 'text' | 'whatsApp' | 'email';

type SendMessageLinksProps = {
  customer: { phone?: string | null; email?: string | null };
  message: CustomerMessage;
  /** Called as a link is tapped, before the phone's app opens (e.g. to mark a visit reminded). */
  onSend?: (channel: MessageChannel) => void;
  /** The first link, for a menu that focuses it on opening. */
  firstLinkRef?: Ref<HTMLAnchorElement>;
  platform?: Platform;
  className?: string;
};

const LINK =
  'inline-flex min-h-11 flex-auto items-center justify-center gap-1.5 whitespace-nowrap rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';

/**
 * Text / WhatsApp / E-mail with a message prefilled (issue 28): plain links the phone's apps
 * open, as the contact links and the payment reminder do; a channel the customer lacks the detail
 * for is left out, and with neither a phone nor an e-mail the owner is told what to add.
 */
export function SendMessageLinks({
  customer,
  message,
  onSend,
  firstLinkRef,
  platform,
  className = '',
}: SendMessageLinksProps) {
  const { t } = useTranslation();
  const resolvedPlatform = useMemo(() => platform ?? currentPlatform(), [platform]);
  const phone = hasDialablePhone(customer.phone) ? customer.phone : null;
  const email = customer.email?.trim() ?? '';
  const links: { channel: MessageChannel; href: string; Icon: typeof Mail }[] = [
    ...(phone
      ? [
          {
            channel: 'text' as const,
            href: smsHref(phone, message.message, resolvedPlatform),
            Icon: MessageSquare,
          },
          {
            channel: 'whatsApp' as const,
            href: whatsappHref(phone, message.message),
            Icon: MessageCircle,
          },
        ]
      : []),
    ...(email
      ? [
          {
            channel: 'email' as const,
            href: mailtoHref(email, message.subject, message.message),
            Icon: Mail,
          },
        ]
      : []),
  ];
  if (links.length === 0) {
    return <p className="text-sm text-gray-700 dark:text-gray-300">{t('reminders.noContact')}</p>;
  }
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {links.map(({ channel, href, Icon }, index) => (
        <a
          key={channel}
          ref={index === 0 ? firstLinkRef : undefined}
          href={href}
          className={LINK}
          // After the link has opened the phone's app: onSend may take the link off the page.
          onClick={() => window.setTimeout(() => onSend?.(channel), 0)}
          {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span>{t(`reminders.${channel}`)}</span>
        </a>
      ))}
    </div>
  );
}
