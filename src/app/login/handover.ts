// The app taking over index.html's static login form (docs/decisions.md D32). At boot, a form index.html
// has not shown is removed, so it never appears over the app. A shown one stays live (typing works) until
// the app draws its first screen. When the app starts its login flow, what the user did in the form reaches
// the login machine as the events the login screen sends (the machine stays the one source of the form);
// then the form gives way to the app's screen, with the focus and caret moved to the same field.
import type { ActorRefFrom } from 'xstate';
import { selectLoginActor, type AppActorRef } from '../../../machines/app/app.selectors';
import type { loginMachine } from '../../../machines/login/login.machine';
import { selectForm } from '../../../machines/login/login.selectors';
import { APP_LOGIN_FIELDS, APP_ROOT, STATIC_LOGIN } from './static-login-dom';

/** What the user did in the static form. */
export interface StaticLoginDraft {
  readonly userId: string;
  readonly password: string;
  readonly saveId: boolean;
  readonly autoLogin: boolean;
  /** 로그인 (or Enter) was pressed. */
  readonly submitted: boolean;
}

export interface StaticLoginHandover {
  /** Removes the static form and shows the app's root; a focused field's focus and caret move to the app's. */
  giveWay(): void;
}

type LoginActor = ActorRefFrom<typeof loginMachine>;

/**
 * Takes over the static login form if index.html shows it (null otherwise, after removing a hidden one).
 * Call before the app actor starts, so the login flow gets the draft the moment it exists: in the same
 * task, before React draws it, so no keystroke falls between the two forms.
 */
export function takeOverStaticLogin(doc: Document, app: AppActorRef): StaticLoginHandover | null {
  const container = doc.getElementById(STATIC_LOGIN.root);
  if (!container) return null;
  if (container.hidden) {
    container.remove();
    return null;
  }
  const sub = app.subscribe((snapshot) => {
    const login = selectLoginActor(snapshot);
    if (!login) return;
    sub.unsubscribe();
    if (container.isConnected) sendDraft(login, readDraft(doc, container));
  });
  return {
    giveWay() {
      sub.unsubscribe();
      if (!container.isConnected) return;
      const caret = focusedField(doc, container);
      const submitted = container.hasAttribute(STATIC_LOGIN.submitted);
      container.remove();
      doc.getElementById(APP_ROOT)?.removeAttribute('hidden');
      if (!caret || submitted) return;
      const target = doc.getElementById(APP_LOGIN_FIELDS[caret.field]);
      if (!(target instanceof HTMLInputElement)) return;
      target.focus();
      target.setSelectionRange(caret.start, caret.end, caret.direction);
    },
  };
}

export function readDraft(doc: Document, container: Element): StaticLoginDraft {
  const input = (id: string) => doc.getElementById(id) as HTMLInputElement;
  return {
    userId: input(STATIC_LOGIN.userId).value,
    password: input(STATIC_LOGIN.password).value,
    saveId: input(STATIC_LOGIN.saveId).checked,
    autoLogin: input(STATIC_LOGIN.autoLogin).checked,
    submitted: container.hasAttribute(STATIC_LOGIN.submitted),
  };
}

/** The draft as the login screen's events: only what differs from the machine's first values, then the submit. */
export function sendDraft(login: LoginActor, draft: StaticLoginDraft): void {
  const form = selectForm(login.getSnapshot());
  if (draft.userId !== form.userId) login.send({ type: 'user.changeId', value: draft.userId });
  if (draft.password !== form.password) login.send({ type: 'user.changePassword', value: draft.password });
  if (draft.saveId !== form.saveId) login.send({ type: 'user.toggleSaveId' });
  if (draft.autoLogin !== form.autoLogin) login.send({ type: 'user.toggleAutoLogin' });
  if (draft.submitted) login.send({ type: 'user.submit' });
}

interface Caret {
  readonly field: keyof typeof APP_LOGIN_FIELDS;
  readonly start: number | null;
  readonly end: number | null;
  readonly direction: 'forward' | 'backward' | 'none' | undefined;
}

function focusedField(doc: Document, container: Element): Caret | null {
  const el = doc.activeElement;
  if (!(el instanceof HTMLInputElement) || !container.contains(el)) return null;
  const field = el.id === STATIC_LOGIN.userId ? 'userId' : el.id === STATIC_LOGIN.password ? 'password' : null;
  if (!field) return null;
  return { field, start: el.selectionStart, end: el.selectionEnd, direction: el.selectionDirection ?? undefined };
}
