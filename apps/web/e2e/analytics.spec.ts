import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_URL, expect, signInAsDemo, test } from './fixtures.ts';

// Analytics (spec §3, §7): page views and feature use reach the server in the background, the
// admin query counts them, and a browser that asks not to be tracked sends nothing.

const ADMIN_PASSWORD = 'e2e-admin-password';

type PopularFeatures = {
  data: { features: Array<{ feature: string; category: string; uses: number }> };
};
type Journeys = {
  data: { journeys: Array<{ sessionId: string; userType: string | null; pages: string[] }> };
};

async function adminQuery<T>(
  request: APIRequestContext,
  query: string,
  filters: Record<string, unknown> = {},
): Promise<T> {
  const params = new URLSearchParams({ query, timeframe: '24h', filters: JSON.stringify(filters) });
  const response = await request.get(`${DEMO_URL}/api/analytics/query?${params}`, {
    headers: { 'X-Admin-Password': ADMIN_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const exportUses = async (request: APIRequestContext) => {
  const answer = await adminQuery<PopularFeatures>(request, 'popular_features');
  return (
    answer.data.features.find(
      (entry) => entry.feature === 'export_data' && entry.category === 'settings',
    )?.uses ?? 0
  );
};

async function exportFromSettings(page: Page): Promise<void> {
  await page.goto(`${DEMO_URL}/app/settings`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  await expect(page.getByText('Data exported successfully!')).toBeVisible();
}

test('page views and feature use reach the server, and the admin query counts them', async ({
  page,
  request,
}) => {
  const before = await exportUses(request);
  // An anonymous visitor's page view goes straight to the server, in the background.
  const landingView = page.waitForResponse(
    (response) => response.url().endsWith('/api/analytics/track') && response.status() === 202,
  );
  await page.goto(DEMO_URL);
  await landingView;
  // The dashboard's view is sent once it shows; the test then loads settings as a new page.
  const dashboardView = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/analytics/track') &&
      (response.request().postData() ?? '').includes('"/app"'),
  );
  await signInAsDemo(page);
  await dashboardView;
  await exportFromSettings(page);

  await expect.poll(() => exportUses(request), { timeout: 10_000 }).toBeGreaterThan(before);

  const sessionId = await page.evaluate(() => {
    const raw = sessionStorage.getItem('jobtrack_analytics_session');
    return raw ? (JSON.parse(raw) as { sessionId: string }).sessionId : null;
  });
  expect(sessionId).toMatch(/^session-/);
  // The visit reads as one session: anonymous on the landing and login pages, then demo.
  await expect
    .poll(async () => {
      const { data } = await adminQuery<Journeys>(request, 'user_journeys');
      return data.journeys.find((journey) => journey.sessionId === sessionId)?.pages ?? [];
    })
    .toEqual(expect.arrayContaining(['/', '/login', '/app', '/app/settings']));

  // The demo provider also keeps the events on the device (spec §9: the last 100).
  const kept = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('jobtrack_analytics_events') ?? '[]'),
  );
  expect(kept).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        event: 'feature_used',
        userType: 'demo',
        demoMode: true,
        sessionId,
        properties: expect.objectContaining({
          feature: 'export_data',
          category: 'settings',
          page: '/app/settings',
        }),
      }),
    ]),
  );
});

test('the admin query is refused without the admin password', async ({ request }) => {
  const response = await request.get(`${DEMO_URL}/api/analytics/query?query=popular_features`);
  expect(response.status()).toBe(403);
});

for (const [signal, script] of [
  [
    'Do Not Track',
    () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  ],
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
] as const) {
  test(`with ${signal} nothing is recorded or sent`, async ({ page }) => {
    await page.addInitScript(script);
    const calls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/api/analytics/')) calls.push(call.url());
    });
    await page.goto(DEMO_URL);
    await signInAsDemo(page);
    await exportFromSettings(page);
    await page.goto(`${DEMO_URL}/app/customers`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');
    // Delivery is in the background: give it time to happen if it were going to.
    await page.waitForTimeout(1000);
    expect(calls).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('jobtrack_analytics_events'))).toBeNull();
  });
}
