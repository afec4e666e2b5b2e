// The script index.html runs inline, before the app's modules arrive (put there by
// server/static/inline-script-plugin.ts; the server's CSP allows exactly it by its hash). Where the app
// would open on its login page (src/domain/login/static-login.ts), it prefills the static form as the
// login screen does and shows it once the maintenance file says the service is open. A press of 로그인
// never submits natively: it is kept on the form for the app, which acts on it when its start-up checks
// allow (docs/decisions.md D32).
import { isServiceOpen, loginPrefill, opensOnLogin } from '../../domain/login/static-login';
import { LOGIN_KEY, SESSION_KEY } from '../../services/storage-keys';
import { APP_ROOT, STATIC_LOGIN } from './static-login-dom';

/** The maintenance file's URL (VITE_API_BASE), the one index.html preloads. */
declare const __WORK_NOTICE_URL__: string;

/** Storage may be refused (private mode, a locked-down web view): then nothing is stored. */
function stored(area: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

function parsed(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

const container = document.getElementById(STATIC_LOGIN.root);
const form = container?.querySelector('form');
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const hasStoredSession = stored('localStorage', SESSION_KEY) !== null || stored('sessionStorage', SESSION_KEY) !== null;

if (container && form && opensOnLogin({ path: location.pathname, userAgent: navigator.userAgent, hasStoredSession })) {
  const prefill = loginPrefill(parsed(stored('localStorage', LOGIN_KEY)));
  field(STATIC_LOGIN.userId).value = prefill.userId;
  field(STATIC_LOGIN.saveId).checked = prefill.saveId;
  field(STATIC_LOGIN.autoLogin).checked = prefill.autoLogin;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    container.setAttribute(STATIC_LOGIN.submitted, '');
    // As the login screen shows a submit under way; the app re-enables it if the login does not go through.
    form.querySelector('button[type="submit"]')?.setAttribute('disabled', '');
  });
  // Same request as the preload in <head> (default mode and credentials), so it is answered from there.
  fetch(__WORK_NOTICE_URL__, { credentials: 'same-origin' })
    .then((res) => (res.ok ? res.json() : null))
    .then(
      (answer: unknown) => {
        // The app removes a form still hidden when it starts: none appears once the app draws.
        if (!isServiceOpen(answer) || !container.isConnected) return;
        document.getElementById(APP_ROOT)?.setAttribute('hidden', '');
        container.hidden = false;
      },
      () => undefined,
    );
}
