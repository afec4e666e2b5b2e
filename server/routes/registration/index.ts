// The registration area's calls (src/domain/registration/contract.ts), collected for server/areas.ts: the
// planner's verification and registration (session) and the customer's self-registration page (public).
import type { ApiCall } from '../../http/handle';
import { plannerCalls } from './planner';
import { registerCalls } from './register';
import { selfCalls } from './self';

export const registrationCalls: readonly ApiCall[] = [...plannerCalls, ...registerCalls, ...selfCalls];
