// common/getToken (spec 2 §7): the short-lived token the app adds, with the user id, to the outside
// sales-system links of the detail (services/sales-links.ts says what it binds and how it is checked).
import { getToken } from '../../../src/domain/customers/sections-contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';

export const salesTokenCalls: readonly ApiCall[] = [
  handle(getToken, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    return { token: ctx.svc.salesLinks.token(user.userid, ctx.svc.clock.now()) };
  }),
];
