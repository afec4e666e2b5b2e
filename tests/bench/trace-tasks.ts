// What the renderer's main thread did in its long tasks, from a Chrome trace (customers-scroll.ts records
// one with --verbose): each task over the threshold with the time of its direct children by kind (script,
// style, layout, paint, GC, ...), so a missed frame budget shows its cause.
import { readFileSync } from 'node:fs';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string; readonly data?: Record<string, unknown> };
}

export interface TracedTask {
  /** Trace clock, ms (not the page clock). */
  readonly startMs: number;
  readonly durationMs: number;
  /** Child kinds with their total ms, largest first. */
  readonly parts: readonly [string, number][];
}

/** Long tasks (RunTask over `thresholdMs`) of every renderer main thread in the trace. */
export function longTasksOfTrace(file: string, thresholdMs = 50): TracedTask[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const on = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && e.dur !== undefined);
  const tasks = on.filter((e) => e.name === 'RunTask' && e.dur! / 1000 > thresholdMs);
  return tasks.map((t) => {
    const end = t.ts + t.dur!;
    const inside = on.filter((e) => e !== t && e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + e.dur! <= end);
    // Direct children: not inside another event of the task.
    const direct = inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur! >= e.ts + e.dur! && p.dur! > e.dur!));
    const parts = new Map<string, number>();
    for (const e of direct) parts.set(e.name, (parts.get(e.name) ?? 0) + e.dur! / 1000);
    const accounted = [...parts.values()].reduce((a, b) => a + b, 0);
    parts.set('(task itself)', t.dur! / 1000 - accounted);
    return {
      startMs: Math.round(t.ts / 1000),
      durationMs: Math.round(t.dur! / 1000),
      parts: [...parts.entries()].map(([k, v]) => [k, Math.round(v * 10) / 10] as [string, number]).filter(([, v]) => v >= 0.5).sort((a, b) => b[1] - a[1]),
    };
  });
}
