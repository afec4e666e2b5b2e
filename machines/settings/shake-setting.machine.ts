// The shake setting (spec 1 §2 "Shake setting", spec 3 §7, §9): a switch and what a shake opens (the
// education QR scan, or the customer registration screen once it exists), stored by the native shell
// under the app-data key `shake`. Outside the app there is no shake and no app storage: the section says
// so. A failed write puts the previous choice back. Diagram: docs/statecharts/shakeSetting.md
import { assign, setup } from 'xstate';
import { msg } from '../../src/domain/messages';
import {
  effectiveShakeSetting,
  SHAKE_OFF,
  SHAKE_ON_DEFAULT,
  shakeSettingFor,
  type ShakeSetting,
  type ShakeTarget,
} from '../../src/domain/settings/shake';
import { providedPromise } from '../shared/provided';

export interface ShakeSettingInput {
  /** The customer registration screen's path, or null while that screen is not built (not offered). */
  readonly customerRegPath: string | null;
}

export interface ShakeSettingContext {
  readonly customerRegPath: string | null;
  /** What the switch and the choices show: the stored setting, or the one being stored. */
  setting: ShakeSetting;
  /** The setting before the write running now, put back when it fails. */
  before: ShakeSetting | null;
  message: string | null;
}

export type ShakeSettingEvent =
  | { type: 'user.toggle'; on: boolean }
  | { type: 'user.choose'; target: ShakeTarget }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' };

const outputOf = (event: unknown) => (event as { output: ShakeSetting | null }).output;

export const shakeSettingMachine = setup({
  types: { input: {} as ShakeSettingInput, context: {} as ShakeSettingContext, events: {} as ShakeSettingEvent },
  actors: {
    /** The stored setting, or null where the app has no storage of its own (outside the app). */
    loadShake: providedPromise<ShakeSetting | null>('loadShake'),
    saveShake: providedPromise<void, ShakeSetting>('saveShake'),
  },
  guards: {
    hasNoAppStorage: ({ event }) => outputOf(event) === null,
    changesSwitch: ({ context, event }) => event.type === 'user.toggle' && event.on === (context.setting.type === 'NONE'),
    isNewChoice: ({ context, event }) =>
      event.type === 'user.choose' &&
      context.setting.type !== 'NONE' &&
      context.setting.type !== event.target &&
      shakeSettingFor(event.target, context.customerRegPath) !== null,
  },
  actions: {
    applyToggle: assign(({ context, event }) => ({
      before: context.setting,
      setting: event.type === 'user.toggle' && event.on ? (shakeSettingFor(SHAKE_ON_DEFAULT, context.customerRegPath) ?? SHAKE_OFF) : SHAKE_OFF,
    })),
    applyChoice: assign(({ context, event }) => ({
      before: context.setting,
      setting: (event.type === 'user.choose' ? shakeSettingFor(event.target, context.customerRegPath) : null) ?? context.setting,
    })),
    revert: assign(({ context }) => ({ setting: context.before ?? context.setting, before: null, message: msg.shakeSaveFailed })),
  },
}).createMachine({
  id: 'shakeSetting',
  initial: 'loading',
  context: ({ input }) => ({ customerRegPath: input.customerRegPath, setting: SHAKE_OFF, before: null, message: null }),
  states: {
    loading: {
      description: 'getAppData("shake"): JSON { type, url }; nothing stored or unreadable text reads as off.',
      invoke: {
        id: 'loadShake',
        src: 'loadShake',
        onDone: [
          { guard: 'hasNoAppStorage', target: 'appOnly' },
          {
            target: 'idle',
            actions: assign({ setting: ({ context, event }) => effectiveShakeSetting(event.output ?? SHAKE_OFF, context.customerRegPath) }),
            description: 'A stored choice this app does not offer (a screen not built yet) shows as off.',
          },
        ],
        onError: { target: 'loadFailed', description: 'The shell did not answer in time, or answered a failure.' },
      },
    },
    appOnly: { description: 'PC or a phone browser: no shake, no app storage; the section says it works in the app only.' },
    loadFailed: { on: { 'user.retry': { target: 'loading' } } },
    idle: {
      on: {
        'user.toggle': { guard: 'changesSwitch', target: 'saving', actions: 'applyToggle', description: 'On starts with the QR scan; off stores NONE.' },
        'user.choose': { guard: 'isNewChoice', target: 'saving', actions: 'applyChoice' },
      },
    },
    saving: {
      description: 'setAppData("shake", JSON). Controls are disabled meanwhile: a tap during the write is not taken.',
      invoke: {
        id: 'saveShake',
        src: 'saveShake',
        input: ({ context }) => context.setting,
        onDone: { target: 'idle', actions: assign({ before: null }) },
        onError: { target: 'saveFailed', actions: 'revert' },
      },
    },
    saveFailed: { on: { 'user.dismissMessage': { target: 'idle', actions: assign({ message: null }) } } },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Shake setting: on/off and what a shake opens, kept in the shell app data (key shake); app only.';
