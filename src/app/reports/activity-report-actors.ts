// The activity report's call on the Effect runtime (spec 3 §7 activityReport): a month with the month before it.
import { activityReport } from '../../domain/reports/contract';
import type { RequestOf } from '../../domain/shared/call';
import { Api } from '../../services/api.service';

export const loadActivityReport = (request: RequestOf<typeof activityReport>) => Api.use((a) => a.call(activityReport, request));
