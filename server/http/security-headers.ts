// Security headers on every response (API, static files, errors, admin), and no-store on API answers.
import type { MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

/** Paths whose answers are data, never cached by the browser or a proxy. */
const NO_STORE = /^\/(api|admin)(\/|$)|^\/worknotice\.json$/;

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // Responses built elsewhere may carry immutable headers; copy them into a response we own.
  let res = c.res;
  try {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.headers.set(k, v);
  } catch {
    res = new Response(res.body, res);
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.headers.set(k, v);
  }
  if (NO_STORE.test(c.req.path)) res.headers.set('Cache-Control', 'no-store');
  c.res = res;
};
