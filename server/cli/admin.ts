// `npm run admin -- <command>`: operator commands (see ADMIN_USAGE and docs/api.md "Operations").
import { pathToFileURL } from 'node:url';
import { dataDirFromEnv } from '../lib/data-dir';
import { OperationError } from '../services/operations';
import { AdminCallError } from './admin-client';
import { ADMIN_USAGE, parseAdminArgs, UsageError } from './args';
import { openTarget, type TargetOptions } from './target';

/** Runs one command; returns the process exit code. Output goes to stdout/stderr. */
export async function runAdmin(argv: readonly string[], target: TargetOptions): Promise<number> {
  let command;
  try {
    command = parseAdminArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`${e.message}\n${ADMIN_USAGE}\n`);
    return 2;
  }
  const t = await openTarget(target);
  try {
    const result = await t.run(command.op, command.body);
    process.stdout.write(`${JSON.stringify({ ok: true, via: t.via, op: command.op, result }, null, 2)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof OperationError || e instanceof AdminCallError) {
      process.stderr.write(`${command.op}: ${e.message}\n`);
      return 1;
    }
    throw e;
  } finally {
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = await runAdmin(process.argv.slice(2), { dataDir: dataDirFromEnv(process.env), databaseUrl: process.env.DATABASE_URL });
