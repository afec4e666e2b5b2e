// App download page flow (spec 1 §2 /download, §7 download/version). Diagram: docs/statecharts/download.md
import { assign, setup } from 'xstate';
import type { DownloadLinks } from '../../src/domain/app/contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface DownloadContext {
  links: DownloadLinks | null;
  error: string | null;
}

export const downloadMachine = setup({
  types: { context: {} as DownloadContext, events: {} as { type: 'user.retry' } },
  actors: { loadLinks: providedPromise<DownloadLinks>('loadLinks') },
}).createMachine({
  id: 'download',
  initial: 'loading',
  context: { links: null, error: null },
  states: {
    loading: {
      invoke: {
        id: 'loadLinks',
        src: 'loadLinks',
        onDone: { target: 'ready', actions: assign({ links: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { 'user.retry': { target: 'loading' } } },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'App download page: links from download/version, retry on failure.';
