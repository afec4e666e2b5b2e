// The generated paths of the registration machine, in three focused models sharing what earlier ones
// took (one model of every event at once is too many states): the phone, step 1, verification, the
// text to the customer and the save; the parent, address, interests and no-jin activity with step 2;
// the child blocks with step 2. Shared by the machine replay and the rendered replay.
import type { AnyEventObject } from 'xstate';
import { BridgeUnavailable } from '../../../bridges/contract';
import { registrationMachine, type RegistrationSetup } from '../../../machines/registration/registration.machine';
import { registrationMessages as rm } from '../../../src/domain/registration/messages';
import type { InterestItem } from '../../../src/domain/customers/sections-contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { generateCoveringPaths, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors } from '../../support/replay';

export const REG_ACTORS = ['loadForm', 'checkDuplicate', 'verification', 'sendAuthText', 'saveRegistration', 'openPopup', 'watchPopups'];

/** What the paths need of the world: the setup the server gives, a free phone, a registered one, an address. */
export interface RegWorld {
  readonly setup: RegistrationSetup;
  readonly freePhone: string;
  readonly juso: { readonly zipNo: string; readonly roadAddr: string };
  /** A choice of a multiple-choice interest family, and a no-jin activity other than 78. */
  readonly interest: Pick<InterestItem, 'prenCd' | 'cdVl1'>;
  readonly activity: string;
}

const VERIFIED = { encSqno: 'REQUEST', agreements: { required: true, marketing: false } };

export function registrationPaths(w: RegWorld) {
  const load: AnyEventObject[] = [{ type: 'xstate.done.actor.loadForm', output: w.setup }];
  const identity: AnyEventObject[] = [
    { type: 'user.edit', field: 'phone', value: w.freePhone },
    { type: 'user.edit', field: 'name', value: '김하늘' },
    { type: 'user.requestAuth' },
    { type: 'xstate.done.actor.verification', output: VERIFIED },
  ];
  const confirmations: AnyEventObject[] = [{ type: 'user.register' }, { type: 'user.confirm' }, { type: 'user.cancel' }, { type: 'user.dismissMessage' }];
  const models: { name: string; events: AnyEventObject[]; key: (c: any) => unknown }[] = [
    {
      name: 'registration-phone',
      events: [
        ...load,
        { type: 'xstate.error.actor.loadForm', error: new NetworkError({ detail: 'offline' }) },
        { type: 'user.retry' },
        { type: 'user.edit', field: 'phone', value: w.freePhone },
        { type: 'user.edit', field: 'phone', value: '0101234' },
        { type: 'user.edit', field: 'phone', value: '' },
        { type: 'user.edit', field: 'name', value: '김하늘' },
        { type: 'user.blurPhone' },
        { type: 'xstate.done.actor.checkDuplicate', output: 0 },
        { type: 'xstate.done.actor.checkDuplicate', output: 1 },
        { type: 'xstate.error.actor.checkDuplicate', error: new NetworkError({ detail: 'offline' }) },
        { type: 'user.requestAuth' },
        { type: 'xstate.done.actor.verification', output: VERIFIED },
        { type: 'xstate.done.actor.verification', output: null },
        { type: 'user.sendAuthText' },
        { type: 'xstate.done.actor.sendAuthText' },
        { type: 'xstate.error.actor.sendAuthText', error: new ServerError({ rt: 'bad_request', rtMsg: rm.phoneQuota }) },
        { type: 'user.cancelRegistration' },
        ...confirmations,
        { type: 'xstate.done.actor.saveRegistration' },
        { type: 'xstate.error.actor.saveRegistration', error: new ServerError({ rt: 'bad_request', rtMsg: rm.phoneDuplicate }) },
      ],
      key: (c) => [c.form.phone, c.form.phoneSplit, c.form.name, c.duplicates, c.authenticated, c.message],
    },
    {
      name: 'registration-sections',
      events: [
        ...load,
        ...identity,
        { type: 'user.edit', field: 'custbrdt', value: '19851345' },
        { type: 'user.edit', field: 'custbrdt', value: '19850315' },
        { type: 'user.edit', field: 'custadr2', value: '101동 1203호' },
        { type: 'user.edit', field: 'memo', value: '주말 상담 희망' },
        { type: 'user.chooseActivity', cdVl1: '78' },
        { type: 'user.chooseActivity', cdVl1: w.activity },
        { type: 'user.edit', field: 'custnote', value: '동네 공원' },
        { type: 'user.choose', ...w.interest },
        { type: 'user.edit', field: 'custgndr', value: 'F' },
        { type: 'user.searchAddress' },
        { type: 'xstate.done.actor.openPopup' },
        { type: 'xstate.error.actor.openPopup', error: new BridgeUnavailable({ action: 'openNewPage', platform: 'AND', reason: 'no-shell' }) },
        { type: 'popup.jusoSelected', ...w.juso },
        ...confirmations,
      ],
      key: (c) => [c.form.name, c.authenticated, c.message, c.form.custbrdt, c.form.prensrno, c.form.custnote, c.form.custadr1, c.form.custadr2, c.form.memo, c.form.custgndr, c.form.items.filter((i: any) => i.custvalu === 'Y').length],
    },
    {
      name: 'registration-children',
      events: [
        ...load,
        ...identity,
        { type: 'user.addChild' },
        { type: 'user.deleteChild', index: 0 },
        { type: 'user.editChild', index: 0, field: 'chlnbdt', value: '20201345' },
        { type: 'user.editChild', index: 0, field: 'chlngndr', value: 'M' },
        ...confirmations,
      ],
      key: (c) => [c.form.name, c.authenticated, c.message, c.deleting, c.form.children],
    },
  ];
  const inert = registrationMachine.provide({ actors: inertActors(REG_ACTORS) as any });
  const taken = new Set<string>();
  const paths: (ModelPath & { key: (c: any) => unknown })[] = [];
  for (const m of models) {
    const got = cachedPaths(m.name, registrationMachine, { events: m.events, contextKey: m.key, inert, taken }, generateCoveringPaths);
    paths.push(...got.map((p) => ({ ...p, key: m.key })));
  }
  return { paths, inert };
}
