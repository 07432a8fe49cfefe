import type { Locator, Page } from '@playwright/test';
import { expect, signInAsDemo, test } from './fixtures.ts';
import { text, useLanguage } from './locale-helpers.ts';

// Issue 25: on a phone the floating quick "+" never covers a control — the day's cards leave
// room for it, the job's action bar lends it its height — and "On my way" stays on one line.
// The phone sizes people hold: the narrowest Android, an iPhone, a large iPhone.
const PHONES = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
];

type Covered = { scrollY: number; control: string };

/**
 * Scrolls the page from top to bottom in steps of `step` px (or only the given positions) and,
 * at each, lists the controls matched by `selector` that are on screen and whose box meets the
 * quick "+"'s box.
 */
async function controlsUnderQuickAdd(
  page: Page,
  quickAdd: Locator,
  selector: string,
  positions: 'all' | 'top-and-end' = 'all',
): Promise<Covered[]> {
  await expect(quickAdd).toBeVisible();
  const plus = await quickAdd.elementHandle();
  return page.evaluate(
    ({ plus, selector, positions }) => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      const stops = positions === 'all' ? [] : [0, end];
      if (positions === 'all') for (let y = 0; y < end + 50; y += 50) stops.push(Math.min(y, end));
      const covered: { scrollY: number; control: string }[] = [];
      for (const y of stops) {
        window.scrollTo(0, y);
        const box = plus!.getBoundingClientRect();
        for (const control of document.querySelectorAll<HTMLElement>(selector)) {
          if (control === plus || control.closest('nav')?.contains(plus!)) continue;
          const r = control.getBoundingClientRect();
          const onScreen =
            r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
          if (!onScreen || getComputedStyle(control).visibility === 'hidden') continue;
          const meets =
            r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
          if (meets) {
            covered.push({
              scrollY: window.scrollY,
              control: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
            });
          }
        }
      }
      window.scrollTo(0, 0);
      return covered;
    },
    { plus, selector, positions },
  );
}

/** Every visible "On my way" label, with its height and its line height in px. */
async function onMyWayLines(page: Page, label: string) {
  const labels = page.locator('main a > span', { hasText: label });
  await expect(labels.first()).toBeVisible();
  return labels.evaluateAll((spans) =>
    spans
      .filter((span) => span.getClientRects().length > 0)
      .map((span) => ({
        height: span.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(span).lineHeight),
      })),
  );
}

for (const phone of PHONES) {
  for (const language of ['en', 'es'] as const) {
    test(`at ${phone.width} px the quick + covers no control and On my way is one line (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize(phone);
      await signInAsDemo(page);
      if (language === 'es') await useLanguage(page, 'es');
      const quickAdd = page.getByRole('button', { name: text(language, 'shell.quickAdd') });

      // The dashboard's day cards (Today, Tomorrow…): Call / Text / Navigate and the card's link
      // stay clear of the "+" wherever the list is scrolled.
      const dayCards = page.locator('main article');
      await expect(dayCards.first()).toBeVisible();
      await expect(
        dayCards.first().getByRole('link', { name: text(language, 'contact.navigate') }),
      ).toBeVisible();
      expect(
        await controlsUnderQuickAdd(page, quickAdd, 'main article a, main article button'),
      ).toEqual([]);

      // A job's screen: the "+" floats above its action bar, whose last button (Navigate) was
      // under it; at the top of the page and at its end no other control is under it either.
      await dayCards.first().getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/app\/jobs\/[^/]+$/);
      const actionBar = page.getByRole('group', { name: text(language, 'jobs.detail.actionBar') });
      await expect(actionBar.getByRole('link').last()).toBeVisible();
      const quickAddBox = (await quickAdd.boundingBox())!;
      const barBox = (await actionBar.boundingBox())!;
      expect(quickAddBox.y + quickAddBox.height).toBeLessThanOrEqual(barBox.y);
      expect(
        await controlsUnderQuickAdd(page, quickAdd, '[role="group"] a, [role="group"] button'),
      ).toEqual([]);
      expect(
        await controlsUnderQuickAdd(page, quickAdd, 'main a, main button', 'top-and-end'),
      ).toEqual([]);

      // "On my way" on the job's customer card and on the customers list's cards: one line,
      // not three.
      // The screen may still be settling (its texts or data arriving re-render it): the labels
      // are measured again until one laid-out measure holds them all.
      const expectOneLine = () =>
        expect(async () => {
          const lines = await onMyWayLines(page, text(language, 'contact.onMyWay'));
          expect(lines.length).toBeGreaterThan(0);
          for (const { height, lineHeight } of lines) {
            expect(height).toBeGreaterThan(0);
            expect(height).toBeLessThan(lineHeight * 1.5);
          }
        }).toPass();
      await expectOneLine();
      await page
        .getByRole('navigation', { name: text(language, 'nav.main') })
        .getByRole('link', { name: text(language, 'nav.customers') })
        .click();
      await expect(page).toHaveURL(/\/app\/customers$/);
      await expectOneLine();
    });
  }
}
