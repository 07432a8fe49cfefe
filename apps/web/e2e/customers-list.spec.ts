import {
  cardNames,
  manyCustomers,
  openAsTester,
  openCustomerList,
  pageListEntries,
} from './customers-helpers.ts';
import { DEMO_URL, expect, signInAsDemo, test } from './fixtures.ts';

// The customers list (spec §2, §5): pages of 12 with the page-list rule, the Showing text, search.

test.describe('the customers list', () => {
  test('30 customers: 12 per page, every page listed, the Showing text on each', async ({
    page,
    checkA11y,
  }) => {
    await openAsTester(page, { customers: manyCustomers(30) });
    await page.goto(`${DEMO_URL}/app/customers`);
    await expect(page.getByText('30 customers')).toBeVisible();
    await expect(cardNames(page)).toHaveCount(12);
    await expect(cardNames(page).first()).toHaveText('Customer 001');
    await expect(page.getByText('Showing 1 to 12 of 30 results')).toBeVisible();
    expect(await pageListEntries(page)).toEqual(['1', '2', '3']);
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await checkA11y();

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByText('Showing 13 to 24 of 30 results')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cardNames(page).first()).toHaveText('Customer 013');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Showing 25 to 30 of 30 results')).toBeVisible();
    await expect(cardNames(page)).toHaveCount(6);
    await expect(cardNames(page).last()).toHaveText('Customer 030');
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Showing 13 to 24 of 30 results')).toBeVisible();
  });

  test('100 customers: first, last, neighbours and ellipses; the page survives a visit', async ({
    page,
  }) => {
    await openAsTester(page, { customers: manyCustomers(100) });
    await page.goto(`${DEMO_URL}/app/customers`);
    await expect(page.getByText('Showing 1 to 12 of 100 results')).toBeVisible();
    expect(await pageListEntries(page)).toEqual(['1', '2', '…', '9']);

    await page.getByRole('button', { name: 'Page 9' }).click();
    await expect(page.getByText('Showing 97 to 100 of 100 results')).toBeVisible();
    expect(await pageListEntries(page)).toEqual(['1', '…', '8', '9']);

    await page.getByRole('button', { name: 'Page 8' }).click();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Showing 61 to 72 of 100 results')).toBeVisible();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Showing 49 to 60 of 100 results')).toBeVisible();
    expect(await pageListEntries(page)).toEqual(['1', '…', '4', '5', '6', '…', '9']);

    await page.getByRole('button', { name: 'Page 4' }).click();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Showing 25 to 36 of 100 results')).toBeVisible();
    expect(await pageListEntries(page)).toEqual(['1', '2', '3', '4', '…', '9']);

    // Opening a customer and coming back keeps the page.
    await page.getByRole('link', { name: /^Customer 030/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Customer 030' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Showing 25 to 36 of 100 results')).toBeVisible();
  });

  test('searches name, phone and address, whatever the case', async ({ page, checkA11y }) => {
    await signInAsDemo(page);
    await openCustomerList(page);
    const search = page.getByRole('searchbox', { name: 'Search customers' });
    await expect(cardNames(page)).toHaveText([
      'Sarah Johnson',
      'Mike Chen',
      'Emily Rodriguez',
      'David Thompson',
    ]);
    await expect(page.getByText('4 customers')).toBeVisible();

    await search.fill('sARAH');
    await expect(cardNames(page)).toHaveText(['Sarah Johnson']);
    await expect(page.getByText('1 of 4 customers match')).toBeVisible();
    await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();

    await search.fill('234-5678');
    await expect(cardNames(page)).toHaveText(['Mike Chen']);

    await search.fill('PINE road');
    await expect(cardNames(page)).toHaveText(['Emily Rodriguez']);

    await search.fill('555) 456');
    await expect(cardNames(page)).toHaveText(['David Thompson']);

    await search.fill('springfield');
    await expect(cardNames(page)).toHaveCount(4);

    // The service type is not searched (spec §5).
    await search.fill('gutter');
    await expect(page.getByText('No customers match "gutter"')).toBeVisible();
    await checkA11y();

    await search.fill('');
    await expect(cardNames(page)).toHaveCount(4);
  });

  test('a card shows name, phone, address, service type, and the unpaid amount', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await openCustomerList(page);
    const mike = page.getByRole('link', { name: /^Mike Chen/ });
    await expect(mike).toContainText('(555) 234-5678');
    await expect(mike).toContainText('456 Maple Avenue, Springfield');
    await expect(mike).toContainText('Gutter Cleaning');
    await expect(mike).toContainText('$175.00 unpaid');
    // Spec §3/§9: unpaid is paid = false, scheduled jobs too; the four add up to the demo's 705.
    await expect(page.getByRole('link', { name: /^Sarah Johnson/ })).toContainText(
      '$120.00 unpaid',
    );
    await expect(page.getByRole('link', { name: /^Emily Rodriguez/ })).toContainText(
      '$160.00 unpaid',
    );
    await expect(page.getByRole('link', { name: /^David Thompson/ })).toContainText(
      '$250.00 unpaid',
    );
    await mike.click();
    await expect(page).toHaveURL(`${DEMO_URL}/app/customers/demo-customer-2`);
  });
});
