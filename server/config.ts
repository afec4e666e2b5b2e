// Time-outs and limits of the reference server in one place (docs/api.md quotes these values).
// createApp takes a ServerConfig; tests keep these limits and move the clock instead, and only
// lower the scrypt cost so that hundreds of logins stay fast.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

export interface ServerConfig {
  readonly session: {
    readonly idleMs: number;
    readonly absoluteMs: number;
    readonly autoLoginIdleMs: number;
    readonly autoLoginAbsoluteMs: number;
    readonly touchEveryMs: number;
  };
  readonly loginLimit: { readonly windowMs: number; readonly perDevice: number; readonly perUser: number; readonly lockMs: number };
  readonly http: { readonly maxBodyBytes: number };
  /** Cost of new password hashes (and of the dummy hash unknown ids are checked against). */
  readonly passwordHash: ScryptParams;
  /**
   * Origin of links the server hands out (business card SMS, the QR page's sign-up link); never taken
   * from a request. startServer sets it: EDUPLANNER_PUBLIC_ORIGIN, else the origin it listens on.
   */
  readonly publicOrigin: string;
  /** Production hides development pages (/dev/outbox). */
  readonly production: boolean;
  readonly sms: {
    /** Business cards one sender may send per rolling hour. */
    readonly profilePerHour: number;
    /** Gateway attempts per message before it is marked failed. */
    readonly maxAttempts: number;
    /** Back-off after a failed attempt: base × 2^(attempt-1). */
    readonly retryBaseMs: number;
  };
  /** Lifetime of a single-sign-on token for the outside ordering site. */
  readonly ssoTtlMs: number;
}

export const SERVER_CONFIG: ServerConfig = {
  session: {
    /** Without auto-login: idle and absolute limits. */
    idleMs: 60 * MINUTE,
    absoluteMs: 12 * HOUR,
    /** With autoLoginYn=Y. */
    autoLoginIdleMs: 14 * DAY,
    autoLoginAbsoluteMs: 30 * DAY,
    /** last_seen_at is written at most this often, to save writes. */
    touchEveryMs: MINUTE,
  },
  loginLimit: {
    windowMs: 10 * MINUTE,
    perDevice: 5,
    perUser: 20,
    lockMs: 10 * MINUTE,
  },
  http: {
    /** Largest accepted form body. */
    maxBodyBytes: 64 * 1024,
  },
  /** scrypt N=2^14, r=8, p=1: about 16 MB and 40-60 ms per hash on these machines. */
  passwordHash: { N: 16384, r: 8, p: 1 },
  /** Only apps that listen nowhere (in-process tests) keep this; startServer replaces it. */
  publicOrigin: 'http://localhost:8080',
  production: false,
  sms: { profilePerHour: 30, maxAttempts: 5, retryBaseMs: 5_000 },
  ssoTtlMs: 5 * MINUTE,
};

type Env = Readonly<Record<string, string | undefined>>;

/** EDUPLANNER_PUBLIC_ORIGIN as an origin, or null when unset; anything with a path is refused. */
export function publicOriginFromEnv(env: Env): string | null {
  const origin = env.EDUPLANNER_PUBLIC_ORIGIN?.trim();
  if (!origin) return null;
  const u = URL.canParse(origin) ? new URL(origin) : null;
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:') || u.pathname !== '/' || u.search || u.hash)
    throw new Error(`EDUPLANNER_PUBLIC_ORIGIN must be an http(s) origin without a path: ${origin}`);
  return u.origin;
}

/**
 * The origin a server bound to host:port answers on. A wildcard host (every interface) is no address
 * a browser can open, so it becomes localhost; an IPv6 address gets its brackets.
 */
export function listeningOrigin(host: string, port: number): string {
  const h = host.trim();
  const name = h === '' || h === '0.0.0.0' || h === '::' || h === '[::]' ? 'localhost' : h.includes(':') && !h.startsWith('[') ? `[${h}]` : h;
  return `http://${name}:${port}`;
}

/** The configuration of a started server: EDUPLANNER_PUBLIC_ORIGIN and EDUPLANNER_ENV over the defaults. */
export function serverConfigFromEnv(env: Env, base: ServerConfig = SERVER_CONFIG): ServerConfig {
  return { ...base, publicOrigin: publicOriginFromEnv(env) ?? base.publicOrigin, production: env.EDUPLANNER_ENV === 'production' || base.production };
}
