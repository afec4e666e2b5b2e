// The customer integration's actors on the Effect runtime: the pairs (one page of 100) and the integration
// of the flagged pair, which blocks the screen while it runs; without a network the outbox keeps it (issue 18).
import { Effect } from 'effect';
import type { IntegrationPage } from '../../../machines/customers/customer-integration.machine';
import { custIntegrationList, type IntegrationFlag, saveCustIntegration } from '../../domain/customers/integration-contract';
import { outboxMessages } from '../../domain/outbox/messages';
import { Api } from '../../services/api.service';
import { answerOrQueued, submitSave } from '../outbox/submit-save';

export const loadPairs = ({ offset, size }: { offset: number; size: number }) =>
  Api.use((a) => a.call(custIntegrationList, { offset, size })).pipe(Effect.map((r): IntegrationPage => ({ totCnt: r.totCnt, list: r.list })));

/** How many pairs were integrated; 'queued' when the outbox keeps it (the machine shows its notice). It merges two customers: no one record. */
export const integrate = ({ rows }: { rows: readonly IntegrationFlag[] }) =>
  submitSave(saveCustIntegration, { jsonString: rows }, { label: outboxMessages.outboxLabelIntegration, record: null, block: true }).pipe(
    Effect.map((s) => answerOrQueued(s, 'queued' as const)),
  );
