import type { BadgeColor, DocumentStatus } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge.tsx';

const COLOUR: Record<DocumentStatus, BadgeColor> = {
  draft: 'grey',
  sent: 'blue',
  paid: 'green',
  overdue: 'red',
};

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return <Badge color={COLOUR[status]}>{t(`documents.status.${status}`)}</Badge>;
}
