// Concurrent load on one call of the organisation bench (the branch head's home-screen calls): autocannon
// against the server child, one signed-in user on every connection, a warm-up run, then the measured run;
// every answer must be an rt "success" envelope (mismatches otherwise) and a sample is checked by hand.
import autocannon from 'autocannon';
import { DEVICE } from './load';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

export interface OrgLoadResult {
  readonly path: string;
  readonly connections: number;
  readonly durationS: number;
  readonly requests: number;
  readonly requestsPerSec: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly non2xx: number;
  readonly notSuccess: number;
  readonly errors: number;
  readonly timeouts: number;
}

/** `check` decides whether a sample answer's data is right (asked five times before the run). */
export async function orgLoad(
  baseUrl: string,
  token: string,
  path: string,
  fields: Record<string, string>,
  o: { connections: number; durationS: number; warmupS: number },
  check: (data: any) => boolean,
): Promise<OrgLoadResult> {
  const request = { method: 'POST' as const, headers: { ...FORM, authorization: `Bearer ${token}` }, body: new URLSearchParams({ ...DEVICE, ...fields }).toString() };
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${baseUrl}/api/v1/${path}`, request);
    const body = (await res.json()) as { rt: string; data?: unknown };
    if (res.status !== 200 || body.rt !== 'success' || !check(body.data)) throw new Error(`${path} sample: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  const run = (duration: number) =>
    autocannon({
      url: `${baseUrl}/api/v1/${path}`,
      ...request,
      connections: o.connections,
      duration,
      timeout: 10,
      verifyBody: (body: unknown) => typeof body === 'string' && body.includes('"rt":"success"'),
    });
  await run(o.warmupS);
  const r = await run(o.durationS);
  return {
    path,
    connections: o.connections,
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
  };
}
