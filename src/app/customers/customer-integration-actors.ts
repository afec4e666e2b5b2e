// The customer integration's actors on the Effect runtime: the pairs (one page of 100) and the integration
// of the flagged pair, which blocks the screen while it runs.
import { Effect } from 'effect';
import type { IntegrationPage } from '../../../machines/customers/customer-integration.machine';
import { custIntegrationList, type IntegrationFlag, saveCustIntegration } from '../../domain/customers/integration-contract';
import { Api } from '../../services/api.service';

export const loadPairs = ({ offset, size }: { offset: number; size: number }) =>
  Api.use((a) => a.call(custIntegrationList, { offset, size })).pipe(Effect.map((r): IntegrationPage => ({ totCnt: r.totCnt, list: r.list })));

export const integrate = ({ rows }: { rows: readonly IntegrationFlag[] }) => Api.use((a) => a.call(saveCustIntegration, { jsonString: rows }, { block: true }));
