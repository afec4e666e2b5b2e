// Issue 19: no machine keeps a transition that only a test can trigger. Every event a statechart accepts
// (its own, not xstate's done/error/after events) must be sent somewhere in the app's own code — a view's
// control, a bridge's native message, an actor's answer, a raised event — not only by a test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MACHINES } from './machines';

/** The app's own source files: the views, services, bridges and machines, without tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const sources = ['src', 'bridges', 'machines'].flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8'));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Sent as `{ type: 'x' }` (a send, a raise, an actor's answer or a bridge's mapping). */
const isSent = (event: string) => {
  const sent = new RegExp(`type:\\s*['"\`]${escape(event)}['"\`]`);
  return sources.some((text) => sent.test(text));
};

describe('every event a statechart accepts has a sender in the app', () => {
  for (const { machine } of MACHINES)
    it(machine.id, () => {
      const own = [...machine.root.events].filter((e) => !e.startsWith('xstate.') && e !== '*');
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((e) => !isSent(e))).toEqual([]);
    });
});
