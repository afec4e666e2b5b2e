// The sales-plan area's calls (spec 3 §7 bsnPln*, sttEndInfo, reqBsnPln): everything in
// src/domain/plans/contract.ts, by topic: the lists, the window, one plan and the writes.
import type { ApiCall } from '../../http/handle';
import { listCalls } from './lists';
import { planCalls } from './plan';
import { windowCalls } from './window';
import { writeCalls } from './write';

export const plansCalls: readonly ApiCall[] = [...listCalls, ...windowCalls, ...planCalls, ...writeCalls];
