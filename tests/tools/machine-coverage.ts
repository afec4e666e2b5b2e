// `npm run coverage:machines`: runs the model-based tests, then prints transitions covered / total per
// machine and fails under 100%. With --report, only reports what the last Vitest run recorded
// (`npm test` runs every test first, so the model tests do not run twice).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { allTransitionKeys, COVERAGE_DIR } from '../support/model-paths';
import { MACHINES } from './machines';

if (!process.argv.includes('--report')) {
  execFileSync('npx', ['vitest', 'run', 'machines', 'tests/model'], { stdio: 'inherit' });
}

const records = existsSync(COVERAGE_DIR)
  ? readdirSync(COVERAGE_DIR).map((f) => JSON.parse(readFileSync(join(COVERAGE_DIR, f), 'utf8')) as { machine: string; covered: string[] })
  : [];

let failed = false;
const rows: string[] = [];
for (const { machine } of MACHINES) {
  const all = allTransitionKeys(machine);
  const covered = new Set(records.filter((r) => r.machine === machine.id).flatMap((r) => r.covered));
  const hit = all.filter((k) => covered.has(k));
  const pct = all.length === 0 ? 100 : Math.floor((hit.length / all.length) * 1000) / 10;
  rows.push(`${machine.id.padEnd(12)} ${String(hit.length).padStart(4)} / ${String(all.length).padEnd(4)} ${pct.toFixed(1).padStart(6)}%`);
  if (hit.length < all.length) {
    failed = true;
    for (const k of all.filter((x) => !covered.has(x))) rows.push(`    not covered: ${k}`);
  }
}
console.log(`\nTransitions covered by model-based tests\n${'machine'.padEnd(12)} covered / total\n${rows.join('\n')}\n`);
if (failed) {
  console.error('Machine transition coverage is under 100%.');
  process.exit(1);
}
