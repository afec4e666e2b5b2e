// Model-based testing support: generate paths from a machine with xstate/graph, replay them on a live
// actor while recording every transition taken (eventless and raised ones included, through the
// inspection API), and write per-machine transition coverage for `npm run coverage:machines`.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createActor, type AnyActorRef, type AnyEventObject, type AnyStateMachine, type AnyTransitionDefinition, type InspectionEvent } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { expect } from 'vitest';

export interface ModelPath {
  readonly description: string;
  readonly steps: readonly { readonly event: AnyEventObject; readonly state: { readonly value: unknown; readonly context: unknown } }[];
}

export interface PathOptions {
  /** Every event the model may send, including xstate.done/error/after events. */
  readonly events: readonly AnyEventObject[];
  readonly input?: unknown;
  /** Extra context that tells states apart (beyond the state value). */
  readonly contextKey?: (context: any) => unknown;
  readonly limit?: number;
  /**
   * The machine with effects that never answer, to measure which transitions a candidate path really
   * takes; lets the covering generator also reach eventless, raised and done-state transitions.
   */
  readonly inert?: AnyStateMachine;
  /** Transitions earlier models already cover (shared across several focused models of one machine). */
  readonly taken?: Set<string>;
  /** Events the model may send in a state besides what the machine accepts (e.g. an answer about the item asked for). */
  readonly allow?: (state: any, event: AnyEventObject) => boolean;
}

const eventLabel = (e: AnyEventObject) => {
  const { type, ...rest } = e;
  const brief = Object.keys(rest).length ? ` ${JSON.stringify(rest).slice(0, 80)}` : '';
  return `${type}${brief}`;
};

/** Shortest paths to every (state, incoming transition) vertex, without paths contained in longer ones. */
export function generatePaths(machine: AnyStateMachine, o: PathOptions): ModelPath[] {
  const key = (s: any) => JSON.stringify([s.value, o.contextKey ? o.contextKey(s.context) : null]);
  const raw = getShortestPaths(machine, {
    events: o.events as any,
    input: o.input as any,
    limit: o.limit ?? 20_000,
    filterEvents: (s: any, e: AnyEventObject) => s.can(e) && (o.allow?.(s, e) ?? true),
    serializeState: (s: any, e: any, prev: any) => `${key(s)}${e && prev ? ` via ${e.type} from ${key(prev)}` : ''}`,
  } as any) as any[];
  const paths: ModelPath[] = raw.map((p) => ({
    description: p.steps.slice(1).map((st: any) => eventLabel(st.event)).join(' → ') || '(initial state)',
    steps: p.steps.map((st: any) => ({ event: st.event, state: { value: st.state.value, context: st.state.context } })),
  }));
  const sig = (p: ModelPath) => p.steps.slice(1).map((s) => JSON.stringify(s.event)).join('\n');
  const sigs = paths.map(sig);
  return paths.filter((_p, i) => !sigs.some((other, j) => j !== i && other.length > sigs[i]!.length && other.startsWith(`${sigs[i]}\n`)) && sigs.indexOf(sigs[i]!) === i);
}

/**
 * For machines whose state space is too large to key vertices on their incoming transition: shortest
 * paths to every distinct state, then for each transition of the machine the shortest such path
 * extended by one event that takes it. Eventless and raised transitions follow from those steps; the
 * replay records what was really taken.
 */
