import { expect, signInAsDemo, test } from './fixtures.ts';
import { expectNoSideScroll } from './jobs-helpers.ts';
import { text, useLanguage } from './locale-helpers.ts';

// Below 360 px the header keeps every control reachable: share-the-app and sign-out sit in a
// "More options" menu there (issue 10).
test.describe('the header at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const language of ['en', 'es'] as const) {
    test(`share the app and sign out from the More options menu (${language})`, async ({
      page,
      checkA11y,
    }) => {
      await signInAsDemo(page);
      if (language === 'es') await useLanguage(page, 'es');
      const header = page.getByRole('banner');
      await expect(
        header.getByRole('button', { name: text(language, 'shell.shareApp') }),
      ).toBeHidden();
      const more = header.getByRole('button', { name: text(language, 'shell.moreOptions') });
      await expect(more).toBeVisible();
      await expectNoSideScroll(page);

      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      const share = header.getByRole('button', { name: text(language, 'shell.shareApp') });
      await expect(share).toBeFocused();
      await checkA11y();
      await share.click();
      const dialog = page.getByRole('dialog', { name: text(language, 'share.title') });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Escape closes the menu and gives the focus back to its button.
      await more.click();
      await page.keyboard.press('Escape');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toBeFocused();

      await more.click();
      await header.getByRole('button', { name: text(language, 'auth.signOut') }).click();
      // Issue 13: signing out asks first, in the UI's language.
      await page
        .getByRole('dialog', { name: text(language, 'auth.signOutConfirm.title') })
        .getByRole('button', { name: text(language, 'auth.signOut') })
        .click();
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('at 360 px and wider the controls sit in the header, without the menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await signInAsDemo(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Share the app' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'More options' })).toBeHidden();
    await expectNoSideScroll(page);
  });
});
