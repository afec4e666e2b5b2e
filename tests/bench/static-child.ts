// Child-process entry serving one built folder (a bench reference page) with the app server's own static
// handler and security headers: precompressed .gz/.br, the same cache headers, on a free port. Reports
// { url } to the parent over IPC, stops on SIGTERM. Usage (by server-process.ts only): static-child.ts <dir>
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from '../../server/http/security-headers';
import { serveStatic } from '../../server/http/static';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: static-child.ts <dir>');

const app = new Hono();
app.use('*', securityHeaders);
app.use('*', serveStatic({ root: dir, mount: '', spaFallback: true, precompressed: true, inlineScripts: true }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.send?.({ url: `http://127.0.0.1:${info.port}`, driver: 'static', startMs: 0 });
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
