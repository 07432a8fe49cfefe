import { addDays } from 'date-fns';
import { REGULAR_URL, expect, signOut, signUp, test, uniqueEmail } from './fixtures.ts';
import { text, useLanguage } from './locale-helpers.ts';
import {
  authToken,
  bearer,
  card,
  cards,
  createCustomer,
  createJob,
  isoDay,
  openJobsList,
  pickCustomer,
  savePaymentSheet,
} from './jobs-helpers.ts';

// The jobs screens signed in against the server (regular mode): the writes reach the
// database, and another account cannot see them.

test.describe('jobs signed in against the server', () => {
  test('schedule, start, complete and mark paid; the server has it; another account does not', async ({
    page,
    request,
    checkA11y,
  }) => {
    // A long flow over two accounts and the server: allowed three times the usual time.
    test.slow();
    await signUp(page, uniqueEmail('jobs'));
    await page.goto(`${REGULAR_URL}/app/jobs`);
    await expect(page.getByText('No jobs scheduled yet')).toBeVisible();
    await expect(page.getByText('0 jobs in total')).toBeVisible();
    await checkA11y();

    const token = await authToken(page);
    const customerId = await createCustomer(request, token, {
      name: 'Rita Gomez',
      service_type: 'House Cleaning',
    });
    await page.goto(`${REGULAR_URL}/app/jobs/new`);
    await pickCustomer(page, 'Rita Gomez');
    // The customer's own service type is one of the job choices, so it is pre-filled.
    await expect(page.getByLabel('Service Type', { exact: true })).toHaveValue('House Cleaning');
    await page.getByLabel('Scheduled Date').fill(isoDay(addDays(new Date(), 1)));
    await page.getByLabel('Price ($)').fill('210.75');
    await page.getByRole('button', { name: 'Schedule Job' }).click();
    await expect(page.getByText('Job scheduled successfully!')).toBeVisible();
    await openJobsList(page);

    const rita = card(page, 'Rita Gomez');
    await expect(rita).toContainText('$210.75');
    // Stored as pending on the server (spec §4), it reads and steps as Scheduled (issue 10).
    await rita.getByRole('button', { name: 'Scheduled: move to In Progress' }).click();
    await expect(
      rita.getByRole('button', { name: 'In Progress: move to Completed' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Scheduled', exact: true }).click();
    await expect(page.getByText('No scheduled jobs')).toBeVisible();
    await page.getByRole('tab', { name: 'All Jobs' }).click();

    await rita.getByRole('link').click();
    await expect(page).toHaveURL(/\/app\/jobs\/job-[0-9a-f-]+$/);
    const jobId = page.url().split('/').pop()!;
    await page.getByRole('button', { name: 'Complete Job' }).click();
    await page.getByRole('button', { name: 'Mark as Paid', exact: true }).click();
    await savePaymentSheet(page);
    await expect(page.getByRole('button', { name: 'Mark as Paid', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Paid: mark as unpaid' })).toBeVisible();

    // The writes reach the server (through the outbox), under this owner only.
    await expect
      .poll(async () => {
        const response = await request.get(`${REGULAR_URL}/api/jobs`, {
          headers: bearer(token),
        });
        const jobs = (await response.json()) as Array<Record<string, unknown>>;
        return jobs.map(
          ({ id, customer_id, title, status, paid, actual_cost, estimated_cost }) => ({
            id,
            customer_id,
            title,
            status,
            paid,
            cost: actual_cost ?? estimated_cost,
          }),
        );
      })
      .toEqual([
        {
          id: jobId,
          customer_id: customerId,
          title: 'House Cleaning',
          status: 'completed',
          paid: true,
          cost: 210.75,
        },
      ]);

    // A second account sees none of it, in the app or through the API.
    await signOut(page);
    await expect(page).toHaveURL(`${REGULAR_URL}/login`);
    await signUp(page, uniqueEmail('other'));
    const otherToken = await authToken(page);
    expect(otherToken).not.toBe(token);
    await page.goto(`${REGULAR_URL}/app/jobs`);
    await expect(page.getByText('No jobs scheduled yet')).toBeVisible();
    await page.goto(`${REGULAR_URL}/app/jobs/${jobId}`);
    await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
    const list = await request.get(`${REGULAR_URL}/api/jobs`, {
      headers: bearer(otherToken),
    });
    expect(await list.json()).toEqual([]);
    const one = await request.get(`${REGULAR_URL}/api/jobs/${jobId}`, {
      headers: bearer(otherToken),
    });
    expect(one.status()).toBe(404);
  });

  test('10 cards a page with the shared paginator', async ({ page, request }) => {
    await signUp(page, uniqueEmail('pages'));
    const token = await authToken(page);
    const customerId = await createCustomer(request, token, { name: 'Paula Page' });
    for (let day = 1; day <= 11; day += 1) {
      await createJob(request, token, {
        customer_id: customerId,
        title: `Visit ${day}`,
        estimated_cost: day,
        due_date: isoDay(addDays(new Date(), day)),
      });
    }
    await page.goto(`${REGULAR_URL}/app/jobs`);
    await expect(page.getByText('11 jobs in total')).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    // Upcoming first (decision 027): tomorrow's visit leads, the furthest is on page 2.
    await expect(cards(page).first()).toContainText(/Visit 1\$/);
    await expect(page.getByText('Showing 1 to 10 of 11 results')).toBeVisible();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Visit 11');
    await expect(page.getByText('Showing 11 to 11 of 11 results')).toBeVisible();
    // Jobs the server stores as 'pending' count as Scheduled.
    await page.getByRole('tab', { name: 'Scheduled', exact: true }).click();
    await expect(page.getByText('Showing 1 to 10 of 11 results')).toBeVisible();
  });

  for (const language of ['en', 'es'] as const) {
    test(`a job the server stores as pending reads, filters, counts and steps as Scheduled (${language})`, async ({
      page,
      request,
    }) => {
      await signUp(page, uniqueEmail('pending'));
      const token = await authToken(page);
      const customerId = await createCustomer(request, token, { name: 'Paz Ortega' });
      const jobId = await createJob(request, token, {
        customer_id: customerId,
        title: 'Window Cleaning',
        status: 'pending',
        due_date: isoDay(addDays(new Date(), 2)),
        estimated_cost: 60,
      });
      await page.goto(`${REGULAR_URL}/app/jobs`);
      if (language === 'es') await useLanguage(page, 'es');
      const scheduled = text(language, 'jobs.status.scheduled');
      const inProgress = text(language, 'jobs.status.inProgress');
      const paz = card(page, 'Paz Ortega');
      await expect(
        paz.getByRole('button', {
          name: text(language, 'jobs.advanceStatus', { status: scheduled, next: inProgress }),
        }),
      ).toBeVisible();
      const pending = text(language, 'jobs.status.pending');
      await expect(paz.getByRole('button', { name: new RegExp(`^${pending}:`) })).toHaveCount(0);
      await page
        .getByRole('tab', { name: text(language, 'jobs.tabs.scheduled'), exact: true })
        .click();
      await expect(cards(page)).toHaveCount(1);
      await expect(paz).toBeVisible();

      await page.goto(`${REGULAR_URL}/app/jobs/${jobId}`);
      // The status badge reads Scheduled.
      await expect(
        page.getByRole('main').getByText(scheduled, { exact: true }).first(),
      ).toBeVisible();
      await page.getByRole('button', { name: text(language, 'jobs.detail.edit') }).click();
      const status = page.getByLabel(text(language, 'jobs.detail.status'));
      await expect(status).toHaveValue('scheduled');
      await expect(status.locator('option')).toHaveText([
        scheduled,
        inProgress,
        text(language, 'jobs.status.completed'),
        text(language, 'jobs.status.cancelled'),
      ]);
    });
  }
});
