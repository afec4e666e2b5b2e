// The business card (spec 3 §2 /dashboard/profile/:userId, §7 sendProfile). The card's fields come from
// card/profile; orgnz/profile answers the member-profile fields of the organisation screens.
import { Schema } from 'effect';
import { Empty, Text, defineCall } from '../shared/call';
import { MOBILE_PATTERN } from '../shared/phone';

/** What the card shows and the link a customer receives; photoUrl '' means the default avatar. */
export const BusinessCard = Schema.Struct({
  userid: Schema.String,
  akdcde: Schema.String,
  akdnam: Schema.String,
  pstnNm: Schema.String,
  cntrName: Schema.String,
  brncName: Schema.String,
  hpno: Schema.String,
  photoUrl: Schema.String,
  /** The public card page sent by message and embedded in the screen. */
  cardUrl: Schema.String,
});
export type BusinessCard = typeof BusinessCard.Type;

export const cardProfile = defineCall({
  path: 'card/profile',
  auth: 'session',
  request: Schema.Struct({ targetId: Text(20, 1) }),
  response: BusinessCard,
});

/** The customer's mobile number, digits only (rules/phone.ts checks the pattern on both sides). */
export const sendProfile = defineCall({
  path: 'sendProfile',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ telNo: Schema.String.check(Schema.isPattern(MOBILE_PATTERN)) }),
  response: Empty,
});
