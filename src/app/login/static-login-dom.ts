// The static login form of index.html as the inline script, the app's handover and the tests address it.
// The markup itself is in index.html; a test holds it to what <LoginScreen /> renders.
export const STATIC_LOGIN = {
  /** The form's container, beside #root; removed when the app draws its first screen. */
  root: 'static-login',
  userId: 'static-login-id',
  password: 'static-login-password',
  saveId: 'static-login-save-id',
  autoLogin: 'static-login-auto-login',
  /** Put on the container by a press of 로그인 (or Enter) the app has not acted on yet. */
  submitted: 'data-submitted',
} as const;

/** The app's own login fields (LoginScreen), where the focus and caret move at the handover. */
export const APP_LOGIN_FIELDS = { userId: 'login-id', password: 'login-password' } as const;

/** The app's root element (index.html): hidden while the static form is shown in its place. */
export const APP_ROOT = 'root';
