// Slots for effects a machine declares but the composition root implements (src/app/actors.ts).
// The machine file stays complete for types, diagrams and path generation; running it without
// `.provide()` fails loudly instead of silently doing nothing.
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';

export const providedPromise = <Output, Input = void>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`actor "${name}" must be provided by the app root`);
  });

export const providedCallback = <Input = void>(name: string) =>
  fromCallback<AnyEventObject, Input>(() => {
    throw new Error(`actor "${name}" must be provided by the app root`);
  });
