// The outside sites configured for the app (spec 1 §2 HCD06 shortcuts and the event link; spec 3 the
// card-making site): the operator sets their addresses (`npm run admin -- site set`), the server answers
// the configured ones for the caller, and getSsoToken the single-sign-on token the ones with ssoYn Y open
// with. Names and placement are the app's (outside-sites.ts).
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

/** token '' when the outside site has no single sign-on for this user: the plain site opens. */
export const getSsoToken = defineCall({
  path: 'getSsoToken',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ token: Schema.String, userIdEnc: Schema.String }),
});
