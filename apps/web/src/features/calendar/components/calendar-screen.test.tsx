import type { Job } from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithData } from '#web/test/render-with-data.tsx';
import { CalendarScreen } from './calendar-screen.tsx';

// Today is Wednesday, November 25, 2026: its week runs Sunday Nov 22 to Saturday Nov 28.
const NOW = new Date(2026, 10, 25, 10);

const ana = makeCustomer({ id: 'customer-ana', name: 'Ana Lopez' });
const job = (id: string, fields: Partial<Job>) =>
  makeJob({ id, customerId: ana.id, customerName: ana.name, ...fields });

const jobs = [
  job('job-1', {
    scheduledDate: '2026-11-24',
    serviceType: 'Lawn Mowing',
    price: 100,
    actualCost: 90,
    startTime: '09:00',
  }),
  job('job-2', { scheduledDate: '2026-11-24', serviceType: 'Hedge Trimming', price: 65.5 }),
  job('job-3', {
    scheduledDate: '2026-11-24',
    serviceType: 'Gutter Cleaning',
    price: 500,
    status: 'cancelled',
  }),
];

const renderCalendar = (route = '/app/calendar', language: 'en' | 'es' = 'en') =>
  renderWithData(<CalendarScreen />, { customers: [ana], jobs }, { route, language });

const dayItem = (name: RegExp) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;

describe('CalendarScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("the week view lists each day's jobs with time, price and status, and the day total", async () => {
    renderCalendar();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nov 22 – Nov 28, 2026' }),
    ).toBeTruthy();
    await screen.findByRole('link', { name: /Lawn Mowing/ });
    const tuesday = dayItem(/^Tuesday Nov 24/);
    const mowing = within(tuesday).getByRole('link', { name: /Lawn Mowing/ });
    expect(mowing.getAttribute('href')).toBe('/app/jobs/job-1');
    expect(mowing.textContent).toContain('9:00 AM');
    expect(mowing.textContent).toContain('$100.00');
    expect(mowing.textContent).toContain('Scheduled');
    expect(within(tuesday).getByRole('link', { name: /Hedge Trimming/ }).textContent).toContain(
      'Any time',
    );
    // 90 (actual cost) + 65.50; the cancelled job earns nothing.
    expect(tuesday.textContent).toContain('Day total$155.50');

    const today = dayItem(/^Wednesday Nov 25/);
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(tuesday.getAttribute('aria-current')).toBeNull();
    // Sunday is closed in the starting business hours.
    expect(dayItem(/^Sunday Nov 22/).textContent).toContain('Closed');
    expect(today.textContent).not.toContain('Closed');
    expect(
      within(today)
        .getByRole('link', { name: 'Schedule a job on Wednesday, November 25, 2026' })
        .getAttribute('href'),
    ).toBe('/app/jobs/new?date=2026-11-25');
  });

  it('previous, next and Today move the week', async () => {
    renderCalendar();
    await screen.findByRole('heading', { level: 2, name: 'Nov 22 – Nov 28, 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nov 29 – Dec 5, 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nov 15 – Nov 21, 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nov 22 – Nov 28, 2026');
  });

  it('the month shows per day the visits and earnings; a day opens its week, an empty day the form', async () => {
    renderCalendar();
    await userEvent.click(await screen.findByRole('button', { name: 'Month' }));
    expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('November 2026');
    const busy = screen.getByRole('link', {
      name: 'Tuesday, November 24, 2026: 2 visits, $156',
    });
    expect(busy.textContent).toBe('242$156');
    expect(
      screen
        .getByRole('link', { name: 'Tuesday, November 3, 2026: no visits, schedule a job' })
        .getAttribute('href'),
    ).toBe('/app/jobs/new?date=2026-11-03');
    expect(
      screen.getByRole('link', {
        name: 'Sunday, November 8, 2026: no visits, schedule a job, Closed',
      }),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: /^Wednesday, November 25, 2026/ })
        .getAttribute('aria-current'),
    ).toBe('date');

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('December 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('link', { name: /^Tuesday, November 24, 2026/ }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nov 22 – Nov 28, 2026');
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('speaks Spanish', async () => {
    renderCalendar('/app/calendar?view=month', 'es');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Noviembre de 2026' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: 'martes, 24 de noviembre de 2026: 2 visitas, $156' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Semana' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('22 nov – 28 nov 2026');
    expect(dayItem(/^Domingo 22 nov/).textContent).toContain('Cerrado');
  });
});