export function generateCoveringPaths(machine: AnyStateMachine, o: PathOptions): ModelPath[] {
  const key = (s: any) => JSON.stringify([s.value, o.contextKey ? o.contextKey(s.context) : null]);
  const traversal = {
    events: o.events as any,
    input: o.input as any,
    limit: o.limit ?? 50_000,
    filterEvents: (s: any, e: AnyEventObject) => s.can(e) && (o.allow?.(s, e) ?? true),
    serializeState: (s: any) => key(s),
  } as any;
  const toVertex = new Map<string, any>();
  for (const p of getShortestPaths(machine, traversal) as any[]) toVertex.set(key(p.steps[p.steps.length - 1].state), p);
  const adjacency = getAdjacencyMap(machine, traversal) as Record<string, { state: any; transitions: Record<string, { event: AnyEventObject; state: any }> }>;

  const best = new Map<string, { prefix: any; event: AnyEventObject; next: any }>();
  const alreadyTaken = new Set(o.taken ?? []);
  for (const [vertex, { state, transitions }] of Object.entries(adjacency)) {
    const prefix = toVertex.get(vertex);
    if (!prefix) continue;
    for (const { event, state: next } of Object.values(transitions)) {
      for (const t of (machine as any).getTransitionData(state, event) as AnyTransitionDefinition[]) {
        const k = transitionKey(t);
        if (alreadyTaken.has(k)) continue;
        const known = best.get(k);
        if (!known || known.prefix.steps.length > prefix.steps.length) best.set(k, { prefix, event, next });
      }
    }
  }
  const toModel = (steps: any[]): ModelPath => ({
    description: steps.slice(1).map((st) => eventLabel(st.event)).join(' → ') || '(initial state)',
    steps: steps.map((st) => ({ event: st.event, state: { value: st.state.value, context: st.state.context } })),
  });
  const paths: ModelPath[] = [];
  const seen = new Set<string>();
  for (const { prefix, event, next } of best.values()) {
    const path = toModel([...prefix.steps, { event, state: next }]);
    if (seen.has(path.description)) continue;
    seen.add(path.description);
    paths.push(path);
  }
  if (o.inert) {
    // Second pass: transitions no chosen path takes (eventless, raised, done-state) may need a specific
    // payload on the last event; try every one-event extension, shortest first, until each is taken.
    const taken = o.taken ?? new Set<string>();
    const measure = (path: ModelPath) => {
      const got = new Set<string>();
      const actor = recordingActor(o.inert!, o.input, got);
      actor.start();
      for (const st of path.steps.slice(1)) actor.send(st.event);
      actor.stop();
      return got;
    };
    for (const p of paths) measure(p).forEach((k) => taken.add(k));
    let missing = allTransitionKeys(machine).filter((k) => !taken.has(k));
    const candidates = Object.entries(adjacency)
      .flatMap(([vertex, { transitions }]) => {
        const prefix = toVertex.get(vertex);
        return prefix ? Object.values(transitions).map(({ event, state }) => ({ prefix, event, state })) : [];
      })
      .sort((a, b) => a.prefix.steps.length - b.prefix.steps.length);
    // Candidates come shortest first; what a model can reach turns up early, and some transitions are
    // out of reach for a given input (an unsupported phone never signs in), so stop after a long dry run.
    let fruitless = 0;
    for (const c of candidates) {
      if (missing.length === 0 || fruitless > 1000) break;
      const path = toModel([...c.prefix.steps, { event: c.event, state: c.state }]);
      const got = measure(path);
      if (missing.some((k) => got.has(k))) {
        paths.push(path);
        got.forEach((k) => taken.add(k));
        missing = missing.filter((k) => !taken.has(k));
        fruitless = 0;
      } else fruitless++;
    }
  }
  const sigs = paths.map((p) => p.steps.slice(1).map((st) => JSON.stringify(st.event)).join('\n'));
  const kept = paths.filter((_p, i) => !sigs.some((other, j) => j !== i && other.startsWith(`${sigs[i]}\n`)));
  // A graph vertex keeps one representative snapshot, whose context may come from another route to the
  // same vertex; the states each path expects are therefore taken from a live run of its events.
  return o.inert ? kept.map((p) => realize(o.inert!, o.input, p)) : kept;
}

function realize(inert: AnyStateMachine, input: unknown, path: ModelPath): ModelPath {
  const actor = createActor(inert, { input: input as any });
  actor.start();
  const snap = () => {
    const s = actor.getSnapshot() as { value: unknown; context: unknown };
    return { value: s.value, context: s.context };
  };
  const steps = [{ event: path.steps[0]!.event, state: snap() }];
  for (const st of path.steps.slice(1)) {
    actor.send(st.event);
    steps.push({ event: st.event, state: snap() });
  }
  actor.stop();
  return { description: path.description, steps };
}

/** A stable name for a transition: source node, event, position in that node's list. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const src = t.source as any;
  const list: AnyTransitionDefinition[] = t.eventType === '' ? src.always ?? [] : src.transitions.get(t.eventType) ?? [];
  const targets = (t.target ?? []).map((n: any) => n.id).join(',') || '(self)';
  return `${src.id} --${t.eventType || 'always'}[${list.indexOf(t)}]--> ${targets}`;
}

export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (n: any) => {
    for (const ts of n.transitions.values()) for (const t of ts) out.push(transitionKey(t));
    for (const t of n.always ?? []) out.push(transitionKey(t));
    Object.values(n.states).forEach(walk);
  };
  walk(machine.root);
  return out;
}

/** Starts an actor that records the key of every transition it takes. */
export function recordingActor(machine: AnyStateMachine, input: unknown, taken: Set<string>): AnyActorRef {
  let self: AnyActorRef | undefined;
  const actor = createActor(machine, {
    input: input as any,
    inspect: (ev: InspectionEvent) => {
      // Before `self` is set: the initial state's eventless steps, taken while the actor is constructed.
      if (ev.type === '@xstate.microstep' && (self === undefined || ev.actorRef === self))
        for (const t of (ev as any)._transitions) taken.add(transitionKey(t));
    },
  });
  self = actor;
  return actor;
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const COVERAGE_DIR = join(ROOT, 'coverage', 'machines');

/** Records written by this test file so far, per machine (a file may write several for one machine). */
const written = new Map<string, number>();

/**
 * Records the transitions one test file took; several files may cover one machine, each writes its own
 * record (no read-modify-write between parallel workers) and the report takes their union. A record is named
 * for its test file, so running a file again replaces its own records and no one else's: a run of a few files
 * (a developer's, a helper's) leaves the other files' records of the last full run in place.
 */
export function writeCoverage(machine: AnyStateMachine, taken: ReadonlySet<string>): void {
  mkdirSync(COVERAGE_DIR, { recursive: true });
  const all = allTransitionKeys(machine);
  const testFile = relative(ROOT, expect.getState().testPath ?? 'unknown');
  const n = (written.get(machine.id) ?? 0) + 1;
  written.set(machine.id, n);
  const file = join(COVERAGE_DIR, `${machine.id}--${createHash('sha256').update(testFile).digest('hex').slice(0, 16)}-${n}.json`);
  writeFileSync(file, JSON.stringify({ machine: machine.id, testFile, total: all.length, covered: all.filter((k) => taken.has(k)) }, null, 2));
}
