import { toIsoDate, type Job } from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { renderWithData, storedJobs } from '#web/test/render-with-data.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

// Rain delay on My day's Today list (issue 14, decision 031), on a tester's local data.

const customer = makeCustomer({ id: 'customer-1', name: 'Ana Lopez' });

function renderDashboard(jobs: Job[]) {
  return renderWithData(<DashboardScreen />, { customers: [customer], jobs });
}

const stored = storedJobs;

/** No profile saved: the default hours, Sunday closed. */
const nextWorkingDay = (date: Date) => {
  let next = addDays(date, 1);
  while (next.getDay() === 0) next = addDays(next, 1);
  return next;
};

describe('Rain delay', () => {
  const today = toIsoDate(new Date());

  it("moves today's jobs not started to the next working day, and says so", async () => {
    renderDashboard([
      makeJob({ id: 'job-waiting', customerId: customer.id, scheduledDate: today }),
      makeJob({
        id: 'job-started',
        customerId: customer.id,
        scheduledDate: today,
        status: 'in-progress',
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Rain delay' }));
    const target = nextWorkingDay(new Date());
    const dialog = screen.getByRole('dialog', { name: 'Rain delay' });
    expect(
      within(dialog).getByText(
        `1 visit not started today moves to ${format(target, 'MMM d, yyyy')}.`,
      ),
    ).toBeTruthy();
    // No visit of a series among them: nothing more to ask.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move visits' }));
    expect(
      await screen.findByText(`1 visit moved to ${format(target, 'MMM d, yyyy')}.`),
    ).toBeTruthy();
    await waitFor(() =>
      expect(stored().find((job) => job.id === 'job-waiting')?.scheduledDate).toBe(
        toIsoDate(target),
      ),
    );
    expect(stored().find((job) => job.id === 'job-started')?.scheduledDate).toBe(today);
    expect(screen.queryByRole('button', { name: 'Rain delay' })).toBeNull();
  });

  it('is not offered when every job of today has started or is skipped', async () => {
    renderDashboard([
      makeJob({ id: 'job-done', scheduledDate: today, status: 'completed' }),
      makeJob({ id: 'job-skipped', scheduledDate: today, seriesId: 'series-1', skipped: true }),
    ]);
    expect(await screen.findByText("Today's Schedule")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rain delay' })).toBeNull();
  });
});
