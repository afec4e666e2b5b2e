// The report area's calls (spec 3 §7 activityReport, dailyReport; own activity info) and the FAQ list.
import type { ApiCall } from '../../http/handle';

export const reportsCalls: readonly ApiCall[] = [];
export const faqCalls: readonly ApiCall[] = [];
