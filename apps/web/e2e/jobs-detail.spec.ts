import { addDays } from 'date-fns';
import { DEMO_URL, expect, signInAsDemo, test } from './fixtures.ts';
import {
  card,
  customerPicker,
  expectNoSideScroll,
  openJobsList,
  scheduleJob,
  signInAsTester,
  statusBadge,
  savePaymentSheet,
} from './jobs-helpers.ts';

// /app/jobs/{id} in demo mode (spec §2, §4), and the jobs screens as a waitlisted tester.

test.describe('job detail (demo mode)', () => {
  test('Start, Complete, then Mark as Paid only when completed and unpaid', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/demo-job-4`);
    await expect(page.getByRole('heading', { level: 2, name: 'Hedge Trimming' })).toBeVisible();
    const markPaid = page.getByRole('button', { name: 'Mark as Paid', exact: true });
    await expect(markPaid).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unpaid', exact: true })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'View Customer' })).toHaveAttribute(
      'href',
      '/app/customers/demo-customer-1',
    );
    await expectNoSideScroll(page);
    await checkA11y();

    await page.getByRole('button', { name: 'Start Job' }).click();
    await expect(statusBadge(page, 'In Progress')).toBeVisible();
    await expect(markPaid).toHaveCount(0);
    await page.getByRole('button', { name: 'Complete Job' }).click();
    await expect(statusBadge(page, 'Completed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Job' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Complete Job' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Unpaid: mark as paid' })).toBeEnabled();

    await markPaid.click();
    await savePaymentSheet(page);
    await expect(markPaid).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Paid: mark as unpaid' })).toBeEnabled();
    await checkA11y();

    // The badge toggle flips it back, and Mark as Paid returns.
    await page.getByRole('button', { name: 'Paid: mark as unpaid' }).click();
    await expect(markPaid).toBeVisible();
  });

  test('edit mode: validation, Cancel, and the demo rule for cancelled', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/demo-job-6`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Job' })).toBeVisible();
    await expect(page.getByLabel('Service Type', { exact: true })).toHaveValue('Tree Trimming');
    await expect(page.getByLabel('Price ($)')).toHaveValue('160.00');
    await expectNoSideScroll(page);
    await checkA11y();

    await page.getByLabel('Price ($)').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Price is required')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Job Information' })).toBeVisible();
    await expect(page.getByText('$160.00')).toBeVisible();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Price ($)').fill('175.5');
    await page.getByLabel('Notes').fill('Only the larger oak.');
    // NOTE: spec §4 — in demo mode a job saved as cancelled is stored as scheduled.
    await page.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { name: 'Job Information' })).toBeVisible();
    await expect(page.getByText('$175.50')).toBeVisible();
    await expect(page.getByText('Only the larger oak.')).toBeVisible();
    await expect(statusBadge(page, 'Scheduled')).toBeVisible();
    await expect(page.getByText('Cancelled')).toHaveCount(0);
  });

  test('Delete only for jobs the user created, after a confirmation', async ({
    page,
    checkA11y,
  }) => {
    await signInAsDemo(page);
    for (const id of ['demo-job-1', 'demo-job-2', 'demo-job-5']) {
      await page.goto(`${DEMO_URL}/app/jobs/${id}`);
      await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'More actions' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    }

    await page.goto(`${DEMO_URL}/app/jobs/new`);
    await scheduleJob(page, {
      customer: 'David Thompson',
      serviceType: 'Gutter Cleaning',
      date: addDays(new Date(), 4),
      price: '90',
    });
    // The saved job opens at once (decision 026).
    await expect(page.getByRole('heading', { level: 2, name: 'Gutter Cleaning' })).toBeVisible();
    // Delete sits behind More actions (issue 13).
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Job' });
    await expect(dialog).toContainText('Delete the Gutter Cleaning job for David Thompson?');
    await checkA11y();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete Job' }).click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/jobs`);
    await expect(page.getByText('Job deleted successfully!')).toBeVisible();
    await expect(page.getByText('6 jobs in total')).toBeVisible();
  });

  test('the QR buttons open the job QR dialog', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(`${DEMO_URL}/app/jobs/demo-job-3`);
    await page.getByRole('button', { name: 'Show QR Code' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Download/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'QR Code', exact: true }).click();
    await expect(dialog).toBeVisible();
  });
});

test.describe('jobs as a waitlisted tester (local mode)', () => {
  test('empty tabs, and Customer not found for a customer who is gone', async ({ page }) => {
    await signInAsTester(page);
    await page.goto(`${DEMO_URL}/app/jobs`);
    await expect(page.getByText('1 job in total')).toBeVisible();
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page.getByText('No completed jobs')).toBeVisible();
    await page.getByRole('tab', { name: 'In Progress' }).click();
    await expect(page.getByText('No in progress jobs')).toBeVisible();

    // Remove a customer behind the app's back, then follow a link that still names them.
    const goneId = await page.evaluate(() => {
      const customers = JSON.parse(localStorage.getItem('jobtrack_customers') ?? '[]') as Array<{
        id: string;
        name: string;
      }>;
      const gone = customers.find((customer) => customer.name === 'Alex Morgan')!;
      localStorage.setItem(
        'jobtrack_customers',
        JSON.stringify(customers.filter((customer) => customer.id !== gone.id)),
      );
      return gone.id;
    });
    await page.goto(`${DEMO_URL}/app/jobs/new?customerId=${goneId}`);
    await expect(page.getByRole('alert')).toHaveText('Customer not found');
    await expect(customerPicker(page)).toHaveValue('');
    await customerPicker(page).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([/^Jamie Parker/]);
    await page.keyboard.press('Escape');

    // A job scheduled here is stored in the browser and survives a reload.
    await scheduleJob(page, {
      customer: 'Jamie Parker',
      serviceType: 'Window Cleaning',
      date: addDays(new Date(), 5),
      price: '45.5',
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Window Cleaning' })).toBeVisible();
    await openJobsList(page);
    await expect(card(page, 'Window Cleaning')).toContainText('$45.50');
    await expect(page.getByText('2 jobs in total')).toBeVisible();
  });
});
