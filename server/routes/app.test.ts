// @vitest-environment node
// version, download/version (only links that lead somewhere), logging/access and GET /worknotice.json;
// maintenance on and off.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../src/domain/messages';
import { accessLog } from '../db/schema';
import { TEST_DATABASES } from '../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../test-support/harness';
import { operate } from '../test-support/operations';

/** The files an operator drops into ./data/downloads for the default links. */
const APK = '/downloads/EduPlanner.apk';
const PLIST = '/downloads/EduPlanner.plist';

describe.each(TEST_DATABASES)('app calls on $name', (database) => {
  let h: Harness;
  let downloadsDir: string;
  const putFile = (name: string) => writeFileSync(join(downloadsDir, name), 'app package');
  const removeFiles = () => {
    for (const name of readdirSync(downloadsDir)) rmSync(join(downloadsDir, name), { recursive: true, force: true });
  };
  beforeAll(async () => {
    downloadsDir = mkdtempSync(join(tmpdir(), 'ep-downloads-'));
    // The directory's name is fixed when the app is built: files come and go inside it.
    h = await createHarness(database, { downloadsDir });
  });
  afterAll(async () => {
    await h.close();
    rmSync(downloadsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    h.clock.set(TEST_NOW);
    await operate(h, 'maintenance/off');
    await operate(h, 'version/ok');
    await operate(h, 'download/set', { apk: APK, plist: PLIST });
    removeFiles();
  });

  describe('version', () => {
    it.each([
      ['AND', APK],
      ['IOS', PLIST],
      ['PC', '/download'],
    ])('answers state 0 and the download links for %s when both files are there', async (platform, downloadUrl) => {
      putFile('EduPlanner.apk');
      putFile('EduPlanner.plist');
      const a = await h.call('version', { platform });
      expect(a.status).toBe(200);
      expect(a.body).toEqual({ rt: 'success', data: { versionInfo: { state: '0', downloadUrl, apk: APK, plist: PLIST } } });
    });

    it.each(['AND', 'IOS', 'PC'])('sends %s to the download page (which says so) when there is no package to install', async (platform) => {
      const a = await h.call('version', { platform });
      expect(a.body.data).toEqual({ versionInfo: { state: '0', downloadUrl: '/download', apk: '', plist: '' } });
    });

    it('answers state 1 after "version require" and 0 after "version ok"', async () => {
      await operate(h, 'version/require');
      expect((await h.call('version', { platform: 'AND' })).body.data.versionInfo.state).toBe('1');
      await operate(h, 'version/ok');
      expect((await h.call('version', { platform: 'AND' })).body.data.versionInfo.state).toBe('0');
    });

    it('refuses a missing or unknown platform and missing meta fields', async () => {
      for (const [fields, named] of [
        [{}, 'platform'],
        [{ platform: 'WIN' }, 'platform'],
        [{ platform: 'AND', appVersion: null }, 'appVersion'],
      ] as const) {
        const a = await h.call('version', fields);
        expect(a.status).toBe(400);
        expect(a.body).toEqual({ rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` });
      }
    });
  });

  describe('download/version', () => {
    const links = async () => (await h.call('download/version')).body.data;

    it('offers a default link only while its file is in the downloads directory, and that link serves the file', async () => {
      expect(await links()).toEqual({ apk: '', plist: '' });
      putFile('EduPlanner.apk');
      expect(await links()).toEqual({ apk: APK, plist: '' });
      const file = await h.request(APK);
      expect([file.status, await file.text()]).toEqual([200, 'app package']);
      putFile('EduPlanner.plist');
      expect(await links()).toEqual({ apk: APK, plist: PLIST });
      removeFiles();
      expect(await links()).toEqual({ apk: '', plist: '' });
      expect((await h.request(APK)).status).toBe(404);
    });

    it('answers the links an operator set elsewhere as they are', async () => {
      await operate(h, 'download/set', { apk: 'https://apps.example.org/ep.apk', plist: 'https://apps.example.org/ep.plist' });
      expect(await links()).toEqual({ apk: 'https://apps.example.org/ep.apk', plist: 'https://apps.example.org/ep.plist' });
      expect((await h.call('version', { platform: 'IOS' })).body.data.versionInfo.downloadUrl).toBe('https://apps.example.org/ep.plist');
    });

    it('checks an operator’s /downloads/ link too, and never looks outside the directory', async () => {
      const outside = `ep-outside-${process.pid}.apk`;
      writeFileSync(join(downloadsDir, '..', outside), 'not served');
      putFile('.hidden.apk');
      try {
        for (const apk of ['/downloads/missing.apk', `/downloads/../${outside}`, `/downloads/..%2F${outside}`, '/downloads/', '/downloads/.hidden.apk']) {
          await operate(h, 'download/set', { apk, plist: PLIST });
          expect((await links()).apk, apk).toBe('');
        }
        putFile('EduPlanner 2.apk');
        await operate(h, 'download/set', { apk: '/downloads/EduPlanner%202.apk', plist: PLIST });
        expect((await links()).apk).toBe('/downloads/EduPlanner%202.apk');
      } finally {
        rmSync(join(downloadsDir, '..', outside), { force: true });
      }
    });

    it('refuses a body without deviceUuid', async () => {
      expect((await h.call('download/version', { deviceUuid: null })).body.rt).toBe('bad_request');
    });
  });

  describe('logging/access', () => {
    const screen = { scrnNm: 'notice-list', scrnUrl: 'http://127.0.0.1:8080/notice', path: '/notice' };
    const lastRow = async () => (await h.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1))[0]!;

    it('logs the screen with the user id when the token is live', async () => {
      const token = await h.login('planner01');
      expect((await h.call('logging/access', screen, { token })).body).toEqual({ rt: 'success', data: {} });
      expect(await lastRow()).toMatchObject({ userid: 'planner01', ...screen, deviceUuid: 'test-device-0001', appVersion: '2.1.0' });
    });

    it('logs anonymously without a token and with a dead one', async () => {
      expect((await h.call('logging/access', screen)).body.rt).toBe('success');
      expect((await lastRow()).userid).toBeNull();
      const token = await h.login('planner02');
      await h.call('auth/logout', {}, { token });
      expect((await h.call('logging/access', { ...screen, path: '/after-logout' }, { token })).body.rt).toBe('success');
      expect(await lastRow()).toMatchObject({ userid: null, path: '/after-logout' });
    });

    it('refuses missing, empty and too long fields', async () => {
      for (const [fields, named] of [
        [{ ...screen, scrnNm: null }, 'scrnNm'],
        [{ ...screen, path: '' }, 'path'],
        [{ ...screen, scrnUrl: `https://x/${'a'.repeat(2000)}` }, 'scrnUrl'],
        [{ ...screen, scrnNm: 'n'.repeat(101) }, 'scrnNm'],
      ] as const) {
        const a = await h.call('logging/access', fields as Record<string, string | null>);
        expect(a.body).toEqual({ rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` });
      }
    });
  });

  describe('worknotice.json and maintenance', () => {
    const notice = async () => {
      const res = await h.request('/worknotice.json');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return res.json();
    };

    it('says N with empty fields while no maintenance is set', async () => {
      expect(await notice()).toEqual({ workYn: 'N', startDt: '', endDt: '', cntn: '' });
    });

    it('maintenance on: workYn Y, calls answer under_maintenance except version, download and logging', async () => {
      const token = await h.login('planner03');
      await operate(h, 'maintenance/on', { cntn: '시스템 정기 점검', until: '2026-03-12T23:00' });
      expect(await notice()).toEqual({ workYn: 'Y', startDt: '2026-03-12T10:00:00+09:00', endDt: '2026-03-12T23:00:00+09:00', cntn: '시스템 정기 점검' });
      for (const a of [await h.call('getUserInfo', {}, { token }), await h.loginAnswer('planner03'), await h.call('auth/logout', {}, { token })]) {
        expect(a.status).toBe(503);
        expect(a.body).toEqual({ rt: 'under_maintenance', rtMsg: msg.underMaintenance });
      }
      expect((await h.call('version', { platform: 'AND' })).body.rt).toBe('success');
      expect((await h.call('download/version')).body.rt).toBe('success');
      expect((await h.call('logging/access', { scrnNm: 'work-notice', scrnUrl: '/workNotice', path: '/workNotice' })).body.rt).toBe('success');
      await operate(h, 'maintenance/off');
      expect(await notice()).toEqual({ workYn: 'N', startDt: '', endDt: '', cntn: '' });
      expect((await h.call('getUserInfo', {}, { token })).body.rt).toBe('success');
    });

    it('follows the window: not yet, inside, open-ended, over', async () => {
      await operate(h, 'maintenance/on', { cntn: '예정 점검', from: '2026-03-12T12:00+09:00', until: '2026-03-12T14:00+09:00' });
      expect((await notice()).workYn).toBe('N');
      expect((await notice()).startDt).toBe('2026-03-12T12:00:00+09:00');
      h.clock.set(new Date('2026-03-12T12:00:00+09:00'));
      expect((await notice()).workYn).toBe('Y');
      expect((await h.loginAnswer('planner01')).body.rt).toBe('under_maintenance');
      h.clock.set(new Date('2026-03-12T14:00:01+09:00'));
      expect((await notice()).workYn).toBe('N');
      expect((await h.loginAnswer('planner01')).body.rt).toBe('success');
      await operate(h, 'maintenance/on', { cntn: '긴급 점검' });
      h.clock.advance(365 * 86_400_000);
      expect(await notice()).toMatchObject({ workYn: 'Y', endDt: '', cntn: '긴급 점검' });
    });

    it('refuses a window that ends before it starts and times that are not ISO 8601', async () => {
      await expect(operate(h, 'maintenance/on', { cntn: 'x', from: '2026-03-12T12:00', until: '2026-03-12T11:00' })).rejects.toThrow(/until/);
      await expect(operate(h, 'maintenance/on', { cntn: 'x', until: 'tomorrow' })).rejects.toThrow(/ISO 8601/);
      await expect(operate(h, 'maintenance/on', { cntn: '' })).rejects.toThrow(/cntn/);
      expect((await notice()).workYn).toBe('N');
    });
  });
});
