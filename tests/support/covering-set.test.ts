// The covering-set selection the rendered model tests rely on: the pure set cover (tables and
// properties), what a path's features are on a small machine, and that the chosen paths show all of it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { coveringSet, describeValue, pathFeatures, renderedPaths } from './covering-set';
import { allTransitionKeys, generatePaths } from './model-paths';

const union = (sets: readonly (readonly string[])[]) => new Set(sets.flat());

describe('coveringSet', () => {
  it.each([
    { name: 'nothing to cover', items: [] as string[][], expected: [] as string[][] },
    { name: 'items without features are never taken', items: [[], ['a'], []], expected: [['a']] },
    { name: 'one item holding everything beats the pieces', items: [['a'], ['b'], ['a', 'b', 'c'], ['c']], expected: [['a', 'b', 'c']] },
    { name: 'duplicates are taken once', items: [['a', 'b'], ['a', 'b'], ['b', 'a']], expected: [['a', 'b']] },
    { name: 'disjoint items are all needed, in their order', items: [['c'], ['a'], ['b']], expected: [['c'], ['a'], ['b']] },
  ])('$name', ({ items, expected }) => {
    expect(coveringSet(items, (x) => x)).toEqual(expected);
  });

  it('prefers the smaller item when two add as much', () => {
    const items = [{ f: ['a'], size: 5 }, { f: ['a'], size: 2 }, { f: ['a'], size: 3 }];
    expect(coveringSet(items, (x) => x.f, (x) => x.size)).toEqual([items[1]]);
  });

  it('drops an item the items taken after it have made redundant', () => {
    // Greedy takes abcd first (4 new), then abe for e and cdf for f, which between them hold abcd.
    const items = [['a', 'b', 'e'], ['a', 'b', 'c', 'd'], ['c', 'd', 'f']];
    expect(coveringSet(items, (x) => x)).toEqual([items[0], items[2]]);
  });

  it('covers every feature, keeps the order, and takes nothing the others already cover', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), { maxLength: 5 }), { maxLength: 12 }), fc.array(fc.nat(9), { minLength: 12, maxLength: 12 }), (items, sizes) => {
        const indexed = items.map((f, i) => ({ f, i, size: sizes[i]! }));
        const chosen = coveringSet(indexed, (x) => x.f, (x) => x.size);
        expect(union(chosen.map((x) => x.f))).toEqual(union(items));
        expect(chosen.map((x) => x.i)).toEqual([...chosen.map((x) => x.i)].sort((a, b) => a - b));
        for (const x of chosen) expect(x.f.some((feature) => chosen.every((y) => y === x || !y.f.includes(feature)))).toBe(true);
      }),
    );
  });
});

describe('describeValue', () => {
  it('is stable across key order and names actors, errors and sets', () => {
    expect(describeValue({ b: 1, a: [undefined, null] })).toBe(describeValue({ a: [undefined, null], b: 1 }));
    const actor = createActor(setup({}).createMachine({ id: 'tiny' })).start();
    expect(describeValue({ child: actor })).toBe('{"child":"[actor x:0]"}'.replace('x:0', actor.id));
    actor.stop();
    class Refused extends Error {
      readonly _tag = 'Refused';
      constructor(readonly rt: string) {
        super('refused');
      }
    }
    expect(describeValue(new Refused('bad_request'))).toBe('{"[error]":"Refused","_tag":"Refused","rt":"bad_request"}');
    expect(describeValue(new Set([2, 1]))).toBe('{"[set]":[2,1]}');
    expect(describeValue(() => 1)).toBe('"[function]"');
  });
});

// A small machine: a counter that saves, with one guarded branch and an eventless step.
const counter = setup({
  types: { context: {} as { n: number; saved: number | null }, events: {} as { type: 'inc' } | { type: 'save' } | { type: 'reset'; to: number } },
  guards: { isBig: ({ context }) => context.n >= 2 },
}).createMachine({
  id: 'counter',
  initial: 'idle',
  context: { n: 0, saved: null },
  states: {
    idle: {
      on: {
        inc: { actions: assign({ n: ({ context }) => context.n + 1 }) },
        save: [{ guard: 'isBig', target: 'saving' }, { target: 'refused' }],
        reset: { actions: assign({ n: ({ event }) => event.to }) },
      },
    },
    saving: { always: { target: 'idle', actions: assign({ saved: ({ context }) => context.n }) } },
    refused: { on: { inc: { target: 'idle', actions: assign({ n: ({ context }) => context.n + 1 }) } } },
  },
});
const selectors = {
  selectN: (s: { context: { n: number } }) => s.context.n,
  selectRefused: (s: { matches: (v: string) => boolean }) => s.matches('refused'),
  notASelector: 42,
};
const EVENTS = [{ type: 'inc' }, { type: 'save' }, { type: 'reset', to: 0 }];

describe('pathFeatures and renderedPaths', () => {
  const paths = generatePaths(counter, { events: EVENTS, contextKey: (c) => [Math.min(c.n, 3), c.saved !== null] });

  it('lists the transitions taken (eventless ones too), the events sent and each selector value, the start included', () => {
    const path = { description: 'inc inc save', steps: [{ event: { type: 'xstate.init' }, state: { value: 'idle', context: {} } }, ...['inc', 'inc', 'save'].map((type) => ({ event: { type }, state: { value: 'idle', context: {} } }))] };
    const features = pathFeatures(counter, undefined, path, selectors);
    expect(features).toEqual(
      expect.arrayContaining([
        't:counter.idle --inc[0]--> (self)',
        't:counter.idle --save[0]--> counter.saving',
        't:counter.saving --always[0]--> counter.idle',
        'e:{"type":"inc"}',
        'e:{"type":"save"}',
        's:selectN=0',
        's:selectN=1',
        's:selectN=2',
        's:selectRefused=false',
      ]),
    );
    expect(features.filter((f) => f.startsWith('s:notASelector'))).toEqual([]);
    expect(features).not.toContain('t:counter.idle --save[1]--> counter.refused');
    expect(features).not.toContain('s:selectRefused=true');
  });

  it('chooses fewer paths that together show everything all the paths show', () => {
    const chosen = renderedPaths(paths, { machine: counter, selectors });
    const all = union(paths.map((p) => pathFeatures(counter, undefined, p, selectors)));
    expect(union(chosen.map((p) => pathFeatures(counter, undefined, p, selectors)))).toEqual(all);
    expect(chosen.length).toBeLessThan(paths.length);
    // Every transition of the machine is among them (the model reaches all of them).
    for (const k of allTransitionKeys(counter)) expect(all.has(`t:${k}`)).toBe(true);
  });

  it('adds what a screen needs beyond the selectors', () => {
    const lengthOf = (p: (typeof paths)[number]) => [`${p.steps.length} steps`];
    const chosen = renderedPaths(paths, { machine: counter, selectors: {}, also: lengthOf });
    expect(union(chosen.map(lengthOf))).toEqual(union(paths.map(lengthOf)));
  });
});
