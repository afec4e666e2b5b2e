// The report area's calls (spec 3 §7 activityReport, dailyReport; own activity info) and the FAQ list.
import type { ApiCall } from '../../http/handle';
import { activityReportCalls } from './activity-report';
import { faqListCalls } from './faq';
import { ownInfoCalls } from './own-info';

export const reportsCalls: readonly ApiCall[] = [...activityReportCalls, ...ownInfoCalls];
export const faqCalls: readonly ApiCall[] = [...faqListCalls];
