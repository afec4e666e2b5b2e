// Server throughput and latency of one authenticated call: log in as planner01 (issueAuthToken), check a
// sample of getUserInfo answers, then drive POST /api/v1/getUserInfo with autocannon (warm-up, then the
// measured run); every answer body is checked for rt "success" (counted in mismatches otherwise).
import autocannon from 'autocannon';

export const DEVICE = { deviceUuid: 'bench-device-0001', appVersion: '1.0.0' } as const;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

export interface LoadOptions {
  readonly connections: number;
  readonly durationS: number;
  readonly warmupS: number;
}

export interface LoadResult {
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
  /** Answers checked one by one before the run (rt success, userId planner01). */
  readonly sampleChecked: number;
}

export async function issueToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/issueAuthToken`, {
    method: 'POST',
    headers: { ...FORM, authorization: `Basic ${Buffer.from('eduplanner-web:').toString('base64')}` },
    body: new URLSearchParams({ userId: 'planner01', password: 'demo1234', autoLoginYn: 'Y', ...DEVICE }).toString(),
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

async function checkSample(baseUrl: string, token: string, n: number): Promise<number> {
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${baseUrl}/api/v1/getUserInfo`, request(token));
    const body = (await res.json()) as { rt: string; data?: { userInfo?: { userId?: string } } };
    if (res.status !== 200 || body.rt !== 'success' || body.data?.userInfo?.userId !== 'planner01')
      throw new Error(`getUserInfo sample ${i}: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return n;
}

const cannon = (baseUrl: string, token: string, connections: number, duration: number) =>
  autocannon({
    url: `${baseUrl}/api/v1/getUserInfo`,
    ...request(token),
    connections,
    duration,
    timeout: 10,
    verifyBody: (body: unknown) => typeof body === 'string' && body.includes('"rt":"success"'),
  });

export async function loadTest(baseUrl: string, opts: LoadOptions): Promise<LoadResult> {
  const token = await issueToken(baseUrl);
  const sampleChecked = await checkSample(baseUrl, token, 20);
  await cannon(baseUrl, token, opts.connections, opts.warmupS);
  const r = await cannon(baseUrl, token, opts.connections, opts.durationS);
  // The session must still answer after the run (no expiry or lock-out during it).
  await checkSample(baseUrl, token, 3);
  return {
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
    sampleChecked: sampleChecked + 3,
  };
}
