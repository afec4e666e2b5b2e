// The customer pages' model tests run the whole app (boot wiring, Effect services, the PC bridge or the
// fake Android shell, the views) against the real server in-process on PGlite, signed in as a seeded
// account; a request gate holds the calls a test answers itself (faults only) or releases to the server.
import { act, render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Harness } from '../../../server/test-support/harness';
import { AppRoot } from '../../../src/app/app-root';
import { bootApp } from '../../../src/app/boot';
import { customerListOf } from '../../../src/app/customers/customer-list-holder';
import { msg } from '../../../src/domain/messages';
import { ApiConfig } from '../../../src/services/config.service';
import { serverFetch } from '../../support/server-fetch';

export const API = (name: string) => `/api/v1/myCstmr/${name}`;

export interface World {
  readonly app: ReturnType<typeof bootApp>['app'];
  readonly server: ReturnType<typeof serverFetch>;
  readonly list: () => NonNullable<ReturnType<typeof customerListOf>>;
  readonly scrolls: number[];
  stop(): Promise<void>;
}

/** Signed in as `userid` (its session stored, auto-login), the app opened on `path` (by default a customer page: until its list runs). */
export async function openApp(h: Harness, userid: string, path: string, hold: (path: string) => boolean = () => false, waitForList = true): Promise<World> {
  localStorage.clear();
  sessionStorage.clear();
  const login = await h.loginAnswer(userid, { autoLoginYn: 'Y' });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  window.history.replaceState(null, '', path);
  const scrolls: number[] = [];
  const scrollTo = window.scrollTo;
  // As Chromium's does, the stand-in answers a promise (a view must not return it from an effect).
  window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
    const top = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
    scrolls.push(top);
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
    return Promise.resolve();
  }) as typeof window.scrollTo;
  const server = serverFetch(h, hold);
  const booted = bootApp({
    win: window,
    fetch: server.fetch,
    config: { ...ApiConfig.defaults, baseUrl: 'http://localhost' },
    webVersion: '1.0.0',
    forgotPasswordUrl: 'https://help.eduplanner.example/password',
  });
  render(<AppRoot app={booted.app} flows={booted.flows} />);
  await act(async () => void booted.app.start());
  const world: World = {
    app: booted.app,
    server,
    scrolls,
    list: () => {
      const l = customerListOf(booted.app);
      if (!l) throw new Error('no customer list actor');
      return l;
    },
    stop: async () => {
      booted.app.stop();
      await booted.runtime.dispose();
      window.scrollTo = scrollTo;
    },
  };
  if (waitForList) await waitFor(() => expect(customerListOf(booted.app)).not.toBeNull(), { timeout: 8000 });
  return world;
}

/** The list's rows on screen, in order. */
export const shownRows = () => {
  const list = screen.queryByRole('list', { name: msg.custListLabel });
  return list ? Array.from(list.children) : [];
};
