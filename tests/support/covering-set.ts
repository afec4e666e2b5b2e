// Which generated paths the rendered screen replays. Every path still runs on the bare machine (cheap);
// the rendered tier (a render, real services and a request gate per path) takes a covering set: paths
// that together take every transition, send every event of the model's alphabet and show every
// distinct value of every selector the views read (machines/<area>/<flow>.selectors.ts).
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { ModelPath } from './model-paths';
import { recordingActor } from './model-paths';

/**
 * Greedy set cover, pure: repeatedly takes the item adding the most features not yet covered (ties:
 * the smaller `size`, then the earlier item), then drops chosen items whose every feature another
 * chosen item also has (largest first). The result covers every feature any item has and keeps the
 * items' order.
 */
export function coveringSet<T>(items: readonly T[], featuresOf: (item: T) => Iterable<string>, size: (item: T) => number = () => 1): T[] {
  const features = items.map((item) => new Set(featuresOf(item)));
  const sizes = items.map(size);
  const uncovered = new Set(features.flatMap((f) => [...f]));
  const chosen = new Set<number>();
  while (uncovered.size > 0) {
    let best = -1;
    let bestGain = 0;
    features.forEach((f, i) => {
      if (chosen.has(i)) return;
      let gain = 0;
      for (const x of f) if (uncovered.has(x)) gain++;
      if (gain > bestGain || (gain === bestGain && gain > 0 && sizes[i]! < sizes[best]!)) {
        best = i;
        bestGain = gain;
      }
    });
    chosen.add(best);
    for (const x of features[best]!) uncovered.delete(x);
  }
  const holders = new Map<string, number>();
  for (const i of chosen) for (const x of features[i]!) holders.set(x, (holders.get(x) ?? 0) + 1);
  for (const i of [...chosen].sort((a, b) => sizes[b]! - sizes[a]! || b - a)) {
    if ([...features[i]!].every((x) => holders.get(x)! > 1)) {
      chosen.delete(i);
      for (const x of features[i]!) holders.set(x, holders.get(x)! - 1);
    }
  }
  return items.filter((_, i) => chosen.has(i));
}

/** A value as a stable string: actor refs by id, errors by tag and fields, object keys sorted. */
export function describeValue(value: unknown): string {
  const seen = new WeakSet<object>();
  const norm = (v: unknown): unknown => {
    if (typeof v === 'function') return '[function]';
    if (v === undefined) return '[undefined]';
    if (v === null || typeof v !== 'object') return v;
    if (typeof (v as { send?: unknown }).send === 'function' && typeof (v as { getSnapshot?: unknown }).getSnapshot === 'function')
      return `[actor ${(v as { id?: string }).id ?? '?'}]`;
    if (seen.has(v)) return '[cycle]';
    seen.add(v);
    if (Array.isArray(v)) return v.map(norm);
    if (v instanceof Set) return { '[set]': [...v].map(norm) };
    if (v instanceof Map) return { '[map]': [...v.entries()].map(norm) };
    if (v instanceof Date) return { '[date]': v.toISOString() };
    const out: Record<string, unknown> = {};
    if (v instanceof Error) out['[error]'] = (v as { _tag?: string })._tag ?? v.name;
    for (const k of Object.keys(v).sort()) out[k] = norm((v as Record<string, unknown>)[k]);
    return out;
  };
  return JSON.stringify(norm(value));
}

export type Selectors = Readonly<Record<string, unknown>>;

/**
 * What one path exercises, from a replay on the machine with inert actors: `t:` each transition taken,
 * `e:` each event sent (type and payload), `s:` each selector's value at every step, the start included.
 */
export function pathFeatures(machine: AnyStateMachine, input: unknown, path: ModelPath, selectors: Selectors = {}): string[] {
  const taken = new Set<string>();
  const out = new Set<string>();
  const select = Object.entries(selectors).filter((entry): entry is [string, (s: unknown) => unknown] => typeof entry[1] === 'function');
  const actor = recordingActor(machine, input, taken);
  const look = () => {
    const snap = actor.getSnapshot();
    for (const [name, selector] of select) {
      let value: string;
      try {
        value = describeValue(selector(snap));
      } catch (e) {
        value = `[throws ${String(e)}]`;
      }
      out.add(`s:${name}=${value}`);
    }
  };
  actor.start();
  try {
    look();
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      out.add(`e:${describeValue(step.event as AnyEventObject)}`);
      look();
    }
  } finally {
    actor.stop();
  }
  for (const t of taken) out.add(`t:${t}`);
  return [...out];
}

/**
 * The paths the rendered screen replays: a covering set of `paths` over their features on `machine`
 * (with inert actors) and `input`, plus `also`: what else a screen's checks need to see happen (a
 * combination the selectors do not show). Shorter paths win ties, since each step is a rendered round trip.
 */
export function renderedPaths<P extends ModelPath>(
  paths: readonly P[],
  o: { machine: AnyStateMachine; input?: unknown; selectors?: Selectors; also?: (path: P) => Iterable<string> },
): P[] {
  return coveringSet(paths, (p) => [...pathFeatures(o.machine, o.input, p, o.selectors), ...[...(o.also?.(p) ?? [])].map((x) => `x:${x}`)], (p) => p.steps.length);
}
