// The QR page's call (spec 1 §2): the caller's customer easy sign-up link. Its origin is configuration
// (EDUPLANNER_PUBLIC_ORIGIN), never a request header, which the caller could forge.
import { signUpLink } from '../../../src/domain/sign-up/contract';
import { type ApiCall, handle, signedIn } from '../../http/handle';

export const signUpCalls: readonly ApiCall[] = [
  handle(signUpLink, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    return { url: ctx.svc.signUp.url(ctx.svc.config.publicOrigin, user.akdcde) };
  }),
];
