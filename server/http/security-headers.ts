// Security headers on every response (API, static files, errors, admin) by hono's secureHeaders, each one
// chosen in docs/security.md "Headers"; around it, what is ours: a page with inline scripts (index.html)
// gets a policy naming exactly their hashes (never 'unsafe-inline'), and API answers are never stored.
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { SELF_PATH } from '../../src/domain/registration/pages';

declare module 'hono' {
  interface ContextVariableMap {
    /** CSP sources ('sha256-…') of the inline scripts of the page this answer carries. */
    inlineScripts: readonly string[];
  }
}

/** The policy's directives, in the form secureHeaders takes them. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  // The installed app (D65): its service worker (/sw.js) and manifest come from the app's origin only.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
} satisfies Record<string, string[]>;

const kebab = (directive: string) => directive.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);

/** The policy as sent (the same text secureHeaders makes of CSP_DIRECTIVES), with a page's inline-script hashes. */
export function contentSecurityPolicy(inlineScripts: readonly string[] = []): string {
  const directives = { ...CSP_DIRECTIVES, scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...inlineScripts.map((h) => `'${h}'`)] };
  return Object.entries(directives)
    .map(([directive, sources]) => [kebab(directive), ...sources].join(' '))
    .join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The handler serving a page names the hashes of its inline scripts; that answer's policy allows them. */
export const allowInlineScripts = (c: Context, hashes: readonly string[]): void => c.set('inlineScripts', hashes);

/** The Strict-Transport-Security value sent when the public origin is https (secureHeaders' default). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains';

/**
 * secureHeaders' defaults stay on unless named here (docs/security.md "Headers" says why for each):
 * Referrer-Policy sends the origin to other sites instead of nothing, HSTS only behind https.
 */
const libraryHeaders = (https: boolean) =>
  secureHeaders({
    contentSecurityPolicy: CSP_DIRECTIVES,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https ? STRICT_TRANSPORT_SECURITY : false,
  });

/** The self-registration pages: their address carries the link's sealed parameters, which no request may pass on (D53). */
const NO_REFERRER = (path: string) => path.startsWith(SELF_PATH);

/** Paths whose answers are data, never cached by the browser or a proxy. */
const NO_STORE = /^\/(api|admin)(\/|$)|^\/worknotice\.json$/;

const withOwnHeaders =
  (library: MiddlewareHandler): MiddlewareHandler =>
  async (c, next) => {
    await library(c, next);
    // After the library: its CSP callbacks run before the handler, so they cannot name the hashes of the
    // page it serves, and a nonce would mean rewriting the prebuilt (precompressed) index.html per answer.
    // Set in place, as secureHeaders does: assigning c.res makes Hono rebuild the response.
    const inline = c.get('inlineScripts');
    if (inline?.length) c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(inline));
    if (NO_STORE.test(c.req.path)) c.res.headers.set('Cache-Control', 'no-store');
    if (NO_REFERRER(c.req.path)) c.res.headers.set('Referrer-Policy', 'no-referrer');
  };

/** For a server reached over plain http (no HSTS): tests, the bench, local and LAN servers. */
export const securityHeaders: MiddlewareHandler = withOwnHeaders(libraryHeaders(false));
const httpsSecurityHeaders: MiddlewareHandler = withOwnHeaders(libraryHeaders(true));

/** The headers for a server whose links carry `publicOrigin`: HSTS only when that origin is https (a TLS proxy in front). */
export const securityHeadersFor = (publicOrigin: string): MiddlewareHandler =>
  publicOrigin.startsWith('https:') ? httpsSecurityHeaders : securityHeaders;
