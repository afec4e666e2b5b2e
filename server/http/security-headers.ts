// Security headers on every response (API, static files, errors, admin), and no-store on API answers.
// A page with inline scripts (index.html) gets a policy that names exactly their hashes, never 'unsafe-inline'.
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** CSP sources ('sha256-…') of the inline scripts of the page this answer carries. */
    inlineScripts: readonly string[];
  }
}

export function contentSecurityPolicy(inlineScripts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts.map((h) => `'${h}'`)].join(' '),
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The handler serving a page names the hashes of its inline scripts; that answer's policy allows them. */
export const allowInlineScripts = (c: Context, hashes: readonly string[]): void => c.set('inlineScripts', hashes);

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

const HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/** Paths whose answers are data, never cached by the browser or a proxy. */
const NO_STORE = /^\/(api|admin)(\/|$)|^\/worknotice\.json$/;

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const noStore = NO_STORE.test(c.req.path);
  const inline = c.get('inlineScripts');
  const apply = (h: Headers) => {
    for (const [k, v] of HEADER_ENTRIES) h.set(k, v);
    if (inline?.length) h.set('Content-Security-Policy', contentSecurityPolicy(inline));
    if (noStore) h.set('Cache-Control', 'no-store');
  };
  // Set in place: assigning c.res makes Hono rebuild the response, a measurable cost per call.
  try {
    apply(c.res.headers);
  } catch {
    // Responses built elsewhere may carry immutable headers; copy them into a response we own.
    const res = new Response(c.res.body, c.res);
    apply(res.headers);
    c.res = res;
  }
};
