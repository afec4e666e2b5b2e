// What the notice detail screen reads from the notice-detail actor's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { noticeDetailMachine } from './notice-detail.machine';

type Snap = SnapshotFrom<typeof noticeDetailMachine>;

export const selectLoading = (s: Snap) => s.matches('loading');
export const selectError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
export const selectNotice = (s: Snap) => (s.matches('ready') ? s.context.notice : null);
export const selectOpening = (s: Snap) => s.matches({ ready: 'opening' });
export const selectFileError = (s: Snap) => (s.matches('ready') ? s.context.fileError : null);
