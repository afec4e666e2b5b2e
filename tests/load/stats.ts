// Per-call tallies of a load run: answers by outcome and the latencies of the answered ones, with
// nearest-rank percentiles; pure, so the CLI, the fault runner and the tests share one reading of a run.

/** How one call ended: success envelope, another rt (the server's refusal), a non-envelope answer, no answer. */
export type Outcome = 'ok' | 'refused' | 'bad_answer' | 'network';

export interface CallTally {
  readonly count: number;
  readonly ok: number;
  readonly refused: number;
  readonly badAnswer: number;
  readonly network: number;
  /** rt → count of the refusals. */
  readonly refusedRt: Readonly<Record<string, number>>;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

/** The nearest-rank percentile (p in 0..100) of sorted values; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export class Tallies {
  private readonly byCall = new Map<string, { ms: number[]; outcomes: Record<Outcome, number>; rts: Record<string, number> }>();

  add(call: string, outcome: Outcome, ms: number, rt?: string): void {
    let t = this.byCall.get(call);
    if (!t) this.byCall.set(call, (t = { ms: [], outcomes: { ok: 0, refused: 0, bad_answer: 0, network: 0 }, rts: {} }));
    t.outcomes[outcome]++;
    // Latency of answers only: a dropped connection's time says nothing about the server's speed.
    if (outcome !== 'network') t.ms.push(ms);
    if (rt !== undefined && outcome === 'refused') t.rts[rt] = (t.rts[rt] ?? 0) + 1;
  }

  summary(): Record<string, CallTally> {
    const out: Record<string, CallTally> = {};
    for (const [call, t] of [...this.byCall].sort(([a], [b]) => a.localeCompare(b))) {
      const ms = [...t.ms].sort((a, b) => a - b);
      out[call] = {
        count: t.outcomes.ok + t.outcomes.refused + t.outcomes.bad_answer + t.outcomes.network,
        ok: t.outcomes.ok,
        refused: t.outcomes.refused,
        badAnswer: t.outcomes.bad_answer,
        network: t.outcomes.network,
        refusedRt: { ...t.rts },
        p50Ms: percentile(ms, 50),
        p95Ms: percentile(ms, 95),
        p99Ms: percentile(ms, 99),
        maxMs: ms.at(-1) ?? 0,
      };
    }
    return out;
  }
}

/** Calls that did not end in a success envelope. */
export const errorCount = (s: Readonly<Record<string, CallTally>>): number => Object.values(s).reduce((n, t) => n + t.count - t.ok, 0);

/** A fixed-width table of the summary, one line per call. */
export function tallyTable(s: Readonly<Record<string, CallTally>>): string {
  const head = ['call', 'count', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const rows = Object.entries(s).map(([call, t]) => [call, String(t.count), String(t.count - t.ok), ...[t.p50Ms, t.p95Ms, t.p99Ms, t.maxMs].map((v) => v.toFixed(1))]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: readonly string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}
