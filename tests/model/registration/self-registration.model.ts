// The self-registration page's model (spec 2 §2, §4, §5): the events of its four focused groups (opening
// the link, the customer's part of the form with the terms popup, the children, verifying and saving),
// the context that tells its states apart, and the paths each generates. The machine test and the
// rendered test (self-registration.model.test.tsx) share them.
import { createActor, type AnyEventObject } from 'xstate';
import { selfRegistrationMachine, type LinkCheck, type SelfRegistrationInput } from '../../../machines/registration/self-registration.machine';
import { selfIdentityError, selfChildComplete } from '../../../src/domain/registration/rules';
import { AUTH_SECONDS } from '../../../src/domain/registration/rules';
import { NetworkError } from '../../../src/domain/shared/errors';
import { generateCoveringPaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

/** What the planner asked for, in the model; the rendered test puts each path's own link and phone in. */
export const NAME = '한가람';
export const PHONE = '01079000000';
/** The phone as a customer may type it (the box keeps the digits). */
export const PHONE_TYPED = '010-7900-0000';
export const OTHER_NAME = '한다른';
export const OTHER_PHONE = '01079999999';
/** The texted number, in the model; the rendered test types the one the outbox holds. */
export const CODE = '000000';
export const PART_CODE = '12';
export const CHILD_NAME = '한별';
export const CHILD_BIRTH = '2015-03-01';
export const MEMO = '주말 방문 상담을 원합니다.';
export const YEAR = 2026;
export const LINK = { encSqno: 'model-sqno', encName: 'model-name', encPhoneNum: 'model-phone', encAkdcde: 'model-akdcde' };
export const TICK = 'xstate.after.1000.selfRegistration.form.verification.counting.ticking';
export const EXPIRY = 'xstate.after.authExpiry.selfRegistration.form.verification.counting';

const check = (page: LinkCheck['page']): AnyEventObject => ({
  type: 'xstate.done.actor.checkLink',
  output: { page, name: page === 'form' ? NAME : '', phone: page === 'form' ? PHONE : '', plannerName: page === 'form' ? '김설계' : '', year: YEAR } satisfies LinkCheck,
});
export const OPENED = check('form');
const offline = (actor: string): AnyEventObject => ({ type: `xstate.error.actor.${actor}`, error: new NetworkError({ detail: 'offline' }) });
const ev = (type: string, rest: Record<string, unknown> = {}): AnyEventObject => ({ type, ...rest });

const identity: AnyEventObject[] = [
  ev('user.changeName', { value: NAME }),
  ev('user.changeName', { value: OTHER_NAME }),
  ev('user.changeName', { value: '' }),
  ev('user.changePhone', { value: PHONE_TYPED }),
  ev('user.changePhone', { value: OTHER_PHONE }),
];
const rightIdentity: AnyEventObject[] = [ev('user.changeName', { value: NAME }), ev('user.changePhone', { value: PHONE_TYPED }), ev('user.toggleTerms', { kind: 'mobile' })];

export interface Group {
  readonly name: string;
  readonly input: SelfRegistrationInput;
  readonly events: readonly AnyEventObject[];
  readonly allow?: (state: any, event: AnyEventObject) => boolean;
}

const calling = (s: any) => ['issuing', 'verifying', 'keying', 'saving'].some((u) => s.matches({ form: { user: u } }));

export const GROUPS: readonly Group[] = [
  { name: 'a link without its parameters', input: { link: null }, events: [] },
  { name: 'opening the link', input: { link: LINK }, events: [check('form'), check('expired'), check('complete'), offline('checkLink'), ev('user.retry')] },
  {
    name: "the customer's part and the terms",
    input: { link: LINK },
    events: [
      OPENED,
      ...identity,
      ev('user.changeMemo', { value: MEMO }),
      ev('user.toggleTerms', { kind: 'mobile' }),
      ev('user.toggleTerms', { kind: 'marketing' }),
      ev('user.agreeAll'),
      ev('route.hashChanged', { hash: '#terms-mobile' }),
      ev('route.hashChanged', { hash: '#terms-marketing' }),
      ev('route.hashChanged', { hash: '' }),
      ev('user.closeTerms'),
      ev('user.issue'),
      ev('user.save'),
      ev('user.dismissMessage'),
      ev('user.cancel'),
    ],
  },
  {
    name: 'the children',
    input: { link: LINK },
    events: [
      OPENED,
      ev('user.addChild'),
      ev('user.removeChild', { index: 0 }),
      ev('user.changeChild', { index: 0, field: 'name', value: CHILD_NAME }),
      ev('user.changeChild', { index: 0, field: 'birthday', value: CHILD_BIRTH }),
      ev('user.chooseSex', { index: 0, sex: 'F' }),
      ev('user.chooseSex', { index: 0, sex: 'M' }),
      ev('user.dismissMessage'),
    ],
  },
  {
    name: 'verifying and saving',
    input: { link: LINK },
    events: [
      OPENED,
      ...rightIdentity,
      ev('user.issue'),
      { type: 'xstate.done.actor.issueAuthNo', output: { expiresIn: AUTH_SECONDS } },
      offline('issueAuthNo'),
      ev('user.changeCode', { value: CODE }),
      ev('user.changeCode', { value: PART_CODE }),
      ev('user.verify'),
      ev('xstate.done.actor.validAuthNo'),
      offline('validAuthNo'),
      ev(TICK),
      ev(EXPIRY),
      ev('user.removeChild', { index: 0 }),
      ev('user.save'),
      { type: 'xstate.done.actor.newIdemKey', output: 'model-idem-key-0001' },
      ev('xstate.done.actor.saveCustInfo'),
      offline('saveCustInfo'),
      check('complete'),
      ev('user.dismissMessage'),
    ],
    // The clock moves only while no call is out (a held call would meet the client's time-out instead).
    allow: (s, e) => !((e.type === TICK || e.type === EXPIRY) && calling(s)),
  },
];

/** The context that decides the machine's guards (the countdown's seconds and the key's value apart). */
export const contextKey = (c: any) => [
  c.request?.page ?? null,
  c.name === NAME ? 'name' : c.name,
  c.phone === PHONE ? 'phone' : c.phone,
  c.mobileTerms,
  c.marketing,
  c.code.length,
  c.children.length,
  c.children.every((k: any) => selfChildComplete(k, YEAR)),
  c.verified,
  c.idemKey !== null,
  c.secondsLeft > 0,
  c.terms,
  c.message,
  c.error,
];

export const inert = selfRegistrationMachine.provide({ actors: inertActors(['checkLink', 'issueAuthNo', 'validAuthNo', 'newIdemKey', 'saveCustInfo', 'watchHash']) as any });

/** Each group's paths, generated once (cached on disk), every transition of the machine among them. */
export function groupPaths(taken: Set<string>): { group: Group; paths: ModelPath[] }[] {
  return GROUPS.map((group, i) => ({
    group,
    paths: group.events.length === 0 ? [initialPath(group.input)] : cachedPaths(`self-registration-${i}`, selfRegistrationMachine, { events: group.events, input: group.input, contextKey, inert, taken, ...(group.allow ? { allow: group.allow } : {}) }, generateCoveringPaths),
  }));
}

/** A group with no events: its initial state (where eventless steps lead) is its one path. */
function initialPath(input: SelfRegistrationInput): ModelPath {
  const actor = createActor(inert, { input }).start();
  const { value, context } = actor.getSnapshot();
  actor.stop();
  return { description: '(initial state)', steps: [{ event: { type: 'xstate.init' }, state: { value, context } }] };
}

/** The identity rule the page applies, for the rendered checks. */
export const identityOf = (c: any) => selfIdentityError(c, { name: NAME, phone: PHONE });
