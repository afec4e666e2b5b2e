// Stand-ins for the outside sites the e2e servers offer (the ordering site's order, commission and
// card-making pages, the education centre, the sales system and the coupon app): real pages on this
// machine, so the buttons the e2e app shows lead somewhere. Each answers a small Korean page naming the path and whether a token rode along.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '../../server/lib/html';

/** The shortcut sites the e2e servers configure, as paths on the stand-in. */
export const STAND_IN_PATHS = { ORDER: '/order/pick', COMMISSION: '/commission', EDU: '/edu', CARD: '/card/make', SALES: '/sales/link', COUPON: '/coupon' } as const;

export async function startOutsideSites(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const sso = url.searchParams.has('token') ? '로그인 정보와 함께 열림' : '로그인 정보 없이 열림';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(`<!doctype html><html lang="ko"><meta charset="utf-8"><title>외부 사이트 (테스트용)</title><h1>외부 사이트 (테스트용)</h1><p>${escapeHtml(url.pathname)}</p><p>${sso}</p></html>`);
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}
