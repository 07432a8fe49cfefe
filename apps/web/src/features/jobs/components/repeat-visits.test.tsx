import { formatMessageDay, toIsoDate } from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from 'date-fns';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '#web/data/data-source.ts';
import { waitlistUser } from '#web/lib/auth/auth-service.ts';
import { enMessages, esMessages } from '#web/locales/index.ts';
import { renderWithData, storedJobs, type Seed } from '#web/test/render-with-data.tsx';
import { JobDetailScreen } from './job-detail-screen.tsx';
import { NewJobScreen } from './new-job-screen.tsx';

// Issue 14 on the schedule form and a visit's page (decision 031), on the real local data source.

const ana = makeCustomer({ id: 'customer-ana', name: 'Ana Lopez', serviceType: 'Lawn Mowing' });

async function pickCustomer(name: string, label = 'Customer') {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(
    within(screen.getByRole('listbox')).getByRole('option', { name: new RegExp(name) }),
  );
}

const setDate = async (label: string, value: string) => {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
};

describe('Repeat on the schedule form', () => {
  it('schedules a weekly series with its time and opens its first visit', async () => {
    const { getByTestId } = renderWithData(<NewJobScreen />, { customers: [ana], jobs: [] });
    // Within the rolling window (decision 030), so every visit is there at once.
    const start = addDays(new Date(), 2);
    await pickCustomer('Ana Lopez');
    await setDate('Scheduled Date', toIsoDate(start));
    await userEvent.type(screen.getByLabelText('Price ($)'), '40');
    await userEvent.type(screen.getByLabelText('Start time (optional)'), '08:30');
    await userEvent.selectOptions(screen.getByLabelText('Repeat'), 'Every week');
    await userEvent.selectOptions(screen.getByLabelText('Ends'), 'After a number of visits');
    const count = screen.getByLabelText('Number of visits');
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Job' }));

    await waitFor(() => expect(storedJobs().length).toBe(3));
    const visits = storedJobs().sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
    expect(visits.map((job) => job.scheduledDate)).toEqual(
      [0, 7, 14].map((days) => toIsoDate(addDays(start, days))),
    );
    for (const visit of visits) {
      expect(visit).toMatchObject({ customerId: ana.id, price: 40, startTime: '08:30' });
      expect(visit.seriesId).toBe(visits[0]!.seriesId);
    }
    await waitFor(() =>
      expect(getByTestId('location').textContent).toBe(`/app/jobs/${visits[0]!.id}`),
    );
  });

  it("offers a booking confirmation of the series' first visit on its page (issue 28)", async () => {
    const maria = makeCustomer({
      id: 'customer-maria',
      name: 'María Ruiz',
      phone: '(555) 444-1212',
      language: 'es',
    });
    renderWithData(
      <Routes>
        <Route path="/app/jobs/new" element={<NewJobScreen />} />
        <Route path="/app/jobs/:id" element={<JobDetailScreen />} />
      </Routes>,
      { customers: [maria], jobs: [] },
      { route: '/app/jobs/new' },
    );
    const start = addDays(new Date(), 2);
    await pickCustomer('María Ruiz');
    await setDate('Scheduled Date', toIsoDate(start));
    await userEvent.selectOptions(screen.getByLabelText('Service Type'), 'Lawn Mowing');
    await userEvent.type(screen.getByLabelText('Price ($)'), '40');
    await userEvent.type(screen.getByLabelText('Start time (optional)'), '08:30');
    await userEvent.selectOptions(screen.getByLabelText('Repeat'), 'Every week');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Job' }));

    const offer = await screen.findByRole('region', {
      name: 'Send María Ruiz a booking confirmation?',
    });
    const link = within(offer).getByRole('link', { name: 'Text' });
    const body = decodeURIComponent(/[?&]body=([^&]*)/.exec(link.getAttribute('href') ?? '')![1]!);
    // In María's language, for the first visit's day and time.
    expect(body).toBe(
      `Hola María, le escribe ${waitlistUser('tester@example.com').businessName}: su visita quedó reservada para el ${formatMessageDay(toIsoDate(start), 'es')} a las 8:30 a.m. ¡Hasta entonces!`,
    );
    await userEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(
      screen.queryByRole('region', { name: 'Send María Ruiz a booking confirmation?' }),
    ).toBeNull();
  });

  it('says the series could not be scheduled when the data mode cannot do series yet', async () => {
    const { source } = renderWithData(<NewJobScreen />, { customers: [ana], jobs: [] });
    await pickCustomer('Ana Lopez');
    vi.spyOn(source(), 'addSeries').mockRejectedValue(new DataError('not_supported'));
    await userEvent.type(screen.getByLabelText('Price ($)'), '40');
    await userEvent.selectOptions(screen.getByLabelText('Repeat'), 'Every week');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Job' }));
    expect(
      await screen.findByText('Failed to schedule the repeating job. Please try again.'),
    ).toBeTruthy();
    expect(storedJobs()).toHaveLength(0);
  });

  it('names the chosen day in the monthly choices', async () => {
    renderWithData(<NewJobScreen />, { customers: [ana], jobs: [] }, { language: 'es' });
    await screen.findByRole('combobox', { name: 'Cliente' });
    await setDate('Fecha programada', '2030-05-14');
    const options = within(screen.getByLabelText('Repetir'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Nunca',
      'Cada semana',
      'Cada cierto número de semanas',
      'Cada mes el día 14',
      'Cada mes el segundo martes',
    ]);
  });

  it.each(['en', 'es'] as const)(
    'refuses a bad number of weeks or visits and an early last day (%s)',
    async (language) => {
      const messages = language === 'es' ? esMessages : enMessages;
      const label = (key: string) => messages[key]!;
      renderWithData(<NewJobScreen />, { customers: [ana], jobs: [] }, { language });
      await pickCustomer('Ana Lopez', label('jobs.form.customer'));
      await setDate(label('jobs.form.date'), '2030-05-14');
      await userEvent.type(screen.getByLabelText(label('jobs.form.price')), '40');
      await userEvent.selectOptions(
        screen.getByLabelText(label('series.repeat.label')),
        label('series.repeat.everyNWeeks'),
      );
      const interval = screen.getByLabelText(label('series.repeat.interval'));
      await userEvent.clear(interval);
      await userEvent.type(interval, '1');
      await userEvent.selectOptions(
        screen.getByLabelText(label('series.repeat.end')),
        label('series.repeat.endUntil'),
      );
      await setDate(label('series.repeat.until'), '2030-05-13');
      await userEvent.click(screen.getByRole('button', { name: label('jobs.form.submit') }));
      expect(await screen.findByText(label('series.repeat.intervalInvalid'))).toBeTruthy();
      expect(screen.getByText(label('series.repeat.untilBeforeStart'))).toBeTruthy();
      expect(storedJobs()).toHaveLength(0);
      // Errors clear as their field is edited.
      await userEvent.type(interval, '0');
      expect(screen.queryByText(label('series.repeat.intervalInvalid'))).toBeNull();
    },
  );
});

