// Plain-text tables for the bench output: the summary (figure, measured, target, met/missed), the
// reference points, and the per-resource listing of --verbose. kB = 1,000 bytes, as Vite reports sizes.

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (v: number): string => `${Math.round(v)} ms`;
export const s = (v: number): string => `${(v / 1000).toFixed(2)} s`;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export interface Row {
  readonly figure: string;
  readonly measured: string;
  readonly target?: string;
  /** undefined: no target. */
  readonly met?: boolean;
  readonly note?: string;
}

export const summaryTable = (rows: readonly Row[]): string =>
  table(
    ['Figure', 'Measured', 'Target', 'Status', 'Note'],
    rows.map((r) => [r.figure, r.measured, r.target ?? '-', r.met === undefined ? '-' : r.met ? 'met' : 'MISSED', r.note ?? '']),
  );

export const REFERENCES = table(
  ['Reference points from the issue (not measured; the start-up table above measures both reference pages)', 'Initial JS (gzip)', 'LCP'],
  [
    ['bare Vite + React 19 hello page', '~68 KB', '~0.8 s'],
    ["Ionic's React conference app", '~353 KB', '~2.8 s'],
  ],
);
