import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msg } from '../messages';
import { LOGIN_ID_MAX, checkLogin, clampLoginId } from './login';

describe('login checks (spec 1 §5)', () => {
  it.each([
    ['', 'pw', 'userId', msg.loginIdRequired],
    ['   ', 'pw', 'userId', msg.loginIdRequired],
    ['planner01', '', 'password', msg.loginPasswordRequired],
    ['planner01', '  \t ', 'password', msg.loginPasswordRequired],
    ['', '', 'userId', msg.loginIdRequired],
  ])('id %j, password %j → %s message', (id, pw, field, message) => {
    expect(checkLogin(id, pw)).toEqual({ ok: false, field, message });
  });

  it('trims both fields before sending', () => {
    expect(checkLogin('  planner01 ', ' demo1234  ')).toEqual({ ok: true, userId: 'planner01', password: 'demo1234' });
  });

  it('keeps at most 18 characters of the id', () => {
    expect(clampLoginId('a'.repeat(25))).toHaveLength(LOGIN_ID_MAX);
    expect(clampLoginId('가나다')).toBe('가나다');
  });

  it('property: an accepted id is trimmed, non-empty and at most 18 characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (id, pw) => {
        const r = checkLogin(id, pw);
        if (r.ok) {
          expect(r.userId.length).toBeGreaterThan(0);
          expect(Array.from(r.userId).length).toBeLessThanOrEqual(LOGIN_ID_MAX);
          expect(r.password).toBe(pw.trim());
        } else {
          expect([msg.loginIdRequired, msg.loginPasswordRequired]).toContain(r.message);
        }
      }),
    );
  });

  it('property: clamping is idempotent and a prefix', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const c = clampLoginId(s);
        expect(clampLoginId(c)).toBe(c);
        expect(s.startsWith(c)).toBe(true);
      }),
    );
  });
});
