// The run's log check (issue 19), Playwright's globalSetup: it clears the log folder of earlier runs, and after
// the last test — while the servers still run, so their texted codes and admin tokens can be read — scans every
// file the run's servers logged (playwright.config.ts LOG_DIR) for full phone numbers, passwords, tokens and
// verification codes (tests/tools/log-scan.ts). A finding, or no log at all, fails `playwright test`.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LOG_DIR, SERVERS } from '../../playwright.config';
import { DEMO_PASSWORD } from '../../server/db/seed/org';
import { readAdminToken } from '../../server/lib/data-dir';
import { scanLog, textedCodes, tokenShapes, type KnownSecrets } from '../../tests/tools/log-scan';
import { PASSWORD } from './app';
import { signedInState } from './signed-in';

/** Files of the folder, at any depth. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

/**
 * Leaves only this run's files: the web servers started before this setup runs and already log, so what is
 * older than this process is an earlier run's.
 */
function clearEarlierRuns(): void {
  let files: string[];
  try {
    files = filesIn(LOG_DIR);
  } catch {
    return;
  }
  for (const f of files) if (statSync(f).mtimeMs < performance.timeOrigin) rmSync(f, { force: true });
}

/** The session tokens of the stored signed-in states (Playwright storageState files). */
function signedInTokens(): string[] {
  const dir = dirname(signedInState('planner01'));
  let files: string[] = [];
  try {
    files = filesIn(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.flatMap((f) => {
    const state = JSON.parse(readFileSync(f, 'utf8')) as { origins?: { localStorage?: { name: string; value: string }[] }[] };
    const entries = (state.origins ?? []).flatMap((o) => o.localStorage ?? []).filter((e) => e.name === 'ep.session');
    return entries.flatMap((e) => {
      const token = (JSON.parse(e.value) as { authToken?: unknown }).authToken;
      return typeof token === 'string' ? [token] : [];
    });
  });
}

/** What the run's servers texted (their development outbox): the codes, and the link tokens the texts carry. */
async function texted(): Promise<{ codes: string[]; tokens: string[] }> {
  const pages = await Promise.all(
    Object.values(SERVERS).map(async (s) => {
      const res = await fetch(`http://127.0.0.1:${s.port}/dev/outbox`).catch(() => null);
      // Without the texts the scan would not know the codes: no pass on half the knowledge.
      if (!res?.ok) throw new Error(`log check: cannot read the texts of the server on port ${s.port} (/dev/outbox: ${res?.status ?? 'no answer'})`);
      return res.text();
    }),
  );
  return { codes: pages.flatMap(textedCodes), tokens: pages.flatMap(tokenShapes) };
}

async function knownSecrets(): Promise<KnownSecrets> {
  const sent = await texted();
  const adminTokens = Object.values(SERVERS).flatMap((s) => readAdminToken(s.dataDir) ?? []);
  return {
    passwords: [...new Set([PASSWORD, DEMO_PASSWORD])],
    tokens: [...new Set([...adminTokens, ...signedInTokens(), ...sent.tokens])],
    codes: [...new Set(sent.codes)],
  };
}

/** Scans the run's logs; throws naming file:line and kind (never the secret) for every finding. */
async function scanRun(): Promise<void> {
  let files: string[] = [];
  try {
    files = filesIn(LOG_DIR);
  } catch {
    // No folder: reported below as no logs.
  }
  // A scan of nothing cannot pass: every web server must have logged into the folder.
  const silent = Object.values(SERVERS).filter((s) => !files.some((f) => f.includes(`server-${s.port}-`) && f.endsWith('.log')));
  if (files.length === 0 || silent.length > 0)
    throw new Error(`log check: no log of the server(s) on port ${silent.map((s) => s.port).join(', ') || '?'} in ${LOG_DIR}`);
  const known = await knownSecrets();
  const findings = files.flatMap((file) => scanLog(readFileSync(file, 'utf8'), known).map((f) => `${file}:${f.line} ${f.kind} ${f.hint}`));
  if (findings.length > 0) {
    const shown = findings.slice(0, 40);
    const more = findings.length - shown.length;
    throw new Error(`log check: ${findings.length} secret(s) in the run's logs\n${shown.join('\n')}${more > 0 ? `\n… and ${more} more` : ''}`);
  }
  // Counts only: what was looked for, never the secrets themselves.
  console.log(
    `log check: ${files.length} log file(s) in ${LOG_DIR}, no phone number, password, token or code ` +
      `(${known.passwords.length} password(s), ${known.tokens.length} token(s), ${known.codes.length} texted code(s) known)`,
  );
}

export default async function logCheck(): Promise<() => Promise<void>> {
  clearEarlierRuns();
  return scanRun;
}
