// The static login form of index.html against the app (docs/decisions.md D32): it shows exactly where the
// app opens on its login page, with the login machine's first values and the login screen's markup; the
// app takes it over through the login machine's events, after the start-up checks, with the caret kept.
import { act, render, screen } from '@testing-library/react';
import { Effect } from 'effect';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appMachine } from '../../../machines/app/app.machine';
import { selectLoginActor } from '../../../machines/app/app.selectors';
import { loginMachine } from '../../../machines/login/login.machine';
import { inertActors } from '../../../tests/support/replay';
import { NOTICE_OFF, NOTICE_ON, SESSION, USER_AGENTS, VERSION_OK, VERSION_OLD } from '../../../tests/model/app/app.events';
import type { Session } from '../../domain/login/contract';
import { msg } from '../../domain/messages';
import { ROUTES } from '../../domain/app/routes';
import { readUserAgent } from '../../domain/shared/platform';
import { loginPrefill, opensOnLogin } from '../../domain/login/static-login';
import { LoginScreen } from '../../screens/login/login-screen';
import { makeSessionStore } from '../../services/session-store.service';
import { LOGIN_KEY } from '../../services/storage-keys';
import { makeWebStorage, memoryStorage } from '../../services/web-storage.service';
import { AppRoot } from '../app-root';
import type { Flows } from '../flows';
import { takeOverStaticLogin } from './handover';
import { STATIC_LOGIN } from './static-login-dom';
import { StaticLoginHandover } from './static-login-handover';

const INDEX_HTML = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
const ACTORS = ['loadWorkNotice', 'checkVersion', 'restoreSession', 'verifyUser', 'loadRoute', 'logout', 'eduQr', 'popups', 'watchSystem'];
const UA = { ...USER_AGENTS, APP: `${USER_AGENTS.PHONE_BROWSER} EduPlannerApp/AND/2.5.0` };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
type Credentials = { userId: string; password: string; autoLogin: boolean };

function appActor(path: string, ua: string, signIn = fromPromise<Session, Credentials>(() => new Promise(() => {}))) {
  const machine = appMachine.provide({ actors: { ...inertActors(ACTORS), loginFlow: loginMachine.provide({ actors: { signIn } }) } as never });
  return createActor(machine, {
    input: { env: readUserAgent(ua), location: { path, search: '' }, deviceUuid: 'device-static', remembered: { loginId: '', saveId: true, autoLogin: true } },
  });
}

/** Answers the start-up checks, then loads every screen the machine asks for until it rests. */
function startUp(app: ReturnType<typeof appActor>, answers: { notice?: unknown; version?: unknown; session?: Session | null } = {}) {
  app.send(done('loadWorkNotice', answers.notice ?? NOTICE_OFF));
  app.send(done('checkVersion', answers.version ?? VERSION_OK));
  if (app.getSnapshot().matches('restoringSession')) app.send(done('restoreSession', answers.session ?? null));
  for (let i = 0; i < 5 && app.getSnapshot().matches({ running: { navigation: 'loading' } }); i++) app.send(done('loadRoute', undefined));
}

describe('the rule agrees with the app machine', () => {
  const paths = [...ROUTES.map((r) => r.path.replace(/:\w+/g, '7')), '/', '/nowhere'];
  for (const [name, ua] of Object.entries(UA))
    for (const session of [null, SESSION])
      it(`${name}, ${session ? 'a stored session' : 'no session'}: the form shows where the app opens on its login page`, () => {
        for (const path of paths) {
          const app = appActor(path, ua).start();
          startUp(app, { session });
          const onLogin = app.getSnapshot().children.loginFlow !== undefined;
          expect(opensOnLogin({ path, userAgent: ua, hasStoredSession: session !== null }), path).toBe(onLogin);
          app.stop();
        }
      });
});

describe('the prefill agrees with the login machine', () => {
  it('property: for anything stored under ep.login, the same first values as the login screen', () => {
    const stored = fc.oneof(fc.record({ loginId: fc.string({ maxLength: 20 }), saveId: fc.boolean(), autoLogin: fc.boolean() }), fc.jsonValue());
    fc.assert(
      fc.property(stored, (value) => {
        const local = memoryStorage();
        local.setItem(LOGIN_KEY, JSON.stringify(value));
        const remembered = Effect.runSync(makeSessionStore(makeWebStorage({ local, session: memoryStorage() })).remembered());
        const login = createActor(loginMachine, { input: { remembered, deviceUuid: 'd' } }).start();
        const { userId, saveId, autoLogin } = login.getSnapshot().context;
        expect(loginPrefill(value)).toEqual({ userId, saveId, autoLogin });
      }),
    );
  });
});

/** A page's markup with what may differ between the two forms left out: ids and the values React writes. */
function canonical(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  for (const el of box.querySelectorAll('*')) {
    for (const name of ['id', 'for', 'value']) el.removeAttribute(name);
    const attrs = [...el.attributes].sort((a, b) => a.name.localeCompare(b.name));
    for (const a of attrs) el.removeAttribute(a.name);
    for (const a of attrs) el.setAttribute(a.name, a.value);
  }
  return box.innerHTML;
}

