// The shared load / edit / save statechart for anything a user reads, changes and saves (settings editors
// today; registration, plans, surveys and schedules next). One factory, two ways of saving:
// - 'instant': every change is saved at once; a failed save puts back what the server holds;
// - 'confirmed': changes edit a draft; save and cancel ask first; cancel puts back the saved value and a
//   failed save keeps the draft. Edits are immer recipes, so nested values (a form's children, a cart)
//   are changed in place on a draft instead of by hand-spread copies.
import { produce, type Draft } from 'immer';
import { assign, setup, type EventObject } from 'xstate';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from './provided';

export type LoadEditSaveCommon =
  | { type: 'user.save' }
  | { type: 'user.cancel' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' };

/** A change a user makes: a recipe on a draft of the value (return a value to replace it). */
export type Edit<V, E extends EventObject, I> = (draft: Draft<V>, event: E, input: I) => V | void;

export interface LoadEditSaveContext<V, I> {
  readonly input: I;
  /** What the controls show: the loaded value as edited (or, while saving instantly, the one being saved). */
  readonly value: V;
  /** The value as the server (or the shell) holds it. */
  readonly saved: V;
  /** The load failure shown with a retry button. */
  readonly loadError: string | null;
  /** The saved notice or the failed save's message, shown until dismissed. */
  readonly message: string | null;
}

export interface LoadEditSaveOptions<V, L, I, E extends EventObject> {
  readonly id: string;
  readonly mode: 'instant' | 'confirmed';
  /** The value shown before anything is loaded. */
  readonly initial: (input: I) => V;
  /** What a load's output becomes; null when there is nothing to edit here (the state `unavailable`). */
  readonly fromLoaded: (loaded: L, input: I) => V | null;
  /** Whether `unavailable` can happen at all (a state no load reaches would be an untested transition). */
  readonly canBeUnavailable?: boolean;
  /** The edits, by event type; an edit that changes nothing is not taken. */
  readonly edits: { readonly [T in E['type']]: { readonly edit: Edit<V, Extract<E, { type: T }>, I>; readonly description?: string } };
  /** Equal values: an edit that leads back to the value is no change, a draft equal to the saved one is clean. */
  readonly same: (a: V, b: V) => boolean;
  /** The 'confirmed' save's success notice. */
  readonly savedMessage?: string;
  /** The failed save's message; by default the server's rtMsg or the network message. */
  readonly saveFailedMessage?: (error: unknown) => string;
  /** Descriptions shown on the diagram, by state. */
  readonly descriptions?: Partial<Record<'loading' | 'unavailable' | 'idle' | 'saving' | 'saveFailed', string>>;
}

/** Every state the machine may have; which exist depends on the mode (and `canBeUnavailable`). */
export type LoadEditSaveState =
  | 'loading'
  | 'loadFailed'
  | 'unavailable'
  | 'idle'
  | 'confirmingSave'
  | 'confirmingCancel'
  | 'saving'
  | 'savedNotice'
  | 'saveFailed';

/** A load / edit / save machine; its actors `load` and `save` are provided by the area's bindings. */
export function loadEditSaveMachine<V, L, I, E extends EventObject>(o: LoadEditSaveOptions<V, L, I, E>) {
  type Ctx = LoadEditSaveContext<V, I>;
  type Ev = E | LoadEditSaveCommon;
  const instant = o.mode === 'instant';
  const editOf = (event: Ev) => (o.edits as unknown as Record<string, { edit: Edit<V, Ev, I> } | undefined>)[event.type]?.edit;
  const applied = (c: Ctx, event: Ev): V => {
    const edit = editOf(event);
    // A recipe may change the draft or return a whole new value; immer takes either.
    return edit ? (produce(c.value, (d: Draft<V>) => edit(d, event, c.input) as Draft<V> | undefined) as V) : c.value;
  };
  const loadedOf = (c: Ctx, event: unknown) => o.fromLoaded((event as { output: L }).output, c.input);
  const errorOf = (event: unknown) => (event as { error: unknown }).error;

  const m = setup({
    types: { input: {} as I, context: {} as Ctx, events: {} as Ev },
    actors: { load: providedPromise<L>('load'), save: providedPromise<void, V>('save') },
    guards: {
      isUnavailable: ({ context, event }) => loadedOf(context, event) === null,
      isChange: ({ context, event }) => !o.same(applied(context, event), context.value),
      isDirty: ({ context }) => !o.same(context.value, context.saved),
    },
    actions: {
      assignLoaded: assign(({ context, event }) => {
        const v = loadedOf(context, event) ?? context.value;
        return { value: v, saved: v, loadError: null };
      }),
      assignLoadError: assign({ loadError: ({ event }) => errorMessage(errorOf(event)) }),
      applyEdit: assign({ value: ({ context, event }) => applied(context, event) }),
      restore: assign({ value: ({ context }) => context.saved }),
      markSaved: assign(({ context }) => ({ saved: context.value, message: instant ? null : (o.savedMessage ?? null) })),
      saveFailed: assign(({ context, event }) => ({
        value: instant ? context.saved : context.value,
        message: (o.saveFailedMessage ?? errorMessage)(errorOf(event)),
      })),
      clearMessage: assign({ message: null }),
    },
  });

  const d = o.descriptions ?? {};
  const editTransitions = Object.fromEntries(
    Object.entries(o.edits as Record<string, { description?: string }>).map(([type, e]) => [
      type,
      { guard: 'isChange', actions: 'applyEdit', ...(instant ? { target: 'saving' } : {}), ...(e.description ? { description: e.description } : {}) },
    ]),
  );
  const loaded = { target: 'idle', actions: 'assignLoaded' };
  const states: Record<string, unknown> = {
    loading: {
      ...(d.loading ? { description: d.loading } : {}),
      invoke: {
        id: 'load',
        src: 'load',
        onDone: o.canBeUnavailable ? [{ guard: 'isUnavailable', target: 'unavailable' }, loaded] : loaded,
        onError: { target: 'loadFailed', actions: 'assignLoadError' },
      },
    },
    loadFailed: { on: { 'user.retry': { target: 'loading' } } },
    ...(o.canBeUnavailable ? { unavailable: { ...(d.unavailable ? { description: d.unavailable } : {}) } } : {}),
    idle: {
      ...(d.idle ? { description: d.idle } : {}),
      on: instant
        ? editTransitions
        : {
            ...editTransitions,
            'user.save': { guard: 'isDirty', target: 'confirmingSave' },
            'user.cancel': { guard: 'isDirty', target: 'confirmingCancel' },
          },
    },
    ...(instant
      ? {}
      : {
          confirmingSave: { on: { 'user.confirm': { target: 'saving' }, 'user.dismiss': { target: 'idle' } } },
          confirmingCancel: {
            on: {
              'user.confirm': { target: 'idle', actions: 'restore', description: 'The value goes back to what the server holds.' },
              'user.dismiss': { target: 'idle' },
            },
          },
        }),
    saving: {
      description:
        d.saving ??
        (instant
          ? 'Controls are disabled meanwhile: each save starts from what the server holds, so a failure puts back exactly one change.'
          : 'The draft is sent; it stays if the save fails, so the user can save again.'),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }: { context: Ctx }) => context.value,
        onDone: { target: instant ? 'idle' : 'savedNotice', actions: 'markSaved' },
        onError: { target: 'saveFailed', actions: 'saveFailed' },
      },
    },
    ...(instant ? {} : { savedNotice: { on: { 'user.dismissMessage': { target: 'idle', actions: 'clearMessage' } } } }),
    saveFailed: {
      ...(d.saveFailed ? { description: d.saveFailed } : {}),
      on: { 'user.dismissMessage': { target: 'idle', actions: 'clearMessage' } },
    },
  };
  // The states are assembled from the options, so their literal names are not known to the type checker.
  return m.createMachine({
    id: o.id,
    initial: 'loading',
    context: ({ input }) => {
      const v = o.initial(input);
      return { input, value: v, saved: v, loadError: null, message: null };
    },
    states: states as { [K in LoadEditSaveState]: {} },
  });
}
