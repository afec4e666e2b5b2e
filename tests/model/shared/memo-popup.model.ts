// What the model tests of the two memo popups (machines/shared/memo-popup.ts: the customer memo, the
// member memo) share: their events, the generated paths per input replayed on the bare machine, the
// drivers of the form's controls, and what the popup shows in each state. Each test keeps its own server
// side: the calls it holds and forwards, what the server then holds, what the opener is told.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnMachine, type Drivers } from '../../support/replay';
import { finishedBy } from '../customers/section-world';

/** The events of a popup writing a new memo (sqno null) or editing one. */
export function memoPopupEvents(
  sqno: number | null,
  o: {
    /** The text the memo to edit loads with. */
    readonly loaded: string;
    /** Typed in turn: a memo, blanks only, one beyond the limit. */
    readonly typed: readonly [string, string, string];
    /** The save's answer, when it has one. */
    readonly saveOutput?: unknown;
  },
): AnyEventObject[] {
  return [
    ...(sqno === null
      ? []
      : [
          { type: 'xstate.done.actor.loadMemo', output: o.loaded },
          { type: 'xstate.error.actor.loadMemo', error: new NetworkError({ detail: 'offline' }) },
          { type: 'user.retry' },
        ]),
    ...o.typed.map((text) => ({ type: 'user.changeText', text })),
    { type: 'user.submit' },
    { type: 'user.confirm' },
    { type: 'user.dismiss' },
    { type: 'user.dismissMessage' },
    { type: 'user.cancel' },
    { type: 'xstate.done.actor.saveMemo', ...(o.saveOutput === undefined ? {} : { output: o.saveOutput }) },
    { type: 'xstate.error.actor.saveMemo', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
    { type: 'xstate.done.actor.finish' },
  ];
}

const contextKey = (c: any) => [c.text, c.message, c.error];
/** The popup closes itself once it is done: the step that finishes is the shell's, at once. */
export const isAuto = (e: AnyEventObject) => e.type === 'xstate.done.actor.finish';

/**
 * The paths of each group (a way in: a new memo, an edit), cached as `cache`, each replayed on the bare
 * machine under `<name> machine: generated paths (<group>)`; the transitions taken are recorded for the
 * coverage report. A path that stops while the popup finishes ends with the shell's answer.
 */
export function memoPopupModel<G extends { readonly name: string; readonly cache: string; readonly input: { readonly sqno: number | null } }>(
  name: string,
  machine: AnyStateMachine,
  groups: readonly G[],
  events: (input: G['input']) => AnyEventObject[],
) {
  const inert = machine.provide({ actors: inertActors(['loadMemo', 'saveMemo', 'finish']) as any });
  const finished = (input: unknown) => finishedBy(inert, input, (v) => (v === 'finishing' || v === 'closing' ? 'finish' : null));
  const withPaths = groups.map((g) => ({
    ...g,
    paths: cachedPaths(g.cache, machine, { events: events(g.input), input: g.input, contextKey, inert, taken: new Set<string>() }, generateCoveringPaths).map(finished(g.input)),
  }));
  const taken = new Set<string>();
  afterAll(() => writeCoverage(machine, taken));
  for (const g of withPaths)
    describe(`${name} machine: generated paths (${g.name})`, () => {
      it('generates paths', () => expect(g.paths.length).toBeGreaterThanOrEqual(5));
      for (const path of g.paths) it(path.description, () => replayOnMachine(inert, g.input, path, taken, contextKey));
    });
  return { inert, groups: withPaths };
}

/** The popup as rendered: its form, the box's label and the submit button's name. */
export interface MemoPopupForm {
  readonly form: () => HTMLElement;
  readonly label: string;
  readonly submit: string;
}

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const dialogButton = (name: string) => click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));

/** The user's events, by the form's controls and the alert dialog's buttons. */
export const memoPopupDrivers = (p: MemoPopupForm): Drivers => ({
  'user.retry': () => click(within(p.form()).getByRole('button', { name: msg.retry })),
  'user.changeText': (e) => act(() => void fireEvent.change(within(p.form()).getByLabelText(p.label), { target: { value: e.text } })),
  'user.submit': () => click(within(p.form()).getByRole('button', { name: p.submit })),
  'user.confirm': () => dialogButton('확인'),
  'user.dismiss': () => dialogButton('취소'),
  'user.dismissMessage': () => dialogButton('확인'),
  'user.cancel': () => click(within(p.form()).getByRole('button', { name: '취소' })),
});

/** A save answered before this step of the path. */
export const savedBefore = (path: ModelPath, index: number) => path.steps.slice(1, index + 1).some((st) => st.event.type === 'xstate.done.actor.saveMemo');

/** Closed: the opener heard `told` (only after a save), the web view closed once, and a window that stays went to `href`. */
export function expectClosed(shell: FakeShellControl, went: readonly string[], told: readonly unknown[], href: string) {
  expect(shell.calls.filter((k) => k.action === 'sendToParent').map((k) => k.payload.data)).toEqual(told);
  expect(shell.calls.filter((k) => k.action === 'close')).toHaveLength(1);
  expect(went).toEqual([href]);
}

/** Open: nothing told or closed yet; the spinner, the load error, the text (editable only while editing) and the one dialog of the state. */
export function expectOpen(shell: FakeShellControl, p: MemoPopupForm, state: string, c: { text: string; error: string | null; message: string | null }, confirm: string) {
  expect(shell.calls.filter((k) => k.action === 'close' || k.action === 'sendToParent')).toHaveLength(0);
  const f = p.form();
  expect(within(f).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(state === 'loading');
  if (state === 'loadFailed') expect(within(f).getByRole('alert')).toHaveTextContent(c.error!);
  const box = within(f).getByLabelText(p.label) as HTMLTextAreaElement;
  expect(box).toHaveValue(c.text);
  expect(box).toHaveProperty('disabled', state !== 'editing');
  const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
  if (state === 'confirming') expect(dialogs).toEqual([expect.stringContaining(confirm)]);
  else if (state === 'refused') expect(dialogs).toEqual([expect.stringContaining(c.message!)]);
  else expect(dialogs).toEqual([]);
  return box;
}
