// The operator endpoint POST /admin/<op>: loopback peers only, X-Admin-Token compared in constant
// time, JSON body; it runs the same operations as the admin CLI (services/operations.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { clientIpOf, isLoopback } from '../http/client-ip';
import { logError } from '../services/audit';
import type { ServiceContext } from '../services/context';
import { OperationError, runOperation } from '../services/operations';

export const ADMIN_PREFIX = '/admin/';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Equal-length digests, so neither the length nor the content of the token leaks through timing. */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  return timingSafeEqual(digest(given ?? ''), digest(expected)) && given !== undefined && expected !== '';
}

const json = (c: Context, status: 200 | 400 | 403 | 405 | 500, body: Record<string, unknown>) => c.json(body, status);

export const adminRoute = (svc: ServiceContext, adminToken: string | undefined, maxBodyBytes: number) => async (c: Context) => {
  if (c.req.method !== 'POST') return json(c, 405, { ok: false, error: 'method not allowed' });
  const op = c.req.path.slice(ADMIN_PREFIX.length);
  const clientIp = clientIpOf(c);
  if (!adminToken || !isLoopback(clientIp) || !tokenMatches(c.req.header('x-admin-token'), adminToken)) {
    const detail = { loopback: isLoopback(clientIp) };
    await svc.audit.record({ event: 'admin.refused', clientIp, path: `admin/${op}`, rt: 'forbidden', detail });
    return json(c, 403, { ok: false, error: 'forbidden' });
  }
  let body: unknown;
  try {
    const text = await c.req.text();
    if (Buffer.byteLength(text) > maxBodyBytes) return json(c, 400, { ok: false, error: 'body too large' });
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return json(c, 400, { ok: false, error: 'body is not JSON' });
  }
  try {
    return json(c, 200, { ok: true, result: await runOperation(svc, op, body, { via: 'http', clientIp }) });
  } catch (e) {
    if (e instanceof OperationError) return json(c, 400, { ok: false, error: e.message });
    logError(`admin ${op} failed`, e);
    return json(c, 500, { ok: false, error: 'server error' });
  }
};
