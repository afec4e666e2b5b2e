// /outbox: the signed-in user's waiting saves, drawn from the outbox actor the chrome started (issue 18).
// Until that actor has loaded (it comes with the chrome), the screen says it is loading.
import { outboxMessages } from '../../domain/outbox/messages';
import { OutboxScreen } from '../../screens/outbox/outbox-screen';
import { useOutboxActor } from './outbox-context';

export default function OutboxRoute() {
  const actor = useOutboxActor();
  if (!actor) return <p className="outbox-empty" role="status">{outboxMessages.outboxLoading}</p>;
  return <OutboxScreen actor={actor} />;
}
