// The schedule area's calls (spec 2 §7 schedule; spec 3 §7 custSearch): everything in
// src/domain/schedule/contract.ts. saveMyschedule and the month marks are answered by the dashboard's
// handlers (server/routes/dashboard/schedule.ts), which dispatch create / update / delete to ./save.
import type { ApiCall } from '../../http/handle';
import { custSearchCalls } from './cust-search';
import { dayCalls } from './day';
import { hqCalls } from './hq';
import { noticeCalls } from './notices';
import { orgCalls } from './org';

export const scheduleAreaCalls: readonly ApiCall[] = [...dayCalls, ...noticeCalls, ...hqCalls, ...orgCalls, ...custSearchCalls];
