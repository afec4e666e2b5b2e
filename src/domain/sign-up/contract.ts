// The QR page and /eduKakaoSync (spec 1 §2): the signed-in planner's customer easy sign-up link, which
// the QR code encodes and the share page sends. The server builds it from its public origin and a
// signed token of the planner (server/services/sign-up-link.ts), so a customer cannot forge one.
import { Schema } from 'effect';
import { Empty, defineCall } from '../shared/call';

export const signUpLink = defineCall({
  path: 'qr/signUpLink',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ url: Schema.String }),
});
