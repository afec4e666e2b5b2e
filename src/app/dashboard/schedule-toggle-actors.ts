// The schedule-toggle machine's actors: the completion save (saveMyschedule cudType CMP) and the
// progress reload that follows it. The save goes through the outbox (issue 18): with no network it waits there
// and the toggle goes on as after a sent save. A toggle takes no version (last write wins).
import { Effect } from 'effect';
import { dashboardProgress } from '../../domain/dashboard/contract';
import { saveMyschedule } from '../../domain/dashboard/schedule-contract';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { Api } from '../../services/api.service';
import { submitVoid } from '../outbox/submit-save';

export const saveCompletion = ({ sqno, cmplYn }: { sqno: number; cmplYn: 'Y' | 'N' }) =>
  submitVoid(saveMyschedule, { cudType: 'CMP', sqno, cmplYn }, { label: outboxMessages.outboxLabelScheduleDone, record: recordOf.schedule(sqno), block: true });

export const reloadProgress = () => Api.use((a) => a.call(dashboardProgress, {})).pipe(Effect.map((r) => r.progress));
