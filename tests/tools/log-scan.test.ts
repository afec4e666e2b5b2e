// The log scan: full phone numbers, passwords, tokens and verification codes are found, by line and kind,
// without the secret in full; masked numbers, timestamps, ids, flags and what the server's redact() leaves are not.
import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registrationMessages } from '../../src/domain/registration/messages';
import { redact } from '../../server/services/redact';
import { scanLog, textedCodes, type KnownSecrets } from './log-scan';

const NONE: KnownSecrets = { passwords: [], tokens: [], codes: [] };
const kinds = (text: string, known: KnownSecrets = NONE) => scanLog(text, known).map((f) => f.kind);

describe('scanLog', () => {
  it.each([
    ['010-1234-5678', '…5678'],
    ['01012345678', '…5678'],
    ['tel 010 1234 5678.', '…5678'],
    ['010.9876.5432', '…5432'],
    ['011-234-5678', '…5678'],
    ['016-2345-6789', '…6789'],
    ['019 123 4567', '…4567'],
    ['+82 10-1234-5678', '…5678'],
    ['+821012345678', '…5678'],
    ['{"tel":"０１０－９８７６－５４３２"}', '…5432'],
  ])('finds the full mobile number in %s, naming only its last 4 digits', (line, hint) => {
    expect(scanLog(line, NONE)).toEqual([{ line: 1, kind: 'phone', hint }]);
  });

  it.each([
    '010-****-5678',
    '*******5678',
    '{"ts":"2026-03-12T08:30:00.000Z","event":"login.success"}',
    'at 1741735800000 ms',
    '02-123-4567',
    'kwkkey 20260312000123',
    'e2e server ready on http://127.0.0.1:19100 (links: http://127.0.0.1:19100)',
  ])('finds no phone in %s', (line) => {
    expect(kinds(line)).toEqual([]);
  });

  it('finds the run’s passwords anywhere and any password-named field with a value', () => {
    const known = { ...NONE, passwords: ['demo1234'] };
    expect(kinds('{"userId":"planner01","password":"demo1234"}', known)).toEqual(['password']);
    expect(kinds('typed demo1234 twice', known)).toEqual(['password']);
    expect(kinds('login failed: password=hunter2 for x')).toEqual(['password']);
    expect(kinds('{"initialPassword":"Q7kz9WmPa2"}')).toEqual(['password']);
    expect(kinds('pswd: s3cret')).toEqual(['password']);
  });

  it('finds no password in masked, dropped or flag fields', () => {
    const known = { ...NONE, passwords: ['demo1234'] };
    expect(kinds('login failed: password=*** for x', known)).toEqual([]);
    expect(kinds('{"event":"login.failure","userId":"planner01","detail":{"reason":"password"}}', known)).toEqual([]);
    expect(kinds('{"passwordChanged":true}', known)).toEqual([]);
  });

  it('finds tokens: the run’s own, bearer and token fields, and the shapes the server mints', () => {
    const session = randomBytes(32).toString('base64url');
    const admin = randomBytes(32).toString('hex');
    const card = randomBytes(24).toString('base64url');
    expect(kinds(`GET /api with ${session}`, { ...NONE, tokens: [session] })).toEqual(['token']);
    expect(kinds('Authorization: Bearer abc123')).toEqual(['token']);
    expect(kinds('{"authToken":"abc.def"}')).toEqual(['token']);
    expect(kinds(`x-admin-token ${admin}`)).toEqual(['token']);
    expect(kinds(`/card/${card}`)).toEqual(['token']);
    // A long random token whose characters happen to miss a class is still found when the run knows it.
    expect(kinds('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', { ...NONE, tokens: ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'] })).toEqual(['token']);
  });

  it('finds no token in masked or empty token fields, result codes, uuids and words', () => {
    expect(kinds('Authorization: Bearer ***')).toEqual([]);
    expect(kinds('{"authToken": "***"}')).toEqual([]);
    expect(kinds('{"pushToken":null,"rt":"auth_token_expired"}')).toEqual([]);
    expect(kinds(`{"deviceUuid":"${randomUUID()}","path":"api/v1/auth/issueAuthToken"}`)).toEqual([]);
    expect(kinds('EDUPLANNER_CLOCK_START --disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup')).toEqual([]);
    expect(kinds('    at file:///work/main/node_modules/@electric-sql/pglite/dist/index.js:3:1203')).toEqual([]);
  });

  it('finds the codes the run texted, and any code in the text the server sends it in', () => {
    const known = { ...NONE, codes: ['482913'] };
    expect(kinds('{"authNo":"482913"}', known)).toEqual(['code']);
    expect(kinds(registrationMessages.codeSms('550123'))).toEqual(['code']);
    expect(kinds('id 14829130 and 4829131', known)).toEqual([]);
    expect(kinds(registrationMessages.codeSms('******'))).toEqual([]);
  });

  it('reads the texted codes back from a page of texts', () => {
    const page = `<td>${registrationMessages.codeSms('004217')}</td><td>${registrationMessages.codeSms('918273')}</td>`;
    expect(textedCodes(page)).toEqual(['004217', '918273']);
  });

  it('names the line and never the secret in full', () => {
    const known = { passwords: ['demo1234'], tokens: [], codes: ['482913'] };
    const text = ['server ready', '{"event":"logout"}', 'leak demo1234 and 010-1234-5678', `code 482913`].join('\n');
    const findings = scanLog(text, known);
    expect(findings).toEqual([
      { line: 3, kind: 'phone', hint: '…5678' },
      { line: 3, kind: 'password', hint: '(8 chars)' },
      { line: 4, kind: 'code', hint: '(6 chars)' },
    ]);
    expect(JSON.stringify(findings)).not.toMatch(/demo1234|1234-5678|482913/);
  });

  it('finds nothing in what the server’s redact() lets out of a line with a mobile number', () => {
    const mobile = fc.tuple(
      fc.constantFrom('010', '011', '016', '017', '018', '019', '+82 10', '+8210'),
      fc.stringMatching(/^\d{3,4}$/),
      fc.stringMatching(/^\d{4}$/),
      fc.constantFrom('', '-', '.', ' '),
    );
    fc.assert(
      fc.property(mobile, ([prefix, mid, last, sep]) => {
        const line = JSON.stringify(redact({ event: 'call.refused', detail: { note: `tel ${prefix}${sep}${mid}${sep}${last}` } }));
        expect(kinds(line)).toEqual([]);
      }),
    );
  });
});
