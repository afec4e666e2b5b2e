// The shake setting (spec 1 §2 "Shake setting", spec 3 §7, §9): a switch and what a shake opens (the
// education QR scan, or the customer registration screen once it exists), stored by the native shell
// under the app-data key `shake`. Outside the app there is no shake and no app storage: the section says
// so. A failed write puts the previous choice back. Built on the shared load / edit / save machine in its
// 'instant' way. Diagram: docs/statecharts/shakeSetting.md
import { settingsMessages } from '../../src/domain/settings/messages';
import {
  effectiveShakeSetting,
  SHAKE_OFF,
  SHAKE_ON_DEFAULT,
  shakeSettingFor,
  type ShakeSetting,
  type ShakeTarget,
} from '../../src/domain/settings/shake';
import { loadEditSaveMachine } from '../shared/load-edit-save';

export interface ShakeSettingInput {
  /** The customer registration screen's path, or null while that screen is not built (not offered). */
  readonly customerRegPath: string | null;
}

export type ShakeSettingEvent = { type: 'user.toggle'; on: boolean } | { type: 'user.choose'; target: ShakeTarget };

export const shakeSettingMachine = loadEditSaveMachine<ShakeSetting, ShakeSetting | null, ShakeSettingInput, ShakeSettingEvent>({
  id: 'shakeSetting',
  mode: 'instant',
  initial: () => SHAKE_OFF,
  /** The stored setting, or null where the app has no storage of its own (outside the app). */
  fromLoaded: (stored, input) => (stored === null ? null : effectiveShakeSetting(stored, input.customerRegPath)),
  canBeUnavailable: true,
  edits: {
    'user.toggle': {
      edit: (_, e, input) => (e.on ? (shakeSettingFor(SHAKE_ON_DEFAULT, input.customerRegPath) ?? SHAKE_OFF) : SHAKE_OFF),
      description: 'On starts with the QR scan; off stores NONE.',
    },
    'user.choose': {
      edit: (setting, e, input) => (setting.type === 'NONE' ? undefined : (shakeSettingFor(e.target, input.customerRegPath) ?? undefined)),
      description: 'Only while on, and only a target this app offers.',
    },
  },
  same: (a, b) => a.type === b.type && a.url === b.url,
  saveFailedMessage: () => settingsMessages.shakeSaveFailed,
  descriptions: {
    loading:
      'getAppData("shake"): JSON { type, url }; nothing stored or unreadable text reads as off; a stored choice this app ' +
      'does not offer (a screen not built yet) shows as off. Fails when the shell does not answer in time, or answers a failure.',
    unavailable: 'PC or a phone browser: no shake, no app storage; the section says it works in the app only.',
    saving: 'setAppData("shake", JSON). Controls are disabled meanwhile: a tap during the write is not taken.',
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Shake setting: on/off and what a shake opens, kept in the shell app data (key shake); app only.';
