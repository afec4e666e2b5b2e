// The peer address of a request under @hono/node-server (c.env.incoming is the Node request).
// Forwarded-for headers are ignored: the reference server is not deployed behind a trusted proxy.
import type { Context } from 'hono';

export function clientIpOf(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? '';
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
export const isLoopback = (ip: string): boolean => LOOPBACK.test(ip);
