// @vitest-environment node
// Which calls are mutations (CallDef.mutation: sent with an Idempotency-Key, docs/api.md), decided by what they
// do rather than by name: every call runs once with its valid payload between two fingerprints of the database
// (server/test-support/fingerprint.ts), and the database changed ⇔ the call is flagged; docs/api.md lists them.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS } from '../areas';
import { TEST_DATABASES } from '../test-support/databases';
import { changedTables, type Fingerprint, fingerprinter } from '../test-support/fingerprint';
import { createHarness, type Harness } from '../test-support/harness';
import { callerOptions, fillValidPayloads, validPayload } from '../test-support/valid-payloads';

/**
 * Mutations whose valid payload here changes nothing although the call exists to change something (a delete of
 * something already gone, a flag set to the value it has): flagged by their purpose, with the reason.
 */
const MUTATION_BY_PURPOSE: Readonly<Record<string, string>> = {
  // Sets a centre purchase's 구매이력 flag to Y; the seeded purchase already has Y (deleteCustPrchHstr, next, sets N).
  'myCstmr/saveCustPrchHstr': 'sets a flag that is already set',
};

describe.each(TEST_DATABASES)('mutations on $name: the database changed ⇔ the call is flagged', (database) => {
  let h: Harness;
  let fingerprint: () => Promise<Fingerprint>;
  beforeAll(async () => {
    h = await createHarness(database);
    await fillValidPayloads(h);
    fingerprint = await fingerprinter(h);
  });
  afterAll(() => h.close());

  // In API_CALLS order, like the generic checks, so each payload meets the rows it was made for.
  it.each(API_CALLS.map((c) => ({ path: c.def.path, auth: c.def.auth, mutation: c.def.mutation === true })))(
    '$path',
    async ({ path, auth, mutation }) => {
      const options = await callerOptions(h, path, auth);
      const before = await fingerprint();
      const answer = await h.call(path, validPayload(path), options);
      expect([answer.status, answer.body.rt]).toEqual([200, 'success']);
      const changed = changedTables(before, await fingerprint());
      if (path in MUTATION_BY_PURPOSE) expect({ changed, mutation }).toEqual({ changed: [], mutation: true });
      else expect(mutation, `flagged mutation ⇔ tables changed (${changed.join(', ') || 'none'})`).toBe(changed.length > 0);
    },
  );
});

it('docs/api.md names exactly the flagged calls', () => {
  const doc = readFileSync('docs/api.md', 'utf8');
  const section = doc.slice(doc.indexOf('\n## Idempotency-Key\n'));
  const list = /\nMutation calls[^:]*:((?:\n?[^\n]+)+)/.exec(section.slice(0, section.indexOf('\n## ', 1)))?.[1] ?? '';
  const listed = [...list.matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort();
  expect(listed).toEqual(API_CALLS.filter((c) => c.def.mutation).map((c) => c.def.path).sort());
});
