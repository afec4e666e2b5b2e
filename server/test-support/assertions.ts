// Assertions shared by the server tests.
import { expect } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers';

/** The headers every answer carries (docs/security.md "Headers"); HSTS only on an https public origin. */
export function expectSecurityHeaders(res: { headers: Headers }): void {
  expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(res.headers.get('origin-agent-cluster')).toBe('?1');
  expect(res.headers.get('x-xss-protection')).toBe('0');
  expect(res.headers.get('x-dns-prefetch-control')).toBe('off');
  expect(res.headers.get('x-download-options')).toBe('noopen');
  expect(res.headers.get('x-permitted-cross-domain-policies')).toBe('none');
  expect(res.headers.get('strict-transport-security')).toBeNull();
  expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
}
