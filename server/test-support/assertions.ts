// Assertions shared by the server tests.
import { expect } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers';

export function expectSecurityHeaders(res: { headers: Headers }): void {
  expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}
