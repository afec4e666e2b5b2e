// The specs' `test`: Playwright's, plus `signedInAs`, an option that starts a test's browser context
// signed in as one account of the app server, with the storage the `signed-in` setup project saved for
// it (e2e/support/signed-in.ts); and `openHome`, for tests that start on the home screen.
import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import { SERVERS } from '../../playwright.config';
import { signedInState, type SignedInAccount } from './signed-in';

const APP_ORIGIN = `http://127.0.0.1:${SERVERS.app.port}`;

interface StoredState {
  readonly origins: readonly { readonly origin: string; readonly localStorage: readonly { readonly name: string; readonly value: string }[] }[];
}

export const test = base.extend<{ signedInAs: SignedInAccount | null }>({
  signedInAs: [null, { option: true }],
  // Playwright's own `storageState` option loads local storage by opening each origin in a page of its
  // own before the test's; an init script puts the same entries in place before the context's first load
  // of the app's origin, once per context (as storageState does), at no cost.
  context: async ({ context, signedInAs, baseURL }, use) => {
    if (signedInAs) {
      if (baseURL !== APP_ORIGIN) throw new Error(`signedInAs holds sessions of the app server only; on ${baseURL} take one with signInWithoutForm`);
      const state = JSON.parse(readFileSync(signedInState(signedInAs), 'utf8')) as StoredState;
      const entries = state.origins.find((o) => o.origin === APP_ORIGIN)?.localStorage ?? [];
      await context.addInitScript(
        ({ origin, list }) => {
          if (location.origin !== origin || localStorage.getItem('e2e.stored-state') !== null) return;
          for (const { name, value } of list) localStorage.setItem(name, value);
          localStorage.setItem('e2e.stored-state', '1');
        },
        { origin: APP_ORIGIN, list: entries },
      );
    }
    await use(context);
  },
});
export { expect };

/** Opens home and waits until it has finished its calls (tests that change server state next do not race them). */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/main');
  await expect(page.getByTestId('profile-line')).toBeVisible();
  await expect(page.locator('.home-cards')).toBeVisible();
}
