import { describe, expect, it } from 'vitest';
import { breadcrumbs, pageTitleKey } from './page-title.ts';

describe('page title from the path', () => {
  it.each([
    ['/app', 'nav.dashboard'],
    ['/app/dashboard', 'nav.dashboard'],
    ['/dashboard', 'nav.dashboard'],
    ['/app/customers', 'nav.customers'],
    ['/customers/new', 'nav.addCustomer'],
    ['/app/customers/customer-1', 'nav.customerDetails'],
    ['/app/jobs/new', 'nav.scheduleJob'],
    ['/jobs/job-1', 'nav.jobDetails'],
    ['/app/payments', 'nav.payments'],
    ['/app/calendar', 'nav.calendar'],
    ['/app/scan', 'nav.scan'],
    ['/app/qr-demo', 'nav.qrDemo'],
    ['/app/settings', 'nav.settings'],
    ['/profile', 'nav.profile'],
  ])('%s reads %s', (path, key) => {
    expect(pageTitleKey(path)).toBe(key);
  });
});

describe('breadcrumbs', () => {
  it('are absent on the dashboard', () => {
    expect(breadcrumbs('/app')).toEqual([]);
    expect(breadcrumbs('/app/dashboard')).toEqual([]);
  });

  it('lead home, then the section', () => {
    expect(breadcrumbs('/app/payments')).toEqual([
      { labelKey: 'nav.home', to: '/app' },
      { labelKey: 'nav.payments' },
    ]);
  });

  it('link the section on a detail page', () => {
    expect(breadcrumbs('/customers/customer-9')).toEqual([
      { labelKey: 'nav.home', to: '/app' },
      { labelKey: 'nav.customers', to: '/app/customers' },
      { labelKey: 'nav.customerDetails' },
    ]);
  });
});
