// The memo popup's statechart, shared by the customer memo (spec 2 §2 Memo) and the member's private memo
// (spec 3 §2 memo popup): a new memo, or an edit of one (its text loaded first); required and not blank,
// kept within the area's limit as typed, confirmed, saved; then the opener is told and the popup closes.
// Cancel closes it unsaved. The areas differ in the limit, the texts, what the calls take and whether a
// save's answer must prove it stored the memo.
import { assign, setup } from 'xstate';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from './provided';

export interface MemoPopupInput {
  /** The memo to edit; null writes a new one. */
  readonly sqno: number | null;
}

/** What the popup keeps beside its input. */
export interface MemoPopupFields {
  readonly text: string;
  /** The alert over the form: the required rule, or why the save failed. */
  readonly message: string | null;
  /** Why the memo to edit did not load. */
  readonly error: string | null;
  /** The save went through: the machine's output, for an opener that runs the popup as its child. */
  readonly saved: boolean;
}

export type MemoPopupContext<I extends MemoPopupInput> = I & MemoPopupFields;

export type MemoPopupEvent =
  | { type: 'user.changeText'; text: string }
  | { type: 'user.submit' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.retry' }
  | { type: 'user.cancel' };

export interface MemoPopupOptions<I extends MemoPopupInput, LoadIn, SaveIn, SaveOut> {
  readonly id: string;
  /** The text as the box keeps it: what goes beyond the area's limit is cut off. */
  readonly limit: (text: string) => string;
  /** The required rule's alert. */
  readonly requiredMessage: string;
  /** What loading the memo to edit (input.sqno not null) takes. */
  readonly loadInput: (context: MemoPopupContext<I>, sqno: number) => LoadIn;
  /** What the save takes; `text` is the typed text, trimmed. */
  readonly saveInput: (context: MemoPopupContext<I>, text: string) => SaveIn;
  /** A save whose answer can say "not stored" without failing: how to tell it stored, and the alert if not. */
  readonly checkStored?: { readonly isStored: (output: SaveOut) => boolean; readonly message: string; readonly description: string };
  /** Texts on the diagram. */
  readonly descriptions: {
    readonly loading?: string;
    readonly changeText: string;
    readonly confirming: string;
    readonly finishing: string;
  };
}

const errorOf = (event: unknown) => (event as { error: unknown }).error;

/** A memo popup machine; its actors loadMemo, saveMemo and finish are provided by the area's route. */
export function memoPopupMachine<I extends MemoPopupInput, LoadIn, SaveIn, SaveOut = void>(o: MemoPopupOptions<I, LoadIn, SaveIn, SaveOut>) {
  type Ctx = MemoPopupContext<I>;
  // The popup's own fields of a context whose input part is the area's: TypeScript cannot check an update
  // of a generic intersection, so it is checked against the popup's fields and widened here.
  const patch = (fields: Partial<MemoPopupFields>) => fields as Partial<Ctx>;
  const saved = { target: 'finishing', actions: 'markSaved' } as const;
  // The loadMemo and saveMemo invokes are cast: XState types an invoke by its actor's logic, which
  // TypeScript cannot resolve while LoadIn / SaveIn / SaveOut are type parameters (nothing is assignable
  // to it). loadInput and saveInput return exactly the actors' input types; the rest is checked as usual.
  return setup({
    types: { input: {} as I, context: {} as Ctx, events: {} as MemoPopupEvent, output: {} as { saved: boolean } },
    actors: {
      loadMemo: providedPromise<string, LoadIn>('loadMemo'),
      saveMemo: providedPromise<SaveOut, SaveIn>('saveMemo'),
      /** Tells the opener (when saved) and closes the popup. Cannot fail: where nothing closes, it goes to the opener's page. */
      finish: providedPromise<void, { saved: boolean }>('finish'),
    },
    guards: {
      isEditing: ({ context }) => context.sqno !== null,
      isBlank: ({ context }) => context.text.trim() === '',
      isStored: ({ event }) => o.checkStored?.isStored((event as unknown as { output: SaveOut }).output) ?? true,
    },
    actions: {
      assignText: assign(({ event }) => patch({ text: event.type === 'user.changeText' ? o.limit(event.text) : '' })),
      assignLoaded: assign(({ event }) => patch({ text: (event as unknown as { output: string }).output, error: null })),
      assignError: assign(({ event }) => patch({ error: errorMessage(errorOf(event)) })),
      noteRequired: assign(() => patch({ message: o.requiredMessage })),
      noteFailure: assign(({ event }) => patch({ message: errorMessage(errorOf(event)) })),
      noteNotStored: assign(() => patch({ message: o.checkStored?.message ?? null })),
      markSaved: assign(() => patch({ saved: true })),
      dismissMessage: assign(() => patch({ message: null })),
    },
  }).createMachine({
    id: o.id,
    context: ({ input }) => ({ ...input, text: '', message: null, error: null, saved: false }),
    initial: 'starting',
    output: ({ context }) => ({ saved: context.saved }),
    states: {
      starting: { always: [{ guard: 'isEditing', target: 'loading' }, { target: 'editing' }] },
      loading: {
        ...(o.descriptions.loading ? { description: o.descriptions.loading } : {}),
        invoke: {
          id: 'loadMemo',
          src: 'loadMemo',
          input: ({ context }: { context: Ctx }) => o.loadInput(context, context.sqno!),
          onDone: { target: 'editing', actions: 'assignLoaded' },
          onError: { target: 'loadFailed', actions: 'assignError' },
        } as never,
      },
      loadFailed: { on: { 'user.retry': 'loading', 'user.cancel': 'closing' } },
      editing: {
        on: {
          'user.changeText': { actions: 'assignText', description: o.descriptions.changeText },
          'user.submit': [
            { guard: 'isBlank', target: 'refused', actions: 'noteRequired', description: o.requiredMessage },
            { target: 'confirming' },
          ],
          'user.cancel': 'closing',
        },
      },
      refused: { on: { 'user.dismissMessage': { target: 'editing', actions: 'dismissMessage' } } },
      confirming: {
        description: o.descriptions.confirming,
        on: { 'user.confirm': 'saving', 'user.dismiss': 'editing' },
      },
      saving: {
        invoke: {
          id: 'saveMemo',
          src: 'saveMemo',
          input: ({ context }: { context: Ctx }) => o.saveInput(context, context.text.trim()),
          onDone: o.checkStored
            ? [{ guard: 'isStored', ...saved }, { target: 'refused', actions: 'noteNotStored', description: o.checkStored.description }]
            : saved,
          onError: { target: 'refused', actions: 'noteFailure', description: 'The server’s message; the text stays for another try.' },
        } as never,
      },
      finishing: {
        description: o.descriptions.finishing,
        invoke: { id: 'finish', src: 'finish', input: { saved: true }, onDone: 'closed' },
      },
      closing: {
        description: 'Closed without saving.',
        invoke: { id: 'finish', src: 'finish', input: { saved: false }, onDone: 'closed' },
      },
      closed: { type: 'final' },
    },
  });
}
