import { toIsoDate } from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { addDays, format } from 'date-fns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithData, storedJobs } from '#web/test/render-with-data.tsx';
import { JobListScreen } from './job-list-screen.tsx';

const ana = makeCustomer({ id: 'customer-ana', name: 'Ana Lopez' });
const job = (id: string, status: 'scheduled' | 'in-progress' | 'completed', day: string) =>
  makeJob({ id, customerId: ana.id, status, scheduledDate: day, serviceType: `Service ${id}` });

const cards = () => within(screen.getByRole('tabpanel')).queryAllByRole('article');

describe('JobListScreen', () => {
  it('shows an Unpaid badge in a neutral tone until the job is completed (decision 014)', async () => {
    renderWithData(<JobListScreen />, {
      customers: [ana],
      jobs: [
        job('job-later', 'scheduled', '2030-01-02'),
        { ...job('job-pending', 'scheduled', '2030-01-03'), status: 'pending' },
        job('job-done', 'completed', '2030-01-01'),
      ],
    });
    await screen.findByText('3 jobs in total');
    const unpaidBadge = (service: string) =>
      within(cards().find((card) => card.textContent?.includes(service))!).getByText('Unpaid');
    expect(unpaidBadge('Service job-later').className).toContain('bg-gray-100');
    expect(unpaidBadge('Service job-pending').className).toContain('bg-gray-100');
    expect(unpaidBadge('Service job-done').className).toContain('bg-orange-100');
    // A pending job reads and steps as Scheduled (issue 10).
    const pending = cards().find((card) => card.textContent?.includes('Service job-pending'))!;
    expect(
      within(pending).getByRole('button', { name: 'Scheduled: move to In Progress' }),
    ).toBeTruthy();
  });

  it('counts the jobs, shows 10 a page and pages the rest; finished jobs newest first', async () => {
    const jobs = Array.from({ length: 12 }, (_, i) =>
      job(`job-${i + 1}`, 'completed', `2020-01-${String(i + 1).padStart(2, '0')}`),
    );
    renderWithData(<JobListScreen />, { customers: [ana], jobs });
    expect(await screen.findByText('12 jobs in total')).toBeTruthy();
    expect(cards()).toHaveLength(10);
    expect(cards()[0]!.textContent).toContain('Service job-12');
    expect(cards()[0]!.textContent).toContain('Jan 12, 2020');
    expect(cards()[0]!.textContent).toContain('$100.00');
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Completed and Cancelled' })).toBeTruthy();
  });

  it('puts upcoming work first under Overdue / Today / Tomorrow / This Week / Later', async () => {
    const day = (offset: number) => toIsoDate(addDays(new Date(), offset));
    renderWithData(<JobListScreen />, {
      customers: [ana],
      jobs: [
        job('job-done', 'completed', day(-1)),
        job('job-later', 'scheduled', day(30)),
        job('job-today', 'in-progress', day(0)),
        job('job-overdue', 'scheduled', day(-3)),
        job('job-tomorrow', 'scheduled', day(1)),
      ],
    });
    await screen.findByText('5 jobs in total');
    const headings = within(screen.getByRole('tabpanel'))
      .getAllByRole('heading', { level: 3 })
      .filter((heading) => heading.id.startsWith('job-group-'))
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual(['Overdue', 'Today', 'Tomorrow']);
    expect(headings.at(-2)).toBe('Later');
    expect(headings.at(-1)).toBe('Completed and Cancelled');
    expect(cards()[0]!.textContent).toContain('Service job-overdue');
    expect(cards().at(-1)!.textContent).toContain('Service job-done');
    expect(
      screen
        .getByRole('link', {
          name: `Schedule a job for ${format(addDays(new Date(), 1), 'MMM d, yyyy')}`,
        })
        .getAttribute('href'),
    ).toBe(`/app/jobs/new?date=${day(1)}`);
  });

  it('searches customer, service and notes, filters unpaid jobs, and says when nothing matches', async () => {
    const ben = makeCustomer({ id: 'customer-ben', name: 'Ben Ortiz' });
    renderWithData(<JobListScreen />, {
      customers: [ana, ben],
      jobs: [
        { ...job('job-a', 'completed', '2030-01-01'), notes: 'Back gate code 42' },
        { ...job('job-b', 'completed', '2030-01-02'), paid: true },
        {
          ...job('job-c', 'scheduled', '2030-01-03'),
          customerId: ben.id,
          customerName: 'Ben Ortiz',
        },
      ],
    });
    await screen.findByText('3 jobs in total');
    const search = screen.getByRole('searchbox', { name: 'Search jobs' });
    await userEvent.type(search, 'gate code');
    expect(cards().map((card) => card.textContent)).toEqual([expect.stringContaining('job-a')]);
    await userEvent.clear(search);
    await userEvent.type(search, 'ben');
    expect(cards()).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'SERVICE JOB-B');
    expect(cards()).toHaveLength(1);
    await userEvent.clear(search);
    const unpaid = screen.getByRole('button', { name: 'Unpaid only' });
    await userEvent.click(unpaid);
    expect(unpaid.getAttribute('aria-pressed')).toBe('true');
    expect(cards().map((card) => card.textContent?.includes('job-b'))).toEqual([false, false]);
    await userEvent.type(search, 'nobody');
    expect(screen.getByText('No jobs match your search')).toBeTruthy();
  });

  it('filters by tab, moves along with the arrow keys, and names an empty tab', async () => {
    renderWithData(<JobListScreen />, {
      customers: [ana],
      jobs: [job('job-a', 'scheduled', '2030-01-01'), job('job-b', 'in-progress', '2030-01-02')],
    });
    const all = await screen.findByRole('tab', { name: 'All Jobs' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(cards()).toHaveLength(2);
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    const scheduled = screen.getByRole('tab', { name: 'Scheduled' });
    expect(document.activeElement).toBe(scheduled);
    expect(scheduled.getAttribute('aria-selected')).toBe('true');
    expect(cards()).toHaveLength(1);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('No completed jobs')).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(cards()).toHaveLength(1);
  });

  it('says No jobs scheduled yet when there are none at all', async () => {
    renderWithData(<JobListScreen />, { customers: [ana], jobs: [] });
    expect(await screen.findByText('No jobs scheduled yet')).toBeTruthy();
    expect(screen.getByText('0 jobs in total')).toBeTruthy();
    // The header's Schedule Job, and the empty state's own (issue 13).
    const links = screen.getAllByRole('link', { name: 'Schedule Job' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/app/jobs/new',
      '/app/jobs/new',
    ]);
  });

  it('the status badge moves a job one step, stamping completion; completed is final', async () => {
    renderWithData(<JobListScreen />, {
      customers: [ana],
      jobs: [job('job-a', 'scheduled', '2030-01-01')],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Scheduled: move to In Progress' }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'In Progress: move to Completed' }),
    );
    await waitFor(() => expect(storedJobs()[0]!.status).toBe('completed'));
    const stamped = Date.parse(storedJobs()[0]!.completedAt!);
    expect(Date.now() - stamped).toBeLessThan(10_000);
    expect(storedJobs()[0]!.completedDate).toBe(storedJobs()[0]!.completedAt);
    await waitFor(() => expect(within(cards()[0]!).queryAllByRole('button')).toHaveLength(0));
    expect(within(cards()[0]!).getByText('Completed')).toBeTruthy();
  });
});
