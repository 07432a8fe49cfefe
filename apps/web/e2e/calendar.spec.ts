import type { Page } from '@playwright/test';
import { DEMO_URL, expect, test } from './fixtures.ts';
import { at, openAsTester, type TestData } from './dashboard-helpers.ts';
import { expectNoSideScroll } from './jobs-helpers.ts';
import { text, useLanguage } from './locale-helpers.ts';

// Issue 14's calendar (decision 032) on a waitlisted tester's device data: the week (Sunday
// first) and the month overview. Today is Wednesday, November 25, 2026; Sunday is closed in the
// starting business hours.

const NOW = at(2026, 11, 25, 10);
const ana = { id: 'customer-ana', name: 'Ana Lopez' };
const ben = { id: 'customer-ben', name: 'Ben Ortiz' };
const DATA: TestData = {
  customers: [ana, ben],
  jobs: [
    {
      id: 'job-mow',
      customer: ana,
      serviceType: 'Lawn Mowing',
      scheduledDate: '2026-11-24',
      price: 80,
      status: 'scheduled',
      paid: false,
    },
    {
      id: 'job-hedge',
      customer: ben,
      serviceType: 'Hedge Trimming',
      scheduledDate: '2026-11-24',
      price: 65.5,
      status: 'completed',
      paid: true,
      completedAt: at(2026, 11, 24, 15),
    },
  ],
};

const tabBar = (page: Page, language: 'en' | 'es' = 'en') =>
  page.getByRole('navigation', { name: text(language, 'nav.main') });
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const day = (page: Page, name: RegExp) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** Six tabs at 320 and 360 px: every label fits inside its tab, a thumb-size target. */
async function expectTabsFit(page: Page, language: 'en' | 'es'): Promise<void> {
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 700 });
    await expectNoSideScroll(page);
    const tabs = tabBar(page, language).getByRole('link');
    await expect(tabs).toHaveCount(6);
    for (const tab of await tabs.all()) {
      const fits = await tab.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth &&
          element.clientHeight >= 44 &&
          element.clientWidth >= 44,
      );
      expect(fits, `${await tab.textContent()} at ${width} px`).toBe(true);
    }
  }
}

async function openCalendar(page: Page): Promise<void> {
  await openAsTester(page, DATA, NOW);
  await tabBar(page).getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/app/calendar`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar');
}

test.describe('the calendar', () => {
  test('the week lists the jobs on their day with the day total; today and closed days marked', async ({
    page,
    checkA11y,
  }) => {
    await openCalendar(page);
    await expect(heading(page)).toHaveText('Nov 22 – Nov 28, 2026');
    const tuesday = day(page, /^Tuesday Nov 24/);
    await expect(
      tuesday.getByRole('link', { name: /Ana Lopez.*Lawn Mowing.*\$80\.00/ }),
    ).toBeVisible();
    await expect(
      tuesday.getByRole('link', { name: /Ben Ortiz.*Hedge Trimming.*Completed/ }),
    ).toBeVisible();
    await expect(tuesday).toContainText('Day total$145.50');
    await expect(day(page, /^Wednesday Nov 25/)).toHaveAttribute('aria-current', 'date');
    await expect(day(page, /^Sunday Nov 22/)).toContainText('Closed');
    await expect(day(page, /^Monday Nov 23/)).not.toContainText('Closed');
    await expectNoSideScroll(page);
    await checkA11y();

    await tuesday.getByRole('link', { name: /Lawn Mowing/ }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs/job-mow`);
    await page.goBack();
    await expect(heading(page)).toHaveText('Nov 22 – Nov 28, 2026');
  });

  test('previous, next and Today move the week', async ({ page }) => {
    await openCalendar(page);
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(heading(page)).toHaveText('Nov 29 – Dec 5, 2026');
    await expect(day(page, /^Tuesday Nov 24/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(heading(page)).toHaveText('Nov 15 – Nov 21, 2026');
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(heading(page)).toHaveText('Nov 22 – Nov 28, 2026');
    await expect(day(page, /^Tuesday Nov 24/)).toContainText('Lawn Mowing');
  });

  test("the month shows each day's visits and earnings; a day opens its week", async ({
    page,
    checkA11y,
  }) => {
    await openCalendar(page);
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(heading(page)).toHaveText('November 2026');
    const busy = page.getByRole('link', { name: 'Tuesday, November 24, 2026: 2 visits, $146' });
    await expect(busy).toHaveText('242$146');
    await expect(page.getByRole('link', { name: /^Wednesday, November 25, 2026/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await expect(
      page.getByRole('link', {
        name: 'Sunday, November 29, 2026: no visits, schedule a job, Closed',
      }),
    ).toContainText('Closed');
    await expectNoSideScroll(page);
    await checkA11y();

    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(heading(page)).toHaveText('December 2026');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await checkA11y();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await busy.click();
    await expect(heading(page)).toHaveText('Nov 22 – Nov 28, 2026');
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('tapping an empty day opens the schedule form on that date', async ({ page }) => {
    await openCalendar(page);
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page
      .getByRole('link', { name: 'Thursday, November 12, 2026: no visits, schedule a job' })
      .click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs/new?date=2026-11-12`);
    await expect(page.getByLabel('Scheduled Date')).toHaveValue('2026-11-12');

    await page.goto(`${DEMO_URL}/app/calendar`);
    await page.getByRole('link', { name: 'Schedule a job on Friday, November 27, 2026' }).click();
    await expect(page.getByLabel('Scheduled Date')).toHaveValue('2026-11-27');
  });

  test('in Spanish, with the six tabs fitting at 320 px', async ({ page, checkA11y }) => {
    await openCalendar(page);
    await expectTabsFit(page, 'en');
    await useLanguage(page, 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'nav.calendar'));
    await expect(heading(page)).toHaveText('22 nov – 28 nov 2026');
    await expect(day(page, /^Domingo 22 nov/)).toContainText(text('es', 'calendar.closed'));
    await page.getByRole('button', { name: text('es', 'calendar.view.month') }).click();
    await expect(heading(page)).toHaveText('Noviembre de 2026');
    await expect(
      page.getByRole('link', { name: 'martes, 24 de noviembre de 2026: 2 visitas, $146' }),
    ).toBeVisible();
    await checkA11y();

    await expectTabsFit(page, 'es');
  });
});
