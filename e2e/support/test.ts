// The specs' `test`: Playwright's, plus `signedInAs`, an option that starts every page of a test signed
// in as one account of the app server with the storage saved by the `signed-in` setup project
// (e2e/support/signed-in.ts), and `openHome`, for tests that start on the home screen.
import { expect, test as base, type Page } from '@playwright/test';
import { SERVERS } from '../../playwright.config';
import { signedInState, type SignedInAccount } from './signed-in';

export const test = base.extend<{ signedInAs: SignedInAccount | null }>({
  signedInAs: [null, { option: true }],
  storageState: async ({ signedInAs, storageState, baseURL }, use) => {
    if (signedInAs && baseURL !== `http://127.0.0.1:${SERVERS.app.port}`)
      throw new Error(`signedInAs holds sessions of the app server only; on ${baseURL} take one with signInWithoutForm`);
    await use(signedInAs ? signedInState(signedInAs) : storageState);
  },
});
export { expect };

/** Opens home and waits until it has finished its calls (tests that change server state next do not race them). */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/main');
  await expect(page.getByTestId('profile-line')).toBeVisible();
  await expect(page.locator('.home-cards')).toBeVisible();
}
