// @vitest-environment node
// Strict-Transport-Security only from a server whose public origin is https (a TLS proxy in front);
// no-store on data answers, whatever their route or status.
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { SERVER_CONFIG } from '../config';
import type { Db } from '../db/client';
import { expectSecurityHeaders } from '../test-support/assertions';
import { STRICT_TRANSPORT_SECURITY } from './security-headers';

const appFor = (publicOrigin: string) =>
  createApp({ db: {} as Db, clock: { now: () => new Date() }, audit: () => {}, config: { ...SERVER_CONFIG, publicOrigin } });

describe('security headers', () => {
  it('sends HSTS only when the public origin is https', async () => {
    const plain = await appFor('http://10.0.0.5:8080').request('/nothing-here');
    expectSecurityHeaders(plain);
    const behindTls = await appFor('https://ep.example.co.kr').request('/nothing-here');
    expect(behindTls.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(behindTls.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'));
  });

  it('marks API and admin answers no-store, errors included', async () => {
    const app = appFor('http://127.0.0.1:8080');
    for (const path of ['/api/v1/version', '/api/unknown', '/admin/unknown']) {
      const res = await app.request(path, { method: 'POST' });
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expectSecurityHeaders(res);
    }
    expect((await app.request('/elsewhere')).headers.get('cache-control')).toBeNull();
  });
});
