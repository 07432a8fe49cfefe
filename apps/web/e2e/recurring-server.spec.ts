import { addDays } from 'date-fns';
import { REGULAR_URL, expect, signUp, test, uniqueEmail } from './fixtures.ts';
import {
  authToken,
  bearer,
  card,
  createCustomer,
  isoDay,
  openJobsList,
  pickCustomer,
  shownDay,
} from './jobs-helpers.ts';

// Repeating visits signed in against the server (issue 14, decision 031): the series and its
// visits reach the database, and the visits list on their days.

test('a weekly series scheduled signed in reaches the server and lists its visits', async ({
  page,
  request,
}) => {
  test.slow();
  await signUp(page, uniqueEmail('series'));
  const token = await authToken(page);
  await createCustomer(request, token, { name: 'Rita Gomez', service_type: 'House Cleaning' });
  await page.goto(`${REGULAR_URL}/app/jobs/new`);
  await pickCustomer(page, 'Rita Gomez');
  await page.getByLabel('Price ($)').fill('90.00');
  await page.getByLabel('Repeat').selectOption({ label: 'Every week' });
  await page.getByLabel('Ends').selectOption({ label: 'After a number of visits' });
  await page.getByLabel('Number of visits').fill('3');
  await page.getByRole('button', { name: 'Schedule Job' }).click();
  await expect(page.getByText('Repeating job scheduled successfully!')).toBeVisible();

  await openJobsList(page);
  const today = new Date();
  for (const offset of [0, 7, 14]) {
    await expect(card(page, shownDay(addDays(today, offset)))).toContainText('$90.00');
  }
  await expect(async () => {
    const response = await request.get(`${REGULAR_URL}/api/jobs`, { headers: bearer(token) });
    const jobs = (await response.json()) as { scheduled_date: string; series_id?: string }[];
    const dates = jobs.filter((job) => job.series_id).map((job) => job.scheduled_date.slice(0, 10));
    expect(dates.sort()).toEqual([0, 7, 14].map((offset) => isoDay(addDays(today, offset))));
  }).toPass();
});

test('a weekly series scheduled offline shows its visits at once and reaches the server once online', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  test.slow();
  // Offline, the calls fail at the network level and the data layer logs the failed pull.
  consoleErrors.allow(
    /ERR_INTERNET_DISCONNECTED|Failed to load resource|could not refresh customers and jobs/,
  );
  await signUp(page, uniqueEmail('series-offline'));
  const token = await authToken(page);
  await createCustomer(request, token, { name: 'Rita Gomez', service_type: 'House Cleaning' });
  await page.goto(`${REGULAR_URL}/app/jobs/new`);
  await pickCustomer(page, 'Rita Gomez');
  await context.setOffline(true);
  await page.getByLabel('Price ($)').fill('90.00');
  await page.getByLabel('Repeat').selectOption({ label: 'Every week' });
  await page.getByLabel('Ends').selectOption({ label: 'After a number of visits' });
  await page.getByLabel('Number of visits').fill('3');
  await page.getByRole('button', { name: 'Schedule Job' }).click();
  await expect(page.getByText('Repeating job scheduled successfully!')).toBeVisible();

  await openJobsList(page);
  const today = new Date();
  for (const offset of [0, 7, 14]) {
    await expect(card(page, shownDay(addDays(today, offset)))).toContainText('$90.00');
  }
  const syncStatus = page.getByRole('status', { name: 'Sync', exact: true });
  await expect(syncStatus).toContainText('Offline');

  await context.setOffline(false);
  await expect(syncStatus).toHaveText('All changes saved', { timeout: 20_000 });
  const response = await request.get(`${REGULAR_URL}/api/jobs`, { headers: bearer(token) });
  const jobs = (await response.json()) as { scheduled_date: string; series_id?: string }[];
  const dates = jobs.filter((job) => job.series_id).map((job) => job.scheduled_date.slice(0, 10));
  expect(dates.sort()).toEqual([0, 7, 14].map((offset) => isoDay(addDays(today, offset))));
});
