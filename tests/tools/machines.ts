// Every statechart of the app, for the diagram generator and the coverage report: each
// machines/<area>/<name>.machine.ts registers itself by exporting its machine and a one-line `summary`;
// its views read it through <name>.selectors.ts beside it.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

export interface MachineEntry {
  readonly machine: AnyStateMachine;
  readonly file: string;
  /** What the views read from it. */
  readonly selectors: string;
  readonly summary: string;
}

const ROOT = resolve(import.meta.dirname, '../..');

/** machines/<area>/<name>.machine.ts, relative to the root, sorted. */
export function machineFiles(dir = 'machines'): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? machineFiles(join(dir, e.name)) : e.name.endsWith('.machine.ts') ? [join(dir, e.name)] : []))
    .sort();
}

const isMachine = (v: unknown): v is AnyStateMachine =>
  typeof v === 'object' && v !== null && 'config' in v && 'provide' in v && typeof (v as AnyStateMachine).transition === 'function';

async function entryOf(file: string): Promise<MachineEntry> {
  const mod = (await import(pathToFileURL(join(ROOT, file)).href)) as Record<string, unknown>;
  const machines = Object.values(mod).filter(isMachine);
  if (machines.length !== 1 || typeof mod.summary !== 'string') throw new Error(`${file} must export one machine and its summary`);
  return { machine: machines[0]!, file, selectors: file.replace(/\.machine\.ts$/, '.selectors.ts'), summary: mod.summary };
}

export const MACHINES: readonly MachineEntry[] = await Promise.all(machineFiles().map(entryOf));
