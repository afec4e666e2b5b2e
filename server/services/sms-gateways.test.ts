// @vitest-environment node
// The HTTP SMS gateway against a real local HTTP server (what it posts, how it reads the answer, what
// counts as a failure) and the choice of gateway from the environment.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devSmsGateway, type OutboxRow } from './sms-outbox';
import { httpSmsGateway, smsGatewayFromEnv } from './sms-gateways';

const row = (id: number): OutboxRow => ({
  id,
  createdAt: new Date('2026-03-12T00:00:00Z'),
  senderUserid: 'planner01',
  toTel: '01012345678',
  body: '[EduPlanner] 명함입니다.\nhttp://localhost:8080/card/x',
  kind: 'profile',
  status: 'queued',
  attempts: 1,
  nextAttemptAt: new Date('2026-03-12T00:00:00Z'),
  sentAt: null,
  gatewayRef: null,
  lastError: null,
});

interface Seen {
  readonly auth: string | undefined;
  readonly type: string | undefined;
  readonly body: unknown;
}

describe('httpSmsGateway', () => {
  let server: Server;
  let url: string;
  const seen: Seen[] = [];
  /** The provider's answer per message id. */
  const answers = new Map<number, { status: number; body: string }>();
  const readBody = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    return JSON.parse(text) as { id: number };
  };

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await readBody(req);
      seen.push({ auth: req.headers.authorization, type: req.headers['content-type'], body });
      const a = answers.get(body.id) ?? { status: 200, body: '{}' };
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('posts the number, text and kind as JSON with the bearer token, and keeps the provider reference', async () => {
    answers.set(1, { status: 200, body: '{"ref":"prov-77"}' });
    await expect(httpSmsGateway(url, 'secret-token').send(row(1))).resolves.toEqual({ ref: 'prov-77' });
    expect(seen.at(-1)).toEqual({
      auth: 'Bearer secret-token',
      type: 'application/json',
      body: { id: 1, to: '01012345678', body: row(1).body, kind: 'profile' },
    });
  });

  it('sends no Authorization header without a token, and names the message by its id when the answer has no ref', async () => {
    answers.set(2, { status: 202, body: 'accepted' });
    await expect(httpSmsGateway(url, undefined).send(row(2))).resolves.toEqual({ ref: 'http-2' });
    expect(seen.at(-1)!.auth).toBeUndefined();
  });

  it('fails the attempt on a non-2xx answer, without quoting the answer (it may echo the number)', async () => {
    answers.set(3, { status: 503, body: '{"error":"quota for 01012345678"}' });
    const failure = httpSmsGateway(url, 't').send(row(3));
    await expect(failure).rejects.toThrow('SMS gateway answered HTTP 503');
    await expect(failure).rejects.not.toThrow(/0101234/);
  });

  it('fails the attempt when the provider cannot be reached', async () => {
    await expect(httpSmsGateway('http://127.0.0.1:1/sms', 't').send(row(4))).rejects.toThrow();
  });
});

describe('smsGatewayFromEnv', () => {
  it('uses the development gateway outside production when no URL is set', () => {
    expect(smsGatewayFromEnv({}, false)).toBe(devSmsGateway);
  });

  it('refuses to start production without a real gateway', () => {
    expect(() => smsGatewayFromEnv({}, true)).toThrow(/EDUPLANNER_SMS_GATEWAY_URL/);
  });

  it('takes an https URL in production, and plain http only on this machine', () => {
    expect(smsGatewayFromEnv({ EDUPLANNER_SMS_GATEWAY_URL: 'https://sms.example.co.kr/send' }, true)).not.toBe(devSmsGateway);
    expect(smsGatewayFromEnv({ EDUPLANNER_SMS_GATEWAY_URL: 'http://127.0.0.1:9000/send' }, true)).not.toBe(devSmsGateway);
    expect(() => smsGatewayFromEnv({ EDUPLANNER_SMS_GATEWAY_URL: 'http://sms.example.co.kr/send' }, true)).toThrow(/https/);
    expect(() => smsGatewayFromEnv({ EDUPLANNER_SMS_GATEWAY_URL: 'not a url' }, false)).toThrow();
  });
});
