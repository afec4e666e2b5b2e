// The outside sites configured for the app (spec 1 §2 HCD06 shortcuts and the event link; spec 3 the
// card-making site): the operator sets their addresses (`npm run admin -- site set`), the server answers
// the configured ones for the caller. Names and placement are the app's (rules/outside-sites.ts).
import { Schema } from 'effect';
import { Empty, YN, defineCall } from '../shared/call';

/** ssoYn Y: open with the caller's single-sign-on token (getSsoToken); N: the plain site. */
export const SiteRowSchema = Schema.Struct({ siteCd: Schema.String, url: Schema.String, ssoYn: YN });
export type SiteRow = typeof SiteRowSchema.Type;

export const siteList = defineCall({
  path: 'site/list',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ list: Schema.Array(SiteRowSchema) }),
});
