// The education QR attendance result (success, refusal or why no scan happened) as an alert over any
// screen, until the user closes it. Renders the app's education QR actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { eduQrMachine } from '../../../machines/edu-qr/edu-qr.machine';
import { selectEduQrMessage } from '../../../machines/edu-qr/edu-qr.selectors';
import { Dialog } from '../../ui/dialog';

export function EduQrResult({ actor }: { readonly actor: ActorRefFrom<typeof eduQrMachine> }) {
  const message = useSelector(actor, selectEduQrMessage);
  return message === null ? null : <Dialog message={message} onClose={() => actor.send({ type: 'user.dismiss' })} />;
}
