// The plan map area's calls (spec 3 §7 eduplan.*): the catalogue (base, child, promotion) and the plans.
import type { ApiCall } from '../../http/handle';
import { catalogueCalls } from './catalogue';
import { planCalls } from './plans';
import { planPdfLinkCalls } from './pdf-link';

export const planMapCalls: readonly ApiCall[] = [...catalogueCalls, ...planCalls, ...planPdfLinkCalls];
