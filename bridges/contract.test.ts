// The contract's lists agree with each other and with their prose form: OutgoingMessage has one request
// per action of ActionPayloads, in the same order, and docs/bridge.md's action table names every action.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { BRIDGE_ACTIONS, OutgoingMessage } from './contract';

describe('bridge contract', () => {
  it('OutgoingMessage has one request per action, in ActionPayloads order', () => {
    expect(OutgoingMessage.members.map((member) => member.fields.action.literal)).toStrictEqual([...BRIDGE_ACTIONS]);
  });

  it('docs/bridge.md section 4 has a row for every action', () => {
    const doc = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'bridge.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## 4. Actions'), doc.indexOf('## 5. Events'));
    for (const action of BRIDGE_ACTIONS) expect(section, action).toContain(`| \`${action}\` |`);
  });

  it('a dial message carries the phone as a string', () => {
    const decode = Schema.decodeUnknownSync(OutgoingMessage);
    expect(decode({ id: 'ep-1', action: 'dial', payload: { phone: '01012345678' } })).toStrictEqual({ id: 'ep-1', action: 'dial', payload: { phone: '01012345678' } });
    expect(() => decode({ id: 'ep-1', action: 'dial', payload: {} })).toThrow();
  });
});
