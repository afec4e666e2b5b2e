import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from './routes';
import { isPrivatePath, shellHandling, type ShellRequest } from './shell-cache';
import { mayPrecache } from './shell-precache';

const ORIGIN = 'https://edu.example';
const BUILD = new Set(['/index.html', '/assets/index-Ab3_x9.js', '/assets/index-Q1w2.css', '/manifest.webmanifest', '/icons/icon-192.png']);
const get = (path: string, mode = 'cors'): ShellRequest => ({ url: `${ORIGIN}${path}`, method: 'GET', mode });

describe('the service worker caching rule', () => {
  it.each([
    // The hashed shell comes from the precache.
    [get('/assets/index-Ab3_x9.js'), 'precached'],
    [get('/assets/index-Q1w2.css', 'no-cors'), 'precached'],
    [get('/icons/icon-192.png'), 'precached'],
    // Not in this build's list, or another spelling of it: the network decides.
    [get('/assets/other-Zz9.js'), 'network'],
    [get('/assets/index-Ab3_x9.js?v=2'), 'network'],
    [{ ...get('/assets/index-Ab3_x9.js'), method: 'HEAD' }, 'network'],
    [{ ...get('/assets/index-Ab3_x9.js'), url: `https://cdn.example/assets/index-Ab3_x9.js` }, 'network'],
    // Page loads of the app's screens: network first, the shell only offline.
    [get('/main', 'navigate'), 'shell-when-offline'],
    [get('/', 'navigate'), 'shell-when-offline'],
    [get('/myCstmr/myCstmrView?custId=7', 'navigate'), 'shell-when-offline'],
    // Pages that are no screen of the app, and a customer's own registration page: never the shell.
    [get('/card/abc', 'navigate'), 'network'],
    [get('/join/abc', 'navigate'), 'network'],
    [get('/myCstmr/myCstmrReg/cstmrRegByCstmr?encSqno=x', 'navigate'), 'network'],
    [get('/myCstmr/myCstmrReg/cstmrRegByCstmrComplete', 'navigate'), 'network'],
    [get('/password-help.html', 'navigate'), 'network'],
    // Data: the API (PDFs included), the maintenance file, the operator endpoint.
    [get('/api/v1/getUserInfo'), 'network'],
    [{ ...get('/api/v1/auth/issueAuthToken'), method: 'POST' }, 'network'],
    [get('/api/v1/pdf/mycstmrPdf?token=x', 'navigate'), 'network'],
    [get('/worknotice.json'), 'network'],
    [get('/admin/version/ok'), 'network'],
  ] as const)('%o → %s', (req, expected) => {
    expect(shellHandling(req, ORIGIN, BUILD)).toBe(expected);
  });

  it('never precaches data, precompressed copies or files outside the shell', () => {
    for (const path of ['/index.html', '/assets/index-Ab3_x9.js', '/assets/plan-Q1.css', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-maskable-512.png'])
      expect(mayPrecache(path), path).toBe(true);
    for (const path of ['/worknotice.json', '/api/v1/version', '/assets/index-Ab3_x9.js.br', '/assets/index-Ab3_x9.js.gz', '/promotions/a.png', '/password-help.html', '/sw.js', '/downloads/app.apk'])
      expect(mayPrecache(path), path).toBe(false);
  });

  it('every screen of the route table but the customer registration pages opens offline from the shell', () => {
    for (const route of ROUTES as readonly RouteDef[]) {
      const path = route.path.replace(/\/:\w+\?$/, '').replace(/:\w+/g, '7');
      expect(shellHandling(get(path, 'navigate'), ORIGIN, BUILD), path).toBe(route.privateQuery || route.name.startsWith('cstmr-reg-by-cstmr') ? 'network' : 'shell-when-offline');
    }
  });

  it('property: nothing under /api/ or /admin/, nor the maintenance file, is ever answered from a cache', () => {
    const segment = fc.stringMatching(/^[\w.%-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('/api/', '/admin/', '/worknotice.json'),
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom('', '?x=1'),
        fc.constantFrom('GET', 'POST', 'HEAD'),
        fc.constantFrom('navigate', 'cors', 'no-cors', 'same-origin'),
        (prefix, rest, query, method, mode) => {
          const path = prefix === '/worknotice.json' ? prefix : prefix + rest.join('/');
          // Even a build list that (wrongly) named the path does not make it cacheable.
          const list = new Set([...BUILD, path]);
          expect(isPrivatePath(path)).toBe(true);
          expect(mayPrecache(path)).toBe(false);
          expect(shellHandling({ url: `${ORIGIN}${path}${query}`, method, mode }, ORIGIN, list)).toBe('network');
        },
      ),
    );
  });
});
