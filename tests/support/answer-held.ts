// A held request answered as a model path's event says: a done event sends it on to the real server
// (which must succeed) and gives back the answer's body; an error event fails the network or answers
// the error's rt/rtMsg as the server would (scripted answers only to inject faults).
import { act } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';
import { expect } from 'vitest';
import type { HeldRequest } from './http-gate';

type Forward = (req: HeldRequest) => Promise<{ status: number; body: any }>;

/** The server's whole answer body for a done event; null for an error event (the fault was injected). */
export async function answerHeld(forward: Forward, req: HeldRequest, e: AnyEventObject): Promise<any> {
  if (e.type.startsWith('xstate.done.')) {
    const got = await act(async () => forward(req));
    expect(got.body.rt, JSON.stringify(got.body)).toBe('success');
    return got.body;
  }
  const error = e.error as { _tag: string; rt?: string; rtMsg?: string };
  act(() => (error._tag === 'NetworkError' ? req.fail() : req.respond(500, { rt: error.rt, rtMsg: error.rtMsg })));
  return null;
}
