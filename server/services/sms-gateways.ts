// The SMS gateways a started server can use: the development one (records only, see /dev/outbox) or
// an HTTP gateway that posts each message to the operator's SMS provider. Chosen from the environment;
// production refuses to start without a real gateway rather than pretend messages went out.
import { devSmsGateway, type OutboxRow, type SmsGateway } from './sms-outbox';
import { operatorUrl } from '../../src/domain/shared/safe-url';

const SEND_TIMEOUT_MS = 10_000;

/**
 * POSTs `{ id, to, body, kind }` as JSON to `url`, with `Authorization: Bearer <token>` when given.
 * A 2xx answer is a sent message (its JSON `ref`, or the outbox id); anything else is a failed attempt,
 * retried by the outbox with back-off.
 */
export function httpSmsGateway(url: string, token: string | undefined, fetchFn: typeof fetch = fetch): SmsGateway {
  return {
    async send(row: OutboxRow) {
      const res = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ id: row.id, to: row.toTel, body: row.body, kind: row.kind }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // The answer text is not put into the error: a provider may echo the number or the credential.
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
      const answer = (await res.json().catch(() => null)) as { ref?: unknown } | null;
      return { ref: typeof answer?.ref === 'string' && answer.ref !== '' ? answer.ref.slice(0, 200) : `http-${row.id}` };
    },
  };
}

/** EDUPLANNER_SMS_GATEWAY_URL (+ _TOKEN) selects the HTTP gateway; without it only development may run. */
export function smsGatewayFromEnv(env: Readonly<Record<string, string | undefined>>, production: boolean): SmsGateway {
  const url = env.EDUPLANNER_SMS_GATEWAY_URL?.trim();
  if (url) {
    // The same rule as every other outside address an operator configures.
    const href = operatorUrl(url);
    if (href === null) throw new Error('EDUPLANNER_SMS_GATEWAY_URL must be https (plain http only on this machine)');
    return httpSmsGateway(href, env.EDUPLANNER_SMS_GATEWAY_TOKEN?.trim() || undefined);
  }
  if (production) throw new Error('EDUPLANNER_ENV=production needs EDUPLANNER_SMS_GATEWAY_URL: the development gateway sends nothing');
  return devSmsGateway;
}
