// The generated paths of the registration's phone verification (terms sheet, request, countdown,
// certification sheet), shared by the machine replay and the rendered replay. The countdown's seconds are
// left out of the vertex key: a tick leads back to the same vertex, so a path shows one tick at most.
import type { AnyEventObject } from 'xstate';
import { AUTH_MS, registrationVerificationMachine, TICK_MS, type VerificationInput } from '../../../machines/registration/registration-verification.machine';
import { registrationMessages as rm } from '../../../src/domain/registration/messages';
import { ServerError } from '../../../src/domain/shared/errors';
import { generateCoveringPaths } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

export const VERIFY_ACTORS = ['requestAuth', 'reissueAuth', 'validAuth'];
export const TICK = `xstate.after.${TICK_MS}.registrationVerification.certifying.live.clock.ticking`;
export const EXPIRY = `xstate.after.${AUTH_MS}.registrationVerification.certifying.live`;

/** The path's number: the test replaces it with the one the server texted. */
export const TEXTED = '000000';

export function verificationPaths(input: VerificationInput) {
  const events: AnyEventObject[] = [
    { type: 'user.toggleRequired' },
    { type: 'user.toggleMarketing' },
    { type: 'user.toggleAll' },
    { type: 'user.confirmTerms' },
    { type: 'user.close' },
    { type: 'xstate.done.actor.requestAuth', output: { encSqno: 'REQUEST' } },
    { type: 'xstate.error.actor.requestAuth', error: new ServerError({ rt: 'bad_request', rtMsg: rm.phoneQuota }) },
    { type: 'user.changeAuthNo', value: TEXTED },
    { type: 'user.changeAuthNo', value: '12' },
    { type: 'user.submitAuthNo' },
    { type: 'xstate.done.actor.validAuth' },
    { type: 'xstate.error.actor.validAuth', error: new ServerError({ rt: 'bad_request', rtMsg: rm.authNoWrong(4) }) },
    { type: 'user.reRequest' },
    { type: 'xstate.done.actor.reissueAuth' },
    { type: 'xstate.error.actor.reissueAuth', error: new ServerError({ rt: 'bad_request', rtMsg: rm.phoneQuota }) },
    { type: TICK },
    { type: EXPIRY },
    { type: 'user.dismissMessage' },
  ];
  const contextKey = (c: any) => [c.agreements, c.athnNo, c.message, c.encSqno !== null];
  const inert = registrationVerificationMachine.provide({ actors: inertActors(VERIFY_ACTORS) as any });
  const paths = cachedPaths('registration-verification', registrationVerificationMachine, { events, input, contextKey, inert, taken: new Set<string>() }, generateCoveringPaths);
  return { paths, inert, contextKey };
}