describe('the static form is the login screen', () => {
  it('has the markup <LoginScreen /> renders (same classes, labels, limits, buttons), so the takeover shows no change', () => {
    const page = new DOMParser().parseFromString(INDEX_HTML, 'text/html').querySelector(`#${STATIC_LOGIN.root} .page.login`)!;
    const login = createActor(loginMachine, { input: { remembered: { loginId: '', saveId: true, autoLogin: true }, deviceUuid: 'd' } }).start();
    expect(canonical(page.outerHTML)).toBe(canonical(renderToStaticMarkup(<LoginScreen actor={login} />)));
    expect(page.querySelector('[name]')).toBeNull();
    expect(page.querySelector('form')?.getAttribute('method')).toBe('post');
  });
});

describe('the app takes the static form over', () => {
  let root: HTMLElement;
  beforeEach(() => {
    const doc = new DOMParser().parseFromString(INDEX_HTML, 'text/html');
    document.body.innerHTML = '';
    document.body.append(document.importNode(doc.getElementById(STATIC_LOGIN.root)!, true));
    root = Object.assign(document.createElement('div'), { id: 'root', hidden: true });
    document.body.append(root);
  });
  afterEach(() => (document.body.innerHTML = ''));

  const field = (id: string) => document.getElementById(id) as HTMLInputElement;
  /** What the inline script does once the maintenance file says the service is open. */
  const showStatic = () => (document.getElementById(STATIC_LOGIN.root)!.hidden = false);
  const type = () => {
    field(STATIC_LOGIN.userId).value = 'planner01';
    field(STATIC_LOGIN.password).value = 'demo1234';
    field(STATIC_LOGIN.autoLogin).checked = false;
    field(STATIC_LOGIN.userId).focus();
    field(STATIC_LOGIN.userId).setSelectionRange(3, 5, 'backward');
  };

  function boot(path = '/login') {
    const calls: unknown[] = [];
    const app = appActor(
      path,
      UA.PC,
      fromPromise<Session, Credentials>(({ input }) => {
        calls.push(input);
        return new Promise(() => {});
      }),
    );
    const handover = takeOverStaticLogin(document, app);
    app.start();
    render(
      <StaticLoginHandover app={app} handover={handover}>
        <AppRoot app={app} flows={{} as Flows} />
      </StaticLoginHandover>,
      { container: root },
    );
    return { app, calls, handover };
  }

  it('a form index.html has not shown is removed at boot and never shows', () => {
    const { app, handover } = boot();
    expect(handover).toBeNull();
    expect(document.getElementById(STATIC_LOGIN.root)).toBeNull();
    app.stop();
  });

  it('stays live through the start-up checks, then hands its values, focus and caret to the login screen', async () => {
    showStatic();
    type();
    const { app } = boot();
    act(() => {
      app.send(done('loadWorkNotice', NOTICE_OFF));
      app.send(done('checkVersion', VERSION_OK));
    });
    expect(document.getElementById(STATIC_LOGIN.root)).not.toBeNull();
    expect(root.hidden).toBe(true);
    act(() => startUp(app));
    expect(document.getElementById(STATIC_LOGIN.root)).toBeNull();
    expect(root.hidden).toBe(false);
    const id = screen.getByLabelText('아이디') as HTMLInputElement;
    expect(id.value).toBe('planner01');
    expect((screen.getByLabelText('비밀번호') as HTMLInputElement).value).toBe('demo1234');
    expect((screen.getByLabelText('자동 로그인') as HTMLInputElement).checked).toBe(false);
    expect(document.activeElement).toBe(id);
    expect([id.selectionStart, id.selectionEnd, id.selectionDirection]).toEqual([3, 5, 'backward']);
    const login = selectLoginActor(app.getSnapshot())!;
    expect(login.getSnapshot().context).toMatchObject({ userId: 'planner01', password: 'demo1234', saveId: true, autoLogin: false });
    app.stop();
  });

  it('a press of 로그인 waits for the start-up checks, then signs in once with what was typed', () => {
    showStatic();
    type();
    document.getElementById(STATIC_LOGIN.root)!.setAttribute(STATIC_LOGIN.submitted, '');
    const { app, calls } = boot('/main');
    act(() => {
      app.send(done('loadWorkNotice', NOTICE_OFF));
      app.send(done('checkVersion', VERSION_OK));
    });
    expect(calls).toEqual([]);
    act(() => startUp(app));
    expect(calls).toEqual([{ userId: 'planner01', password: 'demo1234', autoLogin: false }]);
    expect(screen.getByRole('button', { name: '로그인' })).toBeDisabled();
    app.stop();
  });

  it('maintenance: the work notice replaces the form and nothing is submitted', () => {
    showStatic();
    type();
    document.getElementById(STATIC_LOGIN.root)!.setAttribute(STATIC_LOGIN.submitted, '');
    const { app, calls } = boot();
    act(() => startUp(app, { notice: NOTICE_ON }));
    expect(document.getElementById(STATIC_LOGIN.root)).toBeNull();
    expect(root.hidden).toBe(false);
    expect(screen.getByText(NOTICE_ON.cntn)).toBeVisible();
    expect(app.getSnapshot().children.loginFlow).toBeUndefined();
    expect(calls).toEqual([]);
    app.stop();
  });

  it('a required update: the update message replaces the form and nothing is submitted', () => {
    showStatic();
    type();
    document.getElementById(STATIC_LOGIN.root)!.setAttribute(STATIC_LOGIN.submitted, '');
    const { app, calls } = boot();
    act(() => startUp(app, { version: VERSION_OLD }));
    expect(document.getElementById(STATIC_LOGIN.root)).toBeNull();
    expect(screen.getByRole('alertdialog')).toHaveTextContent(msg.updateRequired);
    expect(calls).toEqual([]);
    app.stop();
  });
});
