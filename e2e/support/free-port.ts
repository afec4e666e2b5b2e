// A free TCP port on this machine, for a spec that starts a server of its own (the dev server, an install copy).
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}
