// Calling the operator endpoint of a running server (admin CLI, Playwright e2e):
// await callAdmin('http://127.0.0.1:8080', token, 'maintenance/on', { cntn: '점검' }).
import { readAdminToken, readServerInfo } from '../lib/data-dir';

export class AdminCallError extends Error {
  override readonly name = 'AdminCallError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** POST /admin/<op> with the token; resolves with the operation's result, rejects with AdminCallError. */
export async function callAdmin(
  baseUrl: string,
  token: string,
  op: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(new URL(`/admin/${op}`, baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': token },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as { ok?: boolean; result?: Record<string, unknown>; error?: string };
  if (!res.ok || answer.ok !== true) throw new AdminCallError(res.status, answer.error ?? `HTTP ${res.status}`);
  return answer.result ?? {};
}

/** The base URL and token of the server running from `dataDir` (./data), or null when none is recorded. */
export function runningServer(dataDir = './data'): { url: string; token: string } | null {
  const info = readServerInfo(dataDir);
  const token = readAdminToken(dataDir);
  return info && token ? { url: info.url, token } : null;
}
