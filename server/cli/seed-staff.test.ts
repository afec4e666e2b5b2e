// @vitest-environment node
// `npm run seed -- --staff N`: one more branch of about N staff (head, districts, masters, members; a tree
// through manager_userid) with their year of results, made as the seed is made; bad values and a seeded
// database are refused with the usage or the reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb } from '../db/client';
import { monthlyResults, users } from '../db/schema';
import { migratedPgliteImage } from '../test-support/databases';
import { runSeed } from './seed';

describe('seed --staff on a PGlite data directory', () => {
  let dataDir: string;
  let out: string[];
  const capture = () => {
    out = [];
    const w = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    const e = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    return () => {
      w.mockRestore();
      e.mockRestore();
    };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ep-seed-staff-'));
    await (await openDb(join(dataDir, 'pg'), { pgliteImage: await migratedPgliteImage() })).close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses bad values, adds a branch of about N staff with a year of results, and will not add one to seeded data', async () => {
    const restore = capture();
    try {
      for (const bad of [['--staff', 'many'], ['--staff', '-5'], ['--staff', '20001'], ['--staff']]) expect(await runSeed(bad, { dataDir })).toBe(2);
      expect(await runSeed(['--size', 'small', '--date', '2026-03-12', '--staff', '120'], { dataDir })).toBe(0);
      expect(await runSeed(['--staff', '50'], { dataDir })).toBe(2);
      expect(out.join('')).toContain('use --reset');
    } finally {
      restore();
    }
    const { db, close } = await openDb(join(dataDir, 'pg'));
    try {
      const all = await db.select().from(users);
      const branch = all.filter((u) => u.brncCd === 'B2100');
      expect(all.length - branch.length).toBe(10);
      expect(branch.length).toBe(120);
      const byId = new Map(all.map((u) => [u.userid, u]));
      const heads = branch.filter((u) => u.managerUserid === null);
      expect(heads.map((u) => u.orgnzPstn)).toEqual(['COG01']);
      for (const u of branch) {
        let m = u;
        for (let i = 0; i < 4 && m.managerUserid; i++) m = byId.get(m.managerUserid)!;
        expect(m.userid).toBe(heads[0]!.userid);
      }
      expect(new Set(branch.map((u) => u.orgnzPstn))).toEqual(new Set(['COG01', 'COG02', 'COGA2', 'COG03', 'COG04', 'COG05', 'COG06']));
      const results = await db.select().from(monthlyResults);
      const months = new Map<string, number>();
      for (const r of results) months.set(r.userid, (months.get(r.userid) ?? 0) + 1);
      for (const u of branch) expect(months.get(u.userid) ?? 0, u.userid).toBeGreaterThanOrEqual(1);
    } finally {
      await close();
    }
  }, 120_000);
});