const visit = makeJob({
  id: 'visit-2',
  customerId: ana.id,
  customerName: 'Ana Lopez',
  serviceType: 'Lawn Mowing',
  scheduledDate: '2030-05-21',
  price: 40,
  seriesId: 'series-1',
  seriesDate: '2030-05-21',
});

const renderVisit = (seed: Seed) =>
  renderWithData(
    <Routes>
      <Route path="/app/jobs/:id" element={<JobDetailScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    seed,
    { route: `/app/jobs/${visit.id}` },
  );

describe("a visit's page", () => {
  it('Skip visit shows Skipped, offers no next step or payment, and Undo skip brings them back', async () => {
    renderVisit({ customers: [ana], jobs: [visit] });
    await userEvent.click(await screen.findByRole('button', { name: 'Skip visit' }));
    await waitFor(() => expect(storedJobs()[0]?.skipped).toBe(true));
    expect(await screen.findByText('Skipped')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Job' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Unpaid/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Undo skip' }));
    await waitFor(() => expect(storedJobs()[0]?.skipped).toBeFalsy());
    expect(await screen.findByRole('button', { name: 'Start Job' })).toBeTruthy();
  });

  it('Edit asks; "this and following" sends only the changed fields from the visit\'s date', async () => {
    const { source } = renderVisit({ customers: [ana], jobs: [visit] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit repeating job' });
    const updateSeries = vi.spyOn(source(), 'updateSeries').mockResolvedValue({} as never);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'This and following visits' }),
    );
    const price = screen.getByLabelText('Price ($)');
    await userEvent.clear(price);
    await userEvent.type(price, '55');
    await setDate('Scheduled Date', '2030-05-23');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(updateSeries).toHaveBeenCalledWith(
        'series-1',
        { price: 55, weekdayShiftDays: 2 },
        '2030-05-21',
      ),
    );
  });

  it('Delete asks; "this and all following" ends the series from the visit, End series keeps it', async () => {
    const { source } = renderVisit({ customers: [ana], jobs: [visit] });
    const endSeries = vi.spyOn(source(), 'endSeries').mockResolvedValue(undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('button', { name: 'End series' }));
    const confirm = screen.getByRole('dialog', { name: 'End this series?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'End series' }));
    await waitFor(() => expect(endSeries).toHaveBeenCalledWith('series-1', '2030-05-22'));

    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete repeating job' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'This and all following visits' }),
    );
    await waitFor(() => expect(endSeries).toHaveBeenCalledWith('series-1', '2030-05-21'));
  });
});
