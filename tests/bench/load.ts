// Server throughput and latency of one authenticated call (getUserInfo, or the home screen's dashboard):
// log in as planner01 (issueAuthToken), check a sample of answers, then drive the call with autocannon
// (warm-up, then the measured run); every answer body is checked for rt "success" (mismatches otherwise).
import autocannon from 'autocannon';

export const DEVICE = { deviceUuid: 'bench-device-0001', appVersion: '1.0.0' } as const;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

export interface LoadOptions {
  readonly connections: number;
  readonly durationS: number;
  readonly warmupS: number;
}

export type LoadedCall = 'getUserInfo' | 'dashboard';

/** What a correct answer of each call carries for planner01. */
const CHECK: Record<LoadedCall, (data: any) => boolean> = {
  getUserInfo: (d) => d?.userInfo?.userId === 'planner01',
  dashboard: (d) => Array.isArray(d?.cardList) && d.cardList.length > 0 && typeof d?.userInfo?.attendCnt === 'number',
};

export interface LoadResult {
  readonly call: LoadedCall;
  /** Distinct users whose tokens were spread over the connections. */
  readonly users: number;
  readonly connections: number;
  readonly durationS: number;
  readonly requests: number;
  readonly requestsPerSec: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly non2xx: number;
  /** 2xx answers whose body is not an rt "success" envelope. */
  readonly notSuccess: number;
  readonly errors: number;
  readonly timeouts: number;
  /** Answers checked one by one before and after the run (rt success, and the call's own check). */
  readonly sampleChecked: number;
}

export async function issueToken(baseUrl: string, userId = 'planner01'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/issueAuthToken`, {
    method: 'POST',
    headers: { ...FORM, authorization: `Basic ${Buffer.from('eduplanner-web:').toString('base64')}` },
    body: new URLSearchParams({ userId, password: 'demo1234', autoLoginYn: 'Y', ...DEVICE }).toString(),
  });
  const body = (await res.json()) as { rt: string; rtMsg?: string; data?: { authToken?: string } };
  if (body.rt !== 'success' || !body.data?.authToken) throw new Error(`login failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.data.authToken;
}

const request = (token: string) => ({
  method: 'POST' as const,
  headers: { ...FORM, authorization: `Bearer ${token}` },
  body: new URLSearchParams(DEVICE).toString(),
});

async function checkSample(baseUrl: string, call: LoadedCall, token: string, n: number): Promise<number> {
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${baseUrl}/api/v1/${call}`, request(token));
    const body = (await res.json()) as { rt: string; data?: unknown };
    if (res.status !== 200 || body.rt !== 'success' || !CHECK[call](body.data))
      throw new Error(`${call} sample ${i}: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return n;
}

/** Connection i sends tokens[i % tokens.length]: one user on every connection, or many users spread over them. */
const cannon = (baseUrl: string, call: LoadedCall, tokens: readonly string[], connections: number, duration: number) => {
  let next = 0;
  return autocannon({
    url: `${baseUrl}/api/v1/${call}`,
    ...request(tokens[0]!),
    connections,
    duration,
    timeout: 10,
    setupClient: (client: { setHeaders(h: Record<string, string>): void }) =>
      client.setHeaders({ ...FORM, authorization: `Bearer ${tokens[next++ % tokens.length]}` }),
    verifyBody: (body: unknown) => typeof body === 'string' && body.includes('"rt":"success"'),
  });
};

/**
 * Logs in each of `users` (planner01 alone by default) and drives `call` with their tokens spread over
 * the connections. One user measures the server's per-user sharing at its best; many users (the whole
 * seeded organisation) make every concurrent call a query of its own.
 */
export async function loadTest(baseUrl: string, opts: LoadOptions, call: LoadedCall = 'getUserInfo', users: readonly string[] = ['planner01']): Promise<LoadResult> {
  if (call === 'getUserInfo' && users.some((u) => u !== 'planner01')) throw new Error('the getUserInfo check expects planner01');
  const tokens: string[] = [];
  for (const u of users) tokens.push(await issueToken(baseUrl, u));
  let sampleChecked = 0;
  for (const t of tokens) sampleChecked += await checkSample(baseUrl, call, t, tokens.length > 1 ? 1 : 20);
  await cannon(baseUrl, call, tokens, opts.connections, opts.warmupS);
  const r = await cannon(baseUrl, call, tokens, opts.connections, opts.durationS);
  // The sessions must still answer after the run (no expiry or lock-out during it).
  for (const t of tokens.slice(0, 3)) sampleChecked += await checkSample(baseUrl, call, t, 1);
  return {
    call,
    users: users.length,
    connections: opts.connections,
    durationS: r.duration,
    requests: r.requests.total,
    requestsPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p90Ms: r.latency.p90,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    non2xx: r.non2xx,
    notSuccess: r.mismatches,
    errors: r.errors,
    timeouts: r.timeouts,
    sampleChecked,
  };
}
