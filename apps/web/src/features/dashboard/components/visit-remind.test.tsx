import { formatMessageDay, toIsoDate } from '@jobtrack/core';
import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitlistUser } from '#web/lib/auth/auth-service.ts';
import { renderWithData, storedJobs } from '#web/test/render-with-data.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

// Issue 28: a visit's reminder goes out in the customer's language, whatever the app's, and the
// visit is marked reminded once a link is tapped (decision 065).

/** The phone's apps do not open in a test: a tap on a message link stays on the page. */
const keepOnPage = (event: MouseEvent) => {
  if ((event.target as Element | null)?.closest('a')) event.preventDefault();
};
beforeEach(() => document.addEventListener('click', keepOnPage, true));
afterEach(() => document.removeEventListener('click', keepOnPage, true));

/** The waitlisted tester's business (renderWithData signs one in). */
const BUSINESS = waitlistUser('tester@example.com').businessName;

const bodyOf = (link: HTMLElement) =>
  decodeURIComponent(/[?&](?:body|text)=([^&]*)/.exec(link.getAttribute('href') ?? '')?.[1] ?? '');

describe("a visit's reminder", () => {
  const tomorrow = toIsoDate(addDays(new Date(), 1));

  it("is written in the customer's language in an English app, and marks the visit", async () => {
    const lucia = makeCustomer({
      id: 'customer-1',
      name: 'Lucía Peña',
      phone: '(555) 201-3344',
      email: 'lucia@example.com',
      language: 'es',
    });
    const ann = makeCustomer({ id: 'customer-2', name: 'Ann Lee', phone: '(555) 201-5566' });
    renderWithData(<DashboardScreen notificationsPanel={null} />, {
      customers: [lucia, ann],
      jobs: [
        makeJob({
          id: 'job-1',
          customerId: 'customer-1',
          customerName: 'Lucía Peña',
          scheduledDate: tomorrow,
          startTime: '13:00',
          status: 'scheduled',
        }),
        makeJob({
          id: 'job-2',
          customerId: 'customer-2',
          customerName: 'Ann Lee',
          scheduledDate: tomorrow,
          status: 'scheduled',
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Tomorrow' });
    const luciaCard = within(section)
      .getAllByRole('article')
      .find((card) => card.textContent?.includes('Lucía Peña'))!;
    fireEvent.click(within(luciaCard).getByRole('button', { name: 'Remind Lucía Peña' }));
    // The menu's words are the app's; the message is the customer's ("a la 1:00" in Spanish).
    const text = await within(luciaCard).findByRole('link', { name: 'Text' });
    await waitFor(() =>
      expect(bodyOf(text)).toBe(
        `Hola Lucía, le escribe ${BUSINESS} para recordarle su visita del ${formatMessageDay(tomorrow, 'es')} a la 1:00 p.m. Si necesita cambiarla, responda a este mensaje.`,
      ),
    );
    expect(within(luciaCard).getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(
      /^mailto:lucia@example\.com\?subject=Recordatorio%20de%20su%20visita&body=/,
    );

    fireEvent.click(text);
    await waitFor(() =>
      expect(storedJobs().find((job) => job.id === 'job-1')?.remindedAt).toEqual(
        expect.any(String),
      ),
    );
    expect(await within(luciaCard).findByText(/^Reminded /)).toBeTruthy();
    // Ann is left to remind, in English.
    expect(storedJobs().find((job) => job.id === 'job-2')?.remindedAt).toBeUndefined();
    const annCard = within(section)
      .getAllByRole('article')
      .find((card) => card.textContent?.includes('Ann Lee'))!;
    expect(within(annCard).queryByText(/^Reminded /)).toBeNull();
    fireEvent.click(within(annCard).getByRole('button', { name: 'Remind Ann Lee' }));
    expect(bodyOf(await within(annCard).findByRole('link', { name: 'Text' }))).toMatch(
      new RegExp(`^Hi Ann, this is ${BUSINESS} with a reminder of your visit on `),
    );
  });
});
