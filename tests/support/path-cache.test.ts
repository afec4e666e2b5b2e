// The generated-path cache: what an entry's key depends on (one machine's own sources and the
// generation options, nothing else), and that an entry read back is the generated paths.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assign, setup, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { loginMachine } from '../../machines/login/login.machine';
import { pagedListMachine } from '../../machines/shared/paged-list.machine';
import { NetworkError } from '../../src/domain/shared/errors';
import { importClosure } from './import-graph';
import { generatePaths, type ModelPath, type PathOptions } from './model-paths';
import { cacheKey, cachedPaths, machineFileOf, optionsText, PATH_CACHE_DIR } from './path-cache';

const scratch = mkdtempSync(join(tmpdir(), 'ep-path-cache-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('what a key depends on', () => {
  it('finds the file that creates a machine', () => {
    expect(machineFileOf('pagedList')).toMatch(/machines\/shared\/paged-list\.machine\.ts$/);
    expect(machineFileOf('login')).toMatch(/machines\/login\/login\.machine\.ts$/);
    expect(machineFileOf('noSuchMachine')).toBeNull();
  });

  it("a machine's closure holds its own sources and the domain code it uses, not other machines", () => {
    const closure = importClosure(machineFileOf('pagedList')!).map((f) => f.replace(/.*\/(machines|src)\//, '$1/'));
    expect(closure.filter((f) => f.startsWith('machines/'))).toEqual(['machines/shared/paged-list.machine.ts', 'machines/shared/provided.ts']);
    expect(closure).toContain('src/domain/shared/errors.ts');
  });

  const options: PathOptions = { events: [{ type: 'user.loadMore' }, { type: 'xstate.error.actor.loadPage', error: new NetworkError({ detail: 'offline' }) }], input: { pageSize: 10, query: '' } };

  it('changes with the options (events, their payloads, input, the functions given) and the machine, not otherwise', () => {
    const key = cacheKey(pagedListMachine, options, 'generatePaths');
    expect(cacheKey(pagedListMachine, { ...options }, 'generatePaths')).toBe(key);
    expect(cacheKey(pagedListMachine, { ...options, events: options.events.slice(1) }, 'generatePaths')).not.toBe(key);
    expect(cacheKey(pagedListMachine, { ...options, events: [options.events[0]!, { type: 'xstate.error.actor.loadPage', error: new NetworkError({ detail: 'dns' }) }] }, 'generatePaths')).not.toBe(key);
    expect(cacheKey(pagedListMachine, { ...options, input: { pageSize: 20, query: '' } }, 'generatePaths')).not.toBe(key);
    expect(cacheKey(pagedListMachine, { ...options, contextKey: (c) => c.items.length }, 'generatePaths')).not.toBe(
      cacheKey(pagedListMachine, { ...options, contextKey: (c) => c.page }, 'generatePaths'),
    );
    expect(cacheKey(pagedListMachine, { ...options, taken: new Set(['x']) }, 'generatePaths')).not.toBe(key);
    expect(cacheKey(pagedListMachine, options, 'generateCoveringPaths')).not.toBe(key);
    expect(cacheKey(loginMachine, options, 'generatePaths')).not.toBe(key);
  });

  it('names an inert machine by its id and the actors it replaces', () => {
    expect(optionsText({ inert: pagedListMachine.provide({ actors: { loadPage: {} as never } }) })).toBe('{"inert":{"[machine]":"pagedList","actors":["loadPage"]}}');
  });
});

describe('entries', () => {
  const machine = setup({ types: { context: {} as { n: number }, events: {} as { type: 'inc' } | { type: 'fail'; error: Error } } }).createMachine({
    id: 'cacheProbe',
    initial: 'on',
    context: { n: 0 },
    states: { on: { on: { inc: { guard: ({ context }) => context.n < 2, actions: assign({ n: ({ context }) => context.n + 1 }) }, fail: 'off' } }, off: {} },
  });
  const events: AnyEventObject[] = [{ type: 'inc' }, { type: 'fail', error: new NetworkError({ detail: 'offline' }) }];

  it('generates once, then reads the same paths back with the very event objects of the options', () => {
    const dir = join(scratch, 'entries');
    let runs = 0;
    const generate = (m: AnyStateMachine, o: PathOptions): ModelPath[] => {
      runs++;
      o.taken?.add('seen by the generator');
      return generatePaths(m, o);
    };
    const first = cachedPaths('probe', machine, { events, contextKey: (c) => c.n, taken: new Set() }, generate, dir);
    const taken = new Set<string>();
    const again = cachedPaths('probe', machine, { events, contextKey: (c) => c.n, taken }, generate, dir);
    expect(runs).toBe(1);
    expect(again).toEqual(first);
    expect(JSON.parse(JSON.stringify(again))).toEqual(JSON.parse(JSON.stringify(generatePaths(machine, { events, contextKey: (c) => c.n }))));
    const failing = again.flatMap((p) => p.steps).find((s) => s.event.type === 'fail')!;
    expect(failing.event).toBe(events[1]);
    expect(failing.event.error).toBeInstanceOf(NetworkError);
    // What the generator added to `taken` comes back with the entry, for the next model of the machine.
    expect([...taken]).toEqual(['seen by the generator']);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('replaces the older entry of the same name when the options change, and leaves other names alone', () => {
    const dir = join(scratch, 'replace');
    cachedPaths('probe', machine, { events }, generatePaths, dir);
    cachedPaths('other', machine, { events }, generatePaths, dir);
    cachedPaths('probe', machine, { events: events.slice(0, 1) }, generatePaths, dir);
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files.map((f) => f.replace(/-[0-9a-f]{24}\.json$/, ''))).toEqual(['other', 'probe']);
  });

  it('lives outside node_modules, which npm ci wipes', () => {
    expect(PATH_CACHE_DIR).toMatch(/\.cache\/model-paths$/);
    expect(PATH_CACHE_DIR).not.toContain('node_modules');
  });
});
