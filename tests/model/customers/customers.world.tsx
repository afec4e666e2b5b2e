// The customer pages' model tests run the whole app (boot wiring, Effect services, the PC bridge or the
// fake Android shell, the views) against the real server in-process on PGlite, signed in as a seeded
// account; a request gate holds the calls a test answers itself (faults only) or releases to the server.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Harness } from '../../../server/test-support/harness';
import { customerListOf } from '../../../src/app/customers/customer-list-holder';
import { msg } from '../../../src/domain/messages';
import { openAppWorld, serverSession, type AppWorld } from '../../support/app-world';
import { serverFetch } from '../../support/server-fetch';

export const API = (name: string) => `/api/v1/myCstmr/${name}`;

export interface World extends AppWorld {
  readonly server: ReturnType<typeof serverFetch>;
  readonly list: () => NonNullable<ReturnType<typeof customerListOf>>;
}

/** Signed in as `userid` (its session stored, auto-login), the app opened on `path` (by default a customer page: until its list runs). */
export async function openApp(h: Harness, userid: string, path: string, hold: (path: string) => boolean = () => false, waitForList = true): Promise<World> {
  const server = serverFetch(h, hold);
  const app = await openAppWorld({ path, fetch: server.fetch, session: await serverSession(h, userid) });
  const world: World = {
    ...app,
    server,
    list: () => {
      const l = customerListOf(app.app);
      if (!l) throw new Error('no customer list actor');
      return l;
    },
  };
  if (waitForList)
    await waitFor(() => expect(customerListOf(app.app)).not.toBeNull(), { timeout: 8000 }).catch(async (e: unknown) => {
      // The test never gets the world to stop: stop it here, before the next test boots another.
      await world.stop();
      throw e;
    });
  return world;
}

/** The list's rows on screen, in order. */
export const shownRows = () => {
  const list = screen.queryByRole('list', { name: msg.custListLabel });
  return list ? Array.from(list.children) : [];
};
