import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import type { NotificationEntry } from '../utils/notification-entries.ts';
import { NotificationItem } from './notification-item.tsx';

const entry: NotificationEntry = {
  id: 'seed-payment',
  type: 'payment',
  title: { key: 'notifications.seed.payment.title' },
  message: {
    key: 'notifications.seed.payment.message',
    params: { customer: 'Mike Chen', service: 'Gutter Cleaning', amount: '$175.00' },
  },
  timestamp: '2026-11-23T10:00:00.000Z',
  isRead: false,
  isDismissible: true,
};

describe('NotificationItem', () => {
  it('names the service type in Spanish, as stored in English', () => {
    renderWithProviders(
      <NotificationItem
        entry={entry}
        isUnread
        now={new Date('2026-11-23T10:00:30.000Z')}
        onAction={() => undefined}
        onDismiss={() => undefined}
      />,
      { language: 'es' },
    );
    expect(screen.getByText('Mike Chen debe $175.00 por Limpieza de canaletas.')).toBeTruthy();
    expect(screen.getByText('Pago por cobrar')).toBeTruthy();
  });
});
