// The load generator as a command, against any running server (from another machine too, so it does not
// compete with the server for the CPU): prints per-call counts, errors and p50/p95/p99, writes the run as JSON.
// Usage: node --import tsx tests/load/cli.ts --target http://host:8080 [--target http://host2:8080]
//          [--sessions 200] [--seconds 60] [--think-ms 1000] [--write-weight 1] [--seed full|small]
//          [--users planner01,master01] [--out .tmp/load/run.json] [--logout]
// Exits 1 when any call did not end in a success envelope.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { buildStaff } from '../../server/db/seed/org';
import { kstDate } from '../../server/lib/time';
import { runJson, runLoad } from './generator';
import { tallyTable } from './stats';

const { values } = parseArgs({
  options: {
    target: { type: 'string', multiple: true },
    sessions: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    'think-ms': { type: 'string', default: '1000' },
    'write-weight': { type: 'string', default: '1' },
    seed: { type: 'string', default: 'full' },
    users: { type: 'string' },
    out: { type: 'string', default: `.tmp/load/run-${new Date().toISOString().replaceAll(':', '-')}.json` },
    logout: { type: 'boolean', default: false },
  },
});

const num = (name: string, v: string | undefined, min: number) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number ≥ ${min}, not ${v}`);
  return n;
};
const targets = (values.target ?? []).map((t) => t.replace(/\/+$/, ''));
if (targets.length === 0) throw new Error('--target http://host:port is required (repeat it for several servers)');
const today = kstDate(new Date());
/** The seeded staff (every one signs in with the demo password); 'small' keeps the demo accounts and three more. */
const users = values.users?.split(',').filter(Boolean) ?? buildStaff(today).filter((s) => values.seed !== 'small' || s.small).map((s) => s.userid);

const sessions = num('sessions', values.sessions, 1);
const seconds = num('seconds', values.seconds, 1);
console.log(`load: ${sessions} sessions × ${seconds} s against ${targets.join(', ')} as ${users.length} users`);
const run = await runLoad({
  targets,
  sessions,
  seconds,
  users,
  today,
  thinkMs: num('think-ms', values['think-ms'], 0),
  writeWeight: num('write-weight', values['write-weight'], 0),
  logout: values.logout,
});
console.log(`while signing in (${run.signInS.toFixed(1)} s):\n${tallyTable(run.rampCalls)}\nthen, all ${run.signedIn} sessions (${run.elapsedS.toFixed(1)} s):\n${tallyTable(run.calls)}`);
const w = run.writes.counts();
console.log(
  `${run.requests} calls (${Math.round(run.requests / (run.signInS + run.elapsedS))}/s), errors ${run.errors}; ` +
    `${run.signedIn}/${sessions} sessions signed in within ${run.signInS.toFixed(1)} s, then ${run.elapsedS.toFixed(1)} s of the mix; writes acknowledged ${w.acked}/${w.sent}; load average ${run.loadAvgBefore.map((x) => x.toFixed(2)).join(' ')} → ${run.loadAvgAfter.map((x) => x.toFixed(2)).join(' ')}`,
);
for (const e of run.errorSamples.slice(0, 10)) console.log(`  ! ${e.path} at ${e.atMs} ms: ${e.outcome} HTTP ${e.status} ${e.rt ?? ''} ${e.raw ?? ''}`);
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, JSON.stringify(runJson(run), null, 2));
console.log(`written to ${values.out}`);
process.exitCode = run.errors === 0 ? 0 : 1;
