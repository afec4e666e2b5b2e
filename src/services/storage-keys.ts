// The web-storage keys of the session and the remembered login form. Apart from the session store, so
// the inline script of index.html (src/app/login/) can read them without loading Effect.
export const SESSION_KEY = 'ep.session';
export const LOGIN_KEY = 'ep.login';
