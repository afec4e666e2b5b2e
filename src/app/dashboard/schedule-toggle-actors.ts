// The schedule-toggle machine's actors: the completion save (saveMyschedule cudType CMP) and the
// progress reload that follows it.
import { Effect } from 'effect';
import { dashboardProgress } from '../../domain/dashboard/contract';
import { saveMyschedule } from '../../domain/dashboard/schedule-contract';
import { Api } from '../../services/api.service';

export const saveCompletion = ({ sqno, cmplYn }: { sqno: number; cmplYn: 'Y' | 'N' }) =>
  Api.use((a) => a.call(saveMyschedule, { cudType: 'CMP', sqno, cmplYn }, { block: true })).pipe(Effect.asVoid);

export const reloadProgress = () => Api.use((a) => a.call(dashboardProgress, {})).pipe(Effect.map((r) => r.progress));
