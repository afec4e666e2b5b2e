// /eduQrAtndList bound to the app actor: the caller's education attendance, 10 per page; the scan button
// starts the app's QR 인증, and each attendance it records reloads the list from its first page.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectEduQrActor, selectSession } from '../../../machines/app/app.selectors';
import type { eduQrMachine } from '../../../machines/edu-qr/edu-qr.machine';
import { selectEduQrAttended, selectEduQrCanScan } from '../../../machines/edu-qr/edu-qr.selectors';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { EduQrHistoryScreen } from '../../screens/edu-qr/edu-qr-history-screen';
import { EDU_QR_PAGE_SIZE, eduQrHistoryActors } from './edu-qr-history-actors';
import { useApp } from '../app-context';

export default function EduQrAtndListRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const eduQr = useSelector(app, selectEduQrActor);
  return session && eduQr ? <WithScanner key={session.userId} eduQr={eduQr} /> : null;
}

function WithScanner({ eduQr }: { readonly eduQr: ActorRefFrom<typeof eduQrMachine> }) {
  const { app } = useApp();
  const attended = useSelector(eduQr, selectEduQrAttended);
  const canScan = useSelector(eduQr, selectEduQrCanScan);
  // A new attendance means a new list: keyed on the count, it loads again from the first page.
  return <History key={attended} canScan={canScan} onScan={() => app.send({ type: 'user.qrAuth' })} />;
}

function History({ canScan, onScan }: { readonly canScan: boolean; readonly onScan: () => void }) {
  const { flows } = useApp();
  const machine = useMemo(() => pagedListMachine.provide({ actors: eduQrHistoryActors(flows.fromEffect) }), [flows]);
  const actor = useActorRef(machine, { input: { pageSize: EDU_QR_PAGE_SIZE, query: '' } });
  return <EduQrHistoryScreen actor={actor} canScan={canScan} onScan={onScan} />;
}
