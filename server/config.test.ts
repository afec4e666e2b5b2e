// @vitest-environment node
// Where the links a server hands out lead: EDUPLANNER_PUBLIC_ORIGIN when set (an origin, nothing more),
// else the origin the server listens on, with a wildcard host made into one a browser can open.
import { describe, expect, it } from 'vitest';
import { listeningOrigin, publicOriginFromEnv, SERVER_CONFIG, serverConfigFromEnv } from './config';

describe('listeningOrigin', () => {
  it.each([
    ['127.0.0.1', 8080, 'http://127.0.0.1:8080'],
    ['localhost', 5173, 'http://localhost:5173'],
    ['0.0.0.0', 8080, 'http://localhost:8080'],
    ['::', 9000, 'http://localhost:9000'],
    ['', 3000, 'http://localhost:3000'],
    ['::1', 8080, 'http://[::1]:8080'],
    ['192.168.0.20', 18840, 'http://192.168.0.20:18840'],
    ['eduplanner.local', 80, 'http://eduplanner.local:80'],
  ])('%j on port %d → %s', (host, port, origin) => expect(listeningOrigin(host, port)).toBe(origin));
});

describe('EDUPLANNER_PUBLIC_ORIGIN', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['  ', null],
    ['https://ep.example.co.kr', 'https://ep.example.co.kr'],
    ['https://EP.example.co.kr/', 'https://ep.example.co.kr'],
    [' http://localhost:5173 ', 'http://localhost:5173'],
    ['https://ep.example.co.kr:8443', 'https://ep.example.co.kr:8443'],
  ])('%j → %j', (value, origin) => expect(publicOriginFromEnv({ EDUPLANNER_PUBLIC_ORIGIN: value })).toBe(origin));

  it.each(['https://ep.example.co.kr/app', 'https://ep.example.co.kr/?x=1', 'https://ep.example.co.kr/#a', 'ftp://ep.example.co.kr', 'ep.example.co.kr', 'not a url'])(
    'refuses %j with a message naming the variable',
    (value) => expect(() => publicOriginFromEnv({ EDUPLANNER_PUBLIC_ORIGIN: value })).toThrow(/EDUPLANNER_PUBLIC_ORIGIN/),
  );

  it('goes into the server configuration with EDUPLANNER_ENV', () => {
    expect(serverConfigFromEnv({ EDUPLANNER_PUBLIC_ORIGIN: 'https://ep.example.co.kr', EDUPLANNER_ENV: 'production' })).toMatchObject({
      publicOrigin: 'https://ep.example.co.kr',
      production: true,
    });
    expect(serverConfigFromEnv({}).publicOrigin).toBe(SERVER_CONFIG.publicOrigin);
  });
});
