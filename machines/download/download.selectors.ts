// What the download screen reads from the download actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { downloadMachine } from './download.machine';

type Snap = SnapshotFrom<typeof downloadMachine>;

export const selectDownload = (s: Snap) => ({
  loading: s.matches('loading'),
  links: s.context.links,
  error: s.matches('failed') ? s.context.error : null,
});
