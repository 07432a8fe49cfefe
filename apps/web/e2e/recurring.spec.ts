import type { Page } from '@playwright/test';
import { addDays } from 'date-fns';
import { DEMO_URL, expect, signInAsDemo, test } from './fixtures.ts';
import {
  card,
  cards,
  expectNoSideScroll,
  openJobsList,
  pickCustomer,
  shownDay,
} from './jobs-helpers.ts';
import { text, useLanguage } from './locale-helpers.ts';

// Issue 14 from the owner's side (decision 031): Repeat on the schedule form, the visits on
// their days, "this and following" edits, Skip, and Rain delay on today's list. Demo mode keeps
// its data in memory, so each test moves through the app by taps, never a reload, once it has
// scheduled. Demo data: Mike Chen has one job, last week's gutters.

const today = () => new Date();
const weekday = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'long' });
/** The next working day of the default business hours (Sunday closed; decision 031). */
const nextWorkingDay = (date: Date) => {
  let next = addDays(date, 1);
  while (next.getDay() === 0) next = addDays(next, 1);
  return next;
};

/** Schedules Mike Chen's weekly visit from today, 4 visits at $40.00; its first visit opens. */
async function scheduleWeekly(page: Page): Promise<void> {
  await page.goto(`${DEMO_URL}/app/jobs/new`);
  await pickCustomer(page, 'Mike Chen');
  await page.getByLabel('Price ($)').fill('40.00');
  await page.getByLabel('Repeat').selectOption({ label: 'Every week' });
  await page.getByLabel('Ends').selectOption({ label: 'After a number of visits' });
  await page.getByLabel('Number of visits').fill('4');
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Schedule Job' }).click();
  await expect(page.getByText('Repeating job scheduled successfully!')).toBeVisible();
  await expect(page.getByText(`Scheduled for ${shownDay(today())}`)).toBeVisible();
  await expect(
    page.getByText(`Repeats every week on ${weekday(today())} · 4 visits in all`),
  ).toBeVisible();
}

/** The jobs list searched for Mike's jobs, through the tab bar (no reload). */
async function mikesJobs(page: Page): Promise<void> {
  await openJobsList(page);
  await page.getByLabel('Search jobs').fill('Mike');
  // The search applies as the owner types: wait until only Mike's jobs are listed.
  await expect(cards(page).filter({ hasNotText: 'Mike Chen' })).toHaveCount(0);
}

/** Home (the dashboard with today's list), through the tab bar. */
const openHome = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^(Home|Dashboard)$/ })
    .first()
    .click();

const visit = (page: Page, date: Date) => card(page, shownDay(date));

test.describe('repeating visits', () => {
  test('a weekly series from the schedule form lists its visits on the right days', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await scheduleWeekly(page);
    await mikesJobs(page);
    for (const offset of [0, 7, 14, 21]) {
      const day = addDays(today(), offset);
      await expect(visit(page, day)).toHaveCount(1);
      await expect(visit(page, day)).toContainText('$40.00');
    }
    // After 4 visits the series ends: nothing on the fifth week.
    await expect(visit(page, addDays(today(), 28))).toHaveCount(0);
    await checkA11y();
  });

  test('editing "this and following" changes the later visits and keeps the earlier ones', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await scheduleWeekly(page);
    await mikesJobs(page);
    await visit(page, addDays(today(), 14)).getByRole('link').click();
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit repeating job' });
    await expect(dialog).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: 'This and following visits' }).click();
    await page.getByLabel('Price ($)').fill('65.00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

    await mikesJobs(page);
    await expect(visit(page, today())).toContainText('$40.00');
    await expect(visit(page, addDays(today(), 7))).toContainText('$40.00');
    await expect(visit(page, addDays(today(), 14))).toContainText('$65.00');
    await expect(visit(page, addDays(today(), 21))).toContainText('$65.00');
  });

  test('a skipped visit shows Skipped and no longer counts as unpaid', async ({ page }) => {
    await signInAsDemo(page);
    await scheduleWeekly(page);
    await openHome(page);
    const banner = page.getByText(/Unpaid jobs: \d+/);
    const before = Number((await banner.textContent())!.match(/\d+/)![0]);

    await mikesJobs(page);
    await visit(page, addDays(today(), 7)).getByRole('link').click();
    await page.getByRole('button', { name: 'Skip visit' }).click();
    await expect(page.getByRole('definition').getByText('Skipped', { exact: true })).toBeVisible();
    // Not worked, not owed: no next step and no payment toggle.
    await expect(page.getByRole('button', { name: 'Start Job' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo skip' })).toBeVisible();

    await mikesJobs(page);
    await expect(visit(page, addDays(today(), 7))).toContainText('Skipped');
    await openHome(page);
    await expect(page.getByText(`Unpaid jobs: ${before - 1}`)).toBeVisible();
  });

  test("rain delay moves today's visit to the next working day", async ({ page, checkA11y }) => {
    await signInAsDemo(page);
    await scheduleWeekly(page);
    await openHome(page);
    await page.getByRole('button', { name: 'Rain delay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rain delay' });
    const target = nextWorkingDay(today());
    await expect(dialog).toContainText(`1 visit not started today moves to ${shownDay(target)}.`);
    await expect(dialog.getByLabel(/Also move the following visits/)).not.toBeChecked();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Move visits' }).click();
    await expect(page.getByText(`1 visit moved to ${shownDay(target)}.`)).toBeVisible();
    // Nothing left to move today: the action goes away.
    await expect(page.getByRole('button', { name: 'Rain delay' })).toHaveCount(0);

    await mikesJobs(page);
    await expect(visit(page, target)).toContainText('$40.00');
    // The following visits stay on their days.
    await expect(visit(page, addDays(today(), 7))).toHaveCount(1);
  });

  test('in Spanish: Repeat names the chosen day, and a bad number of weeks is refused', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/new`);
    await useLanguage(page, 'es');
    const repeat = page.getByLabel(text('es', 'series.repeat.label'));
    await expect(repeat).toBeVisible();
    const day = today();
    const nth = Math.ceil(day.getDate() / 7);
    const weekdayEs = day.toLocaleDateString('es-US', { weekday: 'long' });
    await expect(repeat.locator('option')).toContainText([
      text('es', 'series.repeat.never'),
      text('es', 'series.repeat.weekly'),
      text('es', 'series.repeat.everyNWeeks'),
      text('es', 'series.repeat.monthlyDay', { day: day.getDate() }),
      text('es', 'series.repeat.monthlyWeekday', {
        nth: text('es', 'series.nthWeekday', {
          ordinal: text('es', `series.ordinal.${nth}`),
          weekday: weekdayEs,
        }),
      }),
    ]);
    await pickCustomer(page, 'Mike Chen', text('es', 'jobs.form.customer'));
    await repeat.selectOption({ label: text('es', 'series.repeat.everyNWeeks') });
    await page.getByLabel(text('es', 'series.repeat.interval')).fill('1');
    await page.getByRole('button', { name: text('es', 'jobs.form.submit') }).click();
    await expect(page.getByText(text('es', 'series.repeat.intervalInvalid'))).toBeVisible();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs/new`);
  });
});
