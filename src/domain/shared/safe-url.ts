// Link safety for everything handed to the native shell or window.open (docs/bridge.md "Link safety"):
// only absolute http(s) URLs, or same-origin paths when a base is given. The check is strict on purpose:
// a link the shell opens runs outside the page's CSP, so anything a browser might read as another
// scheme (`java\tscript:`, `/\evil`, `https:evil`) is refused instead of normalised.

/**
 * Control characters, every kind of Unicode space and the invisible format characters (zero-width,
 * bidi overrides). Browsers strip or skip some of them while parsing, which is how `java\tscript:` works.
 */
const HIDDEN_OR_SPACE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
const ABSOLUTE_HTTP = /^https?:\/\/[^/\\]/i;
/** A root-relative path: one slash, then not a second slash (that would be protocol-relative). */
const ROOT_PATH = /^\/(?![/\\])/;

function parse(raw: string, base?: string): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

function isPlainHttp(url: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
}

/**
 * The normalised absolute URL when `raw` is safe to open, otherwise null.
 * Without `base`, only absolute http(s) URLs pass. With `base` (the page's own URL), a root-relative
 * path such as `/notice/detail?itemId=3` also passes and comes back resolved against the base origin.
 * Credentials in the URL, backslashes and hidden or space characters anywhere make it unsafe.
 */
export function safeHttpUrl(raw: string, base?: string): string | null {
  if (typeof raw !== 'string' || raw === '' || HIDDEN_OR_SPACE.test(raw) || raw.includes('\\')) return null;
  if (ABSOLUTE_HTTP.test(raw)) {
    // Any `@` in the authority, even `https://@host` with empty credentials, is the classic disguise.
    const authority = raw.slice(raw.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
    if (authority.includes('@')) return null;
    const url = parse(raw);
    return url && isPlainHttp(url) ? url.href : null;
  }
  if (base === undefined || !ROOT_PATH.test(raw)) return null;
  const origin = parse(base);
  if (!origin || !isPlainHttp(origin)) return null;
  const url = parse(raw, origin.origin);
  return url && isPlainHttp(url) && url.origin === origin.origin ? url.href : null;
}


/** The machine itself: the only place plain http is acceptable for a configured address. */
const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An outside address an operator configures (shortcut sites, the SMS gateway): the normalised URL when it is a safe
 * absolute https URL, or http on this machine (a local stand-in); null otherwise. Plain http elsewhere
 * would hand the user's single-sign-on token to anyone on the network.
 */
export function operatorUrl(raw: string): string | null {
  const safe = safeHttpUrl(raw);
  if (safe === null) return null;
  const url = new URL(safe);
  return url.protocol === 'https:' || LOCAL_HOSTS.has(url.hostname) ? safe : null;
}
