// The customer detail's other sections and popups (src/domain/customers/sections-contract.ts), collected
// for the customers area.
import type { ApiCall } from '../../http/handle';
import { centreCalls } from './centres';
import { diagnosisCalls } from './diagnoses';
import { householdCalls } from './household';
import { interestCalls } from './interests';
import { learningCalls } from './learning';
import { salesTokenCalls } from './sales-token';
import { saveCustomerCalls } from './save-customer';

export const sectionCalls: readonly ApiCall[] = [
  ...diagnosisCalls,
  ...learningCalls,
  ...salesTokenCalls,
  ...householdCalls,
  ...centreCalls,
  ...interestCalls,
  ...saveCustomerCalls,
];
