// Failures a flow can branch on (by `_tag`) and the Korean text each one shows (spec 1 §8).
// Services raise them; machines only read `_tag`/`rt`, so they live in the domain.
import { Data, Schema } from 'effect';
import { appMessages } from '../app/messages';
import { sharedMessages } from './messages';

/** The server answered rt ≠ success with a message to show as it is. */
export class ServerError extends Data.TaggedError('ServerError')<{
  readonly rt: string;
  readonly rtMsg: string;
  /** With rt conflict: the record as the server now holds it (string fields, its version among them). */
  readonly current?: Readonly<Record<string, string>>;
}> {}

/** unauthorized / auth_token_expired / session_expired: the session is over. */
export class SessionRejected extends Data.TaggedError('SessionRejected')<{ readonly rt: string; readonly rtMsg: string }> {}

/** No answer, or an answer that is not the API's envelope (proxy page, cut connection, time-out). */
export class NetworkError extends Data.TaggedError('NetworkError')<{ readonly detail: string }> {}

/** The envelope said success but its data does not match the contract. */
export class DecodeError extends Data.TaggedError('DecodeError')<{ readonly path: string; readonly detail: string }> {}

/** The server's user info differs from the stored session (spec 1 §4). */
export class UserInfoChanged extends Data.TaggedError('UserInfoChanged')<{ readonly field: string }> {}

/** A request the client itself refuses before any call (an unknown outside site). */
export class InvalidRequest extends Data.TaggedError('InvalidRequest')<{ readonly message: string }> {}

const tagOf = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && '_tag' in e && typeof (e as { _tag: unknown })._tag === 'string' ? (e as { _tag: string })._tag : undefined;

export const isTagged = (e: unknown, tag: string): boolean => tagOf(e) === tag;

/** The message an alert shows for a failure: the server's own text, or the spec's network message. */
export function errorMessage(e: unknown): string {
  switch (tagOf(e)) {
    case 'ServerError':
    case 'SessionRejected':
      return (e as ServerError).rtMsg || sharedMessages.serverError;
    case 'NetworkError':
      return sharedMessages.networkError;
    case 'UserInfoChanged':
      return appMessages.userInfoChanged;
    case 'InvalidRequest':
      return (e as InvalidRequest).message;
    default:
      return sharedMessages.serverError;
  }
}
