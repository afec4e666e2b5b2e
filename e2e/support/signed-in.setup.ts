// The `signed-in` setup project: signs every account specs use in once (a session of its own, without
// the form), opens home as that user so the app writes what a signed-in device holds, and saves the
// storage for `test.use({ signedInAs })` (e2e/support/test.ts).
import { expect, test as setup } from '@playwright/test';
import { SIGNED_IN_ACCOUNTS, signInWithoutForm, signedInState } from './signed-in';

for (const userId of SIGNED_IN_ACCOUNTS)
  setup(`sign ${userId} in once`, async ({ context, page, request, baseURL }) => {
    await signInWithoutForm(context, request, baseURL!, userId);
    await page.goto('/main');
    await expect(page.getByTestId('profile-line')).toBeVisible();
    await expect(page.locator('.home-cards')).toBeVisible();
    await context.storageState({ path: signedInState(userId) });
  });
