// What an operator operation is (server/services/operations.ts lists them): its input schema, what it
// does, and what of its input the audit log may keep (personal data — names, phones — never).
import { Schema } from 'effect';
import type { ServiceContext } from './context';

/** A refused operation (unknown op, bad input, unknown user): the operator sees the message. */
export class OperationError extends Error {
  override readonly name = 'OperationError';
}

export interface Operation<I> {
  readonly input: Schema.Codec<I, any>;
  readonly run: (svc: ServiceContext, input: I) => Promise<Record<string, unknown>>;
  /** The input as the audit log records it; the whole (redacted) input when absent. */
  readonly audit?: (input: I) => Record<string, unknown>;
}

/** A calendar day as operators type it (YYYY-MM-DD). */
export const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));

export const op = <I>(input: Schema.Codec<I, any>, run: Operation<I>['run'], audit?: Operation<I>['audit']): Operation<I> => ({ input, run, audit });
