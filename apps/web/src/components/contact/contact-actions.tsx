import { Car, MessageSquare, Navigation, Phone, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentPlatform,
  hasDialablePhone,
  mapsHref,
  smsHref,
  telHref,
  type Platform,
} from './contact-links.ts';

/** What the actions need of a customer (a Customer, or a job's customer fields). */
export type ContactCustomer = {
  name: string;
  phone?: string | null;
  address?: string | null;
};

type ContactActionsProps = {
  customer: ContactCustomer;
  /** Which of the three to show (default all three the customer has the details for). */
  actions?: readonly ContactAction[];
  /**
   * The prefilled "on my way" text (useOnMyWayMessage); when given and the customer has a phone,
   * an On my way link comes last.
   */
  onMyWayMessage?: string;
  /** Override the platform detected from the user agent (tests, previews). */
  platform?: Platform;
  className?: string;
};

export type ContactAction = 'call' | 'text' | 'navigate' | 'onMyWay';

type ContactLink = { action: ContactAction; href: string; Icon: LucideIcon; label: string };

const ALL_ACTIONS: readonly ContactAction[] = ['call', 'text', 'navigate'];

export const contactLinkClasses =
  'inline-flex min-h-11 min-w-11 flex-auto items-center whitespace-nowrap justify-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700';

/**
 * Call / Text / Navigate for a customer, one tap each (issue 13). A link the customer lacks the
 * detail for is left out; with nothing to show, nothing renders.
 */
export function ContactActions({
  customer,
  actions = ALL_ACTIONS,
  onMyWayMessage,
  platform,
  className = '',
}: ContactActionsProps) {
  const { t } = useTranslation();
  const resolvedPlatform = useMemo(() => platform ?? currentPlatform(), [platform]);
  const phone = hasDialablePhone(customer.phone) ? customer.phone : null;
  const address = customer.address?.trim() ? customer.address : null;
  const links = actions.flatMap((action): ContactLink[] => {
    if (action === 'call' && phone) {
      return [{ action, href: telHref(phone), Icon: Phone, label: t('contact.call') }];
    }
    if (action === 'text' && phone) {
      return [
        {
          action,
          href: smsHref(phone, undefined, resolvedPlatform),
          Icon: MessageSquare,
          label: t('contact.text'),
        },
      ];
    }
    if (action === 'navigate' && address) {
      return [
        {
          action,
          href: mapsHref(address, resolvedPlatform),
          Icon: Navigation,
          label: t('contact.navigate'),
        },
      ];
    }
    return [];
  });
  if (onMyWayMessage && phone) {
    links.push({
      action: 'onMyWay',
      href: smsHref(phone, onMyWayMessage, resolvedPlatform),
      Icon: Car,
      label: t('contact.onMyWay'),
    });
  }
  if (links.length === 0) return null;
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {links.map(({ action, href, Icon, label }) => (
        <a
          key={action}
          href={href}
          className={contactLinkClasses}
          aria-label={t(`contact.${action}Name`, { name: customer.name })}
          // A maps page on the web opens beside the app instead of replacing it.
          {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span>{label}</span>
        </a>
      ))}
    </div>
  );
}
