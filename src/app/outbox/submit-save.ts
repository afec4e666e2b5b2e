// A screen's save through the outbox (issue 18, D67): sent now with a key made when the user acted; when the
// network fails it is kept on the device as queued (the pending-saves indicator says so) instead of failing.
// For the screen a queued save is done: the form closes as after a sent one, and the outbox sends it later.
// Calls the outbox must never keep (domain/outbox/queueable) go straight to the API and fail as before.
import { Effect } from 'effect';
import type { CallDef } from '../../domain/shared/call';
import type { ApiFailure } from '../../services/api.service';
import { Outbox, type SubmitAbout, type Submitted } from '../../services/outbox.service';

export type { SubmitAbout, Submitted };

/** Sent (with the server's answer) or queued (with the kept entry). */
export const submitSave = <Req, Res>(call: CallDef<Req, Res, any>, payload: Req, about: SubmitAbout): Effect.Effect<Submitted<Res>, ApiFailure, Outbox> =>
  Outbox.use((o) => o.submit(call, payload, about));

/** A save whose answer the screen does not read: sent or queued, it is done for the screen. */
export const submitVoid = <Req, Res>(call: CallDef<Req, Res, any>, payload: Req, about: SubmitAbout): Effect.Effect<void, ApiFailure, Outbox> =>
  submitSave(call, payload, about).pipe(Effect.asVoid);

/** The server's answer when sent; `queued` (the save waits in the outbox) otherwise. */
export const answerOrQueued = <Res, Q>(s: Submitted<Res>, queued: Q): Res | Q => (s.status === 'sent' ? s.output : queued);
