// Disk cache for generated model paths (.cache/model-paths/ at the repo root, outside node_modules so
// `npm ci` keeps it): generation walks large state graphs, and the machine test and the rendered test
// need the same paths. Each entry is keyed on one machine's own inputs: the sources the machine file
// imports (transitively, inside the repo: import-graph.ts), the generation options (events, input, the functions' text,
// the inert machine's actors, transitions already taken) and the generator itself. Changing one machine
// regenerates only its paths. Entries are written to a temporary file and renamed, as two workers may
// write the same entry at once.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { importClosure } from './import-graph';
import type { ModelPath, PathOptions } from './model-paths';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PATH_CACHE_DIR = join(ROOT, '.cache', 'model-paths');
/** What a path's shape depends on besides the machine: the generators and the inert actors they replay on. */
const GENERATOR_FILES = ['model-paths.ts', 'path-cache.ts', 'replay.ts'].map((f) => join(ROOT, 'tests', 'support', f));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sourcesUnder(p) : /\.tsx?$/.test(name) && !name.includes('.test.') ? [p] : [];
  });
}

let machineFiles: Map<string, string> | null = null;
/** The file that creates the machine with this id (`createMachine({ id: '…'`), if one does. */
export function machineFileOf(id: string): string | null {
  if (!machineFiles) {
    machineFiles = new Map();
    for (const file of sourcesUnder(join(ROOT, 'machines')))
      for (const m of readFileSync(file, 'utf8').matchAll(/createMachine\(\{\s*id:\s*['"`](\w+)['"`]/g)) machineFiles.set(m[1]!, file);
  }
  return machineFiles.get(id) ?? null;
}

/** The generation options as stable text: functions by their source, errors by tag and fields, machines by id and provided actors. */
export function optionsText(value: unknown): string {
  const norm = (v: unknown): unknown => {
    if (typeof v === 'function') return `[function ${v.toString()}]`;
    if (v === undefined) return '[undefined]';
    if (v === null || typeof v !== 'object') return v;
    if (v instanceof Set) return { '[set]': [...v].map(norm).map((x) => JSON.stringify(x)).sort() };
    if (Array.isArray(v)) return v.map(norm);
    const machine = v as { root?: unknown; id?: string; implementations?: { actors?: object } };
    if (machine.root && typeof machine.id === 'string' && machine.implementations)
      return { '[machine]': machine.id, actors: Object.keys(machine.implementations.actors ?? {}).sort() };
    const out: Record<string, unknown> = {};
    if (v instanceof Error) out['[error]'] = (v as { _tag?: string })._tag ?? v.name;
    for (const k of Object.keys(v).sort()) out[k] = norm((v as Record<string, unknown>)[k]);
    return out;
  };
  return JSON.stringify(norm(value));
}

/** The key of one entry: what the generator, the machine's sources and the options hash to. */
export function cacheKey(machine: AnyStateMachine, options: PathOptions, generator: string): string {
  const h = createHash('sha256').update(generator).update('\0').update(machine.id).update('\0').update(optionsText(options));
  const own = machineFileOf(machine.id);
  // Unknown file: every machine and domain source, as the old whole-tree key did.
  const files = own ? importClosure(own) : [...sourcesUnder(join(ROOT, 'machines')), ...sourcesUnder(join(ROOT, 'src', 'domain'))].sort();
  for (const f of [...GENERATOR_FILES, ...files]) h.update('\0').update(relative(ROOT, f)).update('\0').update(readFileSync(f));
  return h.digest('hex').slice(0, 24);
}

interface Entry {
  /** Each step's event as its index in `options.events` when it is one of them (restored as that very object). */
  readonly paths: { readonly description: string; readonly steps: { readonly event: number | object; readonly state: unknown }[] }[];
  /** `options.taken` after generation: what the next model of the same machine starts from. */
  readonly taken: string[];
}

function store(paths: readonly ModelPath[], options: PathOptions): Entry {
  const texts = options.events.map((e) => optionsText(e));
  const indexOf = (e: object) => {
    const i = options.events.indexOf(e as never);
    return i >= 0 ? i : texts.indexOf(optionsText(e));
  };
  const entry = {
    paths: paths.map((p) => ({ description: p.description, steps: p.steps.map((st) => ({ event: indexOf(st.event) >= 0 ? indexOf(st.event) : st.event, state: st.state })) })),
    taken: [...(options.taken ?? [])],
  };
  return JSON.parse(JSON.stringify(entry)) as Entry;
}

function restore(entry: Entry, options: PathOptions): ModelPath[] {
  return entry.paths.map((p) => ({
    description: p.description,
    steps: p.steps.map((st) => ({ event: typeof st.event === 'number' ? options.events[st.event]! : (st.event as never), state: st.state as never })),
  }));
}

/**
 * `generate(machine, options)` through the cache. `name` only labels the file (`<name>-<key>.json`);
 * older entries of the same name are removed when a new one is written.
 */
export function cachedPaths(
  name: string,
  machine: AnyStateMachine,
  options: PathOptions,
  generate: (machine: AnyStateMachine, options: PathOptions) => ModelPath[],
  dir = PATH_CACHE_DIR,
): ModelPath[] {
  const key = cacheKey(machine, options, generate.name);
  const file = join(dir, `${name}-${key}.json`);
  let entry: Entry | null = null;
  try {
    entry = JSON.parse(readFileSync(file, 'utf8')) as Entry;
  } catch {
    entry = null;
  }
  if (!entry) {
    entry = store(generate(machine, options), options);
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    writeFileSync(tmp, JSON.stringify(entry));
    renameSync(tmp, file);
    const stale = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9a-f]{24}\\.json$`);
    for (const old of readdirSync(dir)) if (stale.test(old) && old !== `${name}-${key}.json`) rmSync(join(dir, old), { force: true });
  }
  entry.taken.forEach((k) => options.taken?.add(k));
  return restore(entry, options);
}
