// Time-outs and limits of the reference server in one place (docs/api.md quotes these values).
// createApp takes a ServerConfig; tests keep these limits and move the clock instead, and only
// lower the scrypt cost so that hundreds of logins stay fast.
import { operatorUrl } from '../src/domain/shared/safe-url';

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
  /** Login rate limiting (docs/api.md, "Login rate limiting"); failure counts are within windowMs. */
  readonly loginLimit: {
    readonly windowMs: number;
    /** Failures of one id on one device. */
    readonly perUserDevice: number;
    /** Failures of one id from any devices; devices that signed in to the id before are exempt from this lock. */
    readonly perUser: number;
    /** Failures of one device for any ids. */
    readonly perDevice: number;
    /** Failures from one source address (an IPv6 /64) for any ids from any devices. */
    readonly perAddress: number;
    /** How long a lock lasts, from the failure that reached a limit. */
    readonly lockMs: number;
    /** Failure rows older than this are deleted (must exceed windowMs + lockMs). */
    readonly keepFailuresMs: number;
    /** A device stays known to an id this long after its last successful login there... */
    readonly knownDeviceMs: number;
    /** ...and only the most recent this many per id. */
    readonly knownDevicesPerUser: number;
  };
  readonly http: { readonly maxBodyBytes: number; readonly bulkBodyBytes: number };
  /** Cost of new password hashes (and of the dummy hash unknown ids are checked against). */
  readonly passwordHash: ScryptParams;
  /**
   * Origin of links the server hands out (business card SMS, the QR page's sign-up link); never taken
   * from a request. startServer sets it: EDUPLANNER_PUBLIC_ORIGIN, else the origin it listens on.
   */
  readonly publicOrigin: string;
  /**
   * Production (EDUPLANNER_ENV or NODE_ENV production): never seeds demo data, needs a real SMS gateway.
   */
  readonly production: boolean;
  /**
   * Development pages (/dev/outbox) are served only when development was chosen explicitly
   * (EDUPLANNER_ENV=development: `npm run dev`, the test servers); off by default.
   */
  readonly development: boolean;
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
  /**
   * The public road-address search the address popup forwards to (docs/api.md "Address search"):
   * EDUPLANNER_JUSO_API_KEY (its confmKey; never logged) and EDUPLANNER_JUSO_API_URL. Without a key the
   * server answers from its own address table (demo data, D50).
   */
  readonly juso: { readonly apiKey: string | null; readonly apiUrl: string; readonly timeoutMs: number };
}

/** The road-address search endpoint of the Korean address service (juso.go.kr), answering JSON. */
export const JUSO_API_URL = 'https://business.juso.go.kr/addrlink/addrLinkApi.do';

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
    perUserDevice: 5,
    perUser: 20,
    /** Twice the per-id-and-device limit: a user unsure of their own id is not stopped by it. */
    perDevice: 10,
    /** An office behind one NAT address shares this, so it is well above a few people's typos. */
    perAddress: 30,
    lockMs: 10 * MINUTE,
    keepFailuresMs: DAY,
    knownDeviceMs: 90 * DAY,
    knownDevicesPerUser: 10,
  },
  http: {
    /** Largest accepted form body. */
    maxBodyBytes: 64 * 1024,
    /** ... of the calls that carry a selection of up to 1,000 customers' sealed tokens (BULK_BODY_CALLS). */
    bulkBodyBytes: 320 * 1024,
  },
  /** scrypt N=2^14, r=8, p=1: about 16 MB and 40-60 ms per hash on these machines. */
  passwordHash: { N: 16384, r: 8, p: 1 },
  /** Only apps that listen nowhere (in-process tests) keep this; startServer replaces it. */
  publicOrigin: 'http://localhost:8080',
  production: false,
  development: false,
  sms: { profilePerHour: 30, maxAttempts: 5, retryBaseMs: 5_000 },
  ssoTtlMs: 5 * MINUTE,
  juso: { apiKey: null, apiUrl: JUSO_API_URL, timeoutMs: 5_000 },
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

/** Production as the environment says it: EDUPLANNER_ENV=production, or NODE_ENV=production. */
export const isProductionEnv = (env: Env): boolean => env.EDUPLANNER_ENV === 'production' || env.NODE_ENV === 'production';

/**
 * EDUPLANNER_JUSO_API_KEY and EDUPLANNER_JUSO_API_URL over `base`: a key turns the proxy on; the address must be
 * https (plain http only on this machine), else the server refuses to start.
 */
export function jusoFromEnv(env: Env, base: ServerConfig['juso'] = SERVER_CONFIG.juso): ServerConfig['juso'] {
  const apiKey = env.EDUPLANNER_JUSO_API_KEY?.trim() || base.apiKey;
  const rawUrl = env.EDUPLANNER_JUSO_API_URL?.trim();
  if (!rawUrl) return { ...base, apiKey };
  const apiUrl = operatorUrl(rawUrl);
  if (apiUrl === null) throw new Error('EDUPLANNER_JUSO_API_URL must be https (plain http only on this machine)');
  return { ...base, apiKey, apiUrl };
}

/** The configuration of a started server: EDUPLANNER_PUBLIC_ORIGIN, EDUPLANNER_ENV and the address search's over the defaults. */
export function serverConfigFromEnv(env: Env, base: ServerConfig = SERVER_CONFIG): ServerConfig {
  const production = isProductionEnv(env) || base.production;
  return {
    ...base,
    juso: jusoFromEnv(env, base.juso),
    publicOrigin: publicOriginFromEnv(env) ?? base.publicOrigin,
    production,
    // Never both: a production environment keeps development pages off whatever else is set.
    development: !production && (env.EDUPLANNER_ENV === 'development' || base.development),
  };
}
