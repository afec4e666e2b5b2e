// Model-based tests of the download page flow: every generated path on the machine and on the
// rendered screen, with download/version answered through the real API client by a request gate.
// The rendered view replays a covering set of the paths (tests/support/covering-set.ts); all run on the machine.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Layer, ManagedRuntime } from 'effect';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { downloadMachine } from '../../../machines/download/download.machine';
import * as downloadSelectors from '../../../machines/download/download.selectors';
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
import { httpGate, success } from '../../support/http-gate';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';

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
  await stop?.();
  stop = null;
});

describe('download screen: a covering set of the paths on the rendered view', () => {
  for (const path of renderedPaths(paths, { machine: inert, selectors: downloadSelectors }))
    it(path.description, async () => {
      const gate = httpGate();
      const device = Layer.succeed(Device, Device.of({ env: readUserAgent('Mozilla/5.0 (Windows NT 10.0)'), appVersion: '1.0.0', deviceUuid: 'device-0000-dl', clientId: 'eduplanner-web' }));
      const base = Layer.mergeAll(device, ApiConfig.layer({ ...ApiConfig.defaults, baseUrl: 'http://localhost' }), Layer.provide(SessionStore.layer, WebStorage.layerMemory()));
      const runtime = ManagedRuntime.make(Layer.provideMerge(AppInfo.layer, Layer.provideMerge(Api.layer(gate.fetch), base)) as any);
      const actor: AnyActorRef = createActor(makeFlows(runtime as any).download).start();
      stop = async () => {
        actor.stop();
        await runtime.dispose();
      };
      render(<DownloadScreen actor={actor as any} platform="AND" base="https://eduplanner.example/download" />);
      const answer = async (e: any) => {
        const req = await gate.take((r) => r.path === '/api/v1/download/version', 'download/version');
        act(() => {
          if (e.type.startsWith('xstate.done')) req.respond(200, success(e.output));
          else if (e.error._tag === 'ServerError') req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg });
          else req.fail();
        });
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
            if (s === 'ready' && c.links.apk) {
              expect(screen.getByRole('link', { name: 'Android 앱 다운로드' })).toHaveAttribute('href', 'https://eduplanner.example/downloads/EduPlanner.apk');
              expect(screen.getByRole('link', { name: 'iPhone 앱 다운로드' }).getAttribute('href')).toMatch(/^itms-services:\/\/\?action=download-manifest&url=https%3A/);
            }
            if (s === 'ready' && !c.links.apk) expect(screen.getByText(/내려받을 수 있는 앱이 없습니다/)).toBeInTheDocument();
          }),
      });
    });
});
