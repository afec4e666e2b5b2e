// Link safety rule: a table of accepted and refused links (the obfuscation tricks browsers fall for),
// and properties over arbitrary strings: whatever passes is a plain absolute http(s) URL.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operatorUrl, safeHttpUrl } from './safe-url';

const BASE = 'https://app.example.kr/main?x=1';

describe('safeHttpUrl: accepted links', () => {
  it.each([
    ['https://www.example.com', 'https://www.example.com/'],
    ['http://example.com/a?b=c#d', 'http://example.com/a?b=c#d'],
    ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['https://example.com:8443/x', 'https://example.com:8443/x'],
    ['https://한국.kr/', 'https://xn--3e0b707e.kr/'],
    ['https://example.com/search?q=%ED%95%9C%20a', 'https://example.com/search?q=%ED%95%9C%20a'],
  ])('%s → %s', (raw, expected) => {
    expect(safeHttpUrl(raw)).toBe(expected);
    expect(safeHttpUrl(raw, BASE)).toBe(expected);
  });

  it.each([
    ['/notice/detail?itemId=3', 'https://app.example.kr/notice/detail?itemId=3'],
    ['/', 'https://app.example.kr/'],
    ['/a/../b', 'https://app.example.kr/b'],
  ])('same-origin path %s with a base → %s', (raw, expected) => {
    expect(safeHttpUrl(raw, BASE)).toBe(expected);
    expect(safeHttpUrl(raw)).toBeNull();
  });
});

describe('safeHttpUrl: refused links', () => {
  it.each([
    ['empty', ''],
    ['javascript', 'javascript:alert(1)'],
    ['javascript, mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript with a tab', 'java\tscript:alert(1)'],
    ['javascript with a newline', 'java\nscript:alert(1)'],
    ['leading space', ' javascript:alert(1)'],
    ['leading NUL', '\u0000javascript:alert(1)'],
    ['NUL inside an http URL', 'https://exa\u0000mple.com'],
    ['zero-width space', 'https://exa\u200bmple.com'],
    ['bidi override', 'https://example.com/\u202egpj.exe'],
    ['no-break space', '\u00a0https://example.com'],
    ['trailing newline', 'https://example.com\n'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['ftp', 'ftp://example.com/'],
    ['intent (Android)', 'intent://scan/#Intent;scheme=zxing;end'],
    ['custom app scheme', 'eduplanner://open'],
    ['protocol-relative', '//evil.com/x'],
    ['protocol-relative with a backslash', '/\\evil.com'],
    ['backslashes', '\\\\evil.com'],
    ['backslash after scheme', 'https:\\\\evil.com'],
    ['scheme without slashes', 'https:evil.com'],
    ['three slashes', 'https:///evil.com'],
    ['credentials', 'https://user:pass@example.com/'],
    ['host disguised as user', 'https://app.example.kr@evil.com/'],
    ['empty credentials', 'https://@evil.com/'],
    ['relative without slash', 'notice/detail'],
    ['query only', '?x=1'],
    ['no host', 'https://'],
    ['entity-encoded scheme', 'javascript&colon;alert(1)'],
  ])('%s', (_label, raw) => {
    expect(safeHttpUrl(raw)).toBeNull();
    expect(safeHttpUrl(raw, BASE)).toBeNull();
  });

  it('refuses paths when the base itself is not http(s)', () => {
    expect(safeHttpUrl('/x', 'file:///index.html')).toBeNull();
    expect(safeHttpUrl('/x', 'not a url')).toBeNull();
  });
});

const HIDDEN = fc.constantFrom('\u0000', '\t', '\n', '\r', ' ', '\u000b', '\u007f', '\u0085', '\u00a0', '\u200b', '\u200e', '\u2028', '\u202e', '\u3000', '\ufeff');

describe('safeHttpUrl: properties', () => {
  it('whatever passes is an absolute http(s) URL without credentials, and passes again unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((s) => `/${s}`)), (raw) => {
        const out = safeHttpUrl(raw, BASE);
        if (out === null) return;
        const url = new URL(out);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.username + url.password).toBe('');
        expect(safeHttpUrl(out)).toBe(out);
      }),
    );
  });

  it('ordinary web URLs pass', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }), (raw) => {
        expect(safeHttpUrl(raw)).not.toBeNull();
      }),
    );
  });

  it('a hidden or space character anywhere makes any link unsafe', () => {
    const link = fc.oneof(fc.webUrl(), fc.constant('/notice'), fc.constant('javascript:alert(1)'));
    fc.assert(
      fc.property(link, HIDDEN, fc.nat(), (raw, ch, at) => {
        const i = at % (raw.length + 1);
        expect(safeHttpUrl(raw.slice(0, i) + ch + raw.slice(i), BASE)).toBeNull();
      }),
    );
  });

  it('a path with a base never leaves the base origin', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = safeHttpUrl(`/${s}`, BASE);
        if (out !== null) expect(new URL(out).origin).toBe('https://app.example.kr');
      }),
    );
  });

  it('no other scheme passes, whatever its case or payload', () => {
    const scheme = fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'intent', 'ftp');
    const mixCase = (s: string, mask: number) => [...s].map((c, i) => ((mask >> i) & 1 ? c.toUpperCase() : c)).join('');
    fc.assert(
      fc.property(scheme, fc.nat(), fc.string(), (sch, mask, rest) => {
        expect(safeHttpUrl(`${mixCase(sch, mask)}:${rest}`, BASE)).toBeNull();
      }),
    );
  });
});

describe('operatorUrl: configured outside addresses', () => {
  it.each([
    ['https://order.example.co.kr/order/pick', 'https://order.example.co.kr/order/pick'],
    ['HTTPS://Edu.Example.com', 'https://edu.example.com/'],
    ['http://localhost:18900/card', 'http://localhost:18900/card'],
    ['http://127.0.0.1/x?y=1', 'http://127.0.0.1/x?y=1'],
    ['http://[::1]:8080/', 'http://[::1]:8080/'],
  ])('accepts %s', (raw, expected) => expect(operatorUrl(raw)).toBe(expected));

  it.each([
    ['plain http elsewhere', 'http://order.example.co.kr/'],
    ['plain http on a LAN address', 'http://192.168.0.10/'],
    ['http on a host that only starts like localhost', 'http://localhost.evil.example/'],
    ['a path', '/downloads/x'],
    ['javascript', 'javascript:alert(1)'],
    ['credentials', 'https://user:pw@order.example.co.kr/'],
    ['a space', 'https://order.example.co.kr/a b'],
    ['ftp', 'ftp://example.com/'],
    ['empty', ''],
  ])('refuses %s', (_label, raw) => expect(operatorUrl(raw)).toBeNull());

  it('whatever passes also passes the link rule and is https unless it is this machine', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (raw) => {
        const out = operatorUrl(raw);
        if (out === null) return;
        expect(safeHttpUrl(out)).toBe(out);
        const url = new URL(out);
        if (url.protocol !== 'https:') expect(['localhost', '127.0.0.1', '[::1]']).toContain(url.hostname);
      }),
    );
  });
});
