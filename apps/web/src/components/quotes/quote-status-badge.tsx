import type { BadgeColor, QuoteStatus } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge.tsx';

const COLOUR: Record<QuoteStatus, BadgeColor> = {
  draft: 'grey',
  sent: 'blue',
  viewed: 'blue',
  accepted: 'green',
  declined: 'red',
  expired: 'orange',
};

/** Where a quote stands (issue 26): Draft, Sent, Viewed, Accepted, Declined or Expired. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  return <Badge color={COLOUR[status]}>{t(`quotes.status.${status}`)}</Badge>;
}
