// Model-based tests of the download page flow: every generated path on the machine, then a covering set
// (tests/support/covering-set.ts) on the rendered screen against the real server in-process: download/version
// is held so a path can fail it (offline, the server's refusal) or forward it. The server offers its default
// /downloads/ links only while their files are in its downloads directory: a path's answer with links has
// the files there, one without has none, and the screen is checked against what the server answered.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Layer, ManagedRuntime } from 'effect';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { downloadMachine } from '../../../machines/download/download.machine';
import * as downloadSelectors from '../../../machines/download/download.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { readUserAgent } from '../../../src/domain/shared/platform';
import { makeFlows } from '../../../src/app/flows';
import { DownloadScreen } from '../../../src/screens/download/download-screen';
import { Api } from '../../../src/services/api.service';
import { AppInfo } from '../../../src/services/app-info.service';
import { ApiConfig } from '../../../src/services/config.service';
import { Device } from '../../../src/services/device.service';
import { SessionStore } from '../../../src/services/session-store.service';
import { WebStorage } from '../../../src/services/web-storage.service';
import { answerHeld } from '../../support/answer-held';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';

const downloadsDir = mkdtempSync(join(tmpdir(), 'ep-download-model-'));
const h = await createHarness(TEST_DATABASES[0]!, { downloadsDir });
afterAll(async () => {
  await h.close();
  rmSync(downloadsDir, { recursive: true, force: true });
});
/** The app's files in the server's downloads directory (its default links), or none. */
const offerFiles = (offered: boolean) => {
  for (const name of ['EduPlanner.apk', 'EduPlanner.plist'])
    if (offered) writeFileSync(join(downloadsDir, name), 'app package');
    else rmSync(join(downloadsDir, name), { force: true });
};

const BASE = 'https://eduplanner.example/download';
const LINKS = { apk: '/downloads/EduPlanner.apk', plist: '/downloads/EduPlanner.plist' };
const EVENTS = [
  { type: 'user.retry' },
  { type: 'xstate.done.actor.loadLinks', output: LINKS },
  { type: 'xstate.done.actor.loadLinks', output: { apk: '', plist: '' } },
  { type: 'xstate.error.actor.loadLinks', error: new ServerError({ rt: 'server_error', rtMsg: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' }) },
  { type: 'xstate.error.actor.loadLinks', error: new NetworkError({ detail: 'offline' }) },
];
const contextKey = (c: any) => [c.links?.apk ?? null, c.error];
const paths = generatePaths(downloadMachine, { events: EVENTS, contextKey });
const taken = new Set<string>();
afterAll(() => writeCoverage(downloadMachine, taken));

const inert = downloadMachine.provide({ actors: inertActors(['loadLinks']) as any });

describe('download machine: generated paths', () => {
  for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('download screen: a covering set of the paths on the rendered view', () => {
  for (const path of renderedPaths(paths, { machine: inert, selectors: downloadSelectors }))
    it(path.description, async () => {
      const server = serverFetch(h, (p) => p === '/api/v1/download/version');
      // A visitor on a PC browser, signed out: the page needs no login.
      const device = Layer.succeed(Device, Device.of({ env: readUserAgent('Mozilla/5.0 (Windows NT 10.0)'), appVersion: '1.0.0', deviceUuid: 'device-0000-dl', clientId: 'eduplanner-web' }));
      const base = Layer.mergeAll(device, ApiConfig.layer({ ...ApiConfig.defaults, baseUrl: 'http://localhost' }), Layer.provide(SessionStore.layer, WebStorage.layerMemory()));
      const runtime = ManagedRuntime.make(Layer.provideMerge(AppInfo.layer, Layer.provideMerge(Api.layer(server.fetch), base)) as any);
      const actor: AnyActorRef = createActor(makeFlows(runtime as any).download).start();
      stop = async () => {
        actor.stop();
        await runtime.dispose();
      };
      render(<DownloadScreen actor={actor as any} platform="AND" base={BASE} />);
      /** The links the server answered last. */
      let answered: { apk: string; plist: string } | null = null;
      const answer = async (e: AnyEventObject) => {
        const req = await server.gate.take((r) => r.path === '/api/v1/download/version', 'download/version');
        if (e.type.startsWith('xstate.done')) offerFiles(e.output.apk !== '');
        const body = await answerHeld(server.forward, req, e);
        if (body) answered = body.data;
      };
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: '다시 시도' })),
          'xstate.done.actor.loadLinks': answer,
          'xstate.error.actor.loadLinks': answer,
        },
        verify: (step) =>
          waitFor(() => {
            const s = step.state.value as string;
            const c = step.state.context as any;
            expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loading');
            if (s === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(c.error);
            else expect(screen.queryByRole('alert')).toBeNull();
            if (s !== 'ready') return;
            // The server offers its links while the files are there (and the path's answer says whether they are).
            expect(answered).toEqual(c.links.apk ? LINKS : { apk: '', plist: '' });
            if (answered!.apk) {
              // Server-relative links resolve against the page; iOS installs through the manifest's https address.
              expect(screen.getByRole('link', { name: 'Android 앱 다운로드' })).toHaveAttribute('href', new URL(answered!.apk, BASE).href);
              expect(screen.getByRole('link', { name: 'iPhone 앱 다운로드' })).toHaveAttribute(
                'href',
                `itms-services://?action=download-manifest&url=${encodeURIComponent(new URL(answered!.plist, BASE).href)}`,
              );
            } else {
              expect(screen.queryAllByRole('link')).toHaveLength(0);
              expect(screen.getByText(/내려받을 수 있는 앱이 없습니다/)).toBeInTheDocument();
            }
          }),
      });
    });
});
