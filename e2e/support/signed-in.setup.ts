// The `signed-in` setup project: signs every account the specs use in once per run (a session of its
// own, through the API as the app signs in) and saves its stored state for `test.use({ signedInAs })`
// (e2e/support/test.ts).
import { test as setup } from '@playwright/test';
import { SIGNED_IN_ACCOUNTS, saveSignedInState } from './signed-in';

setup('sign every account in once', async ({ request }) => {
  await Promise.all(SIGNED_IN_ACCOUNTS.map((userId) => saveSignedInState(request, userId)));
});
