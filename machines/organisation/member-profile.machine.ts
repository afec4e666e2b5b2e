// A member's profile for a branch or district head (spec 3 §2 member profile): identity, affiliation,
// dates, 차월 and the type (신규 / 복직); the card-management shortcut only on the caller's own profile.
// Diagram: docs/statecharts/memberProfile.md
import { assign, setup } from 'xstate';
import type { OrgProfile } from '../../src/domain/organisation/contract';
import { errorMessage } from '../../src/domain/shared/errors';
import { providedPromise } from '../shared/provided';

export interface MemberProfileInput {
  readonly targetId: string;
}

export interface MemberProfileContext extends MemberProfileInput {
  readonly profile: OrgProfile | null;
  readonly error: string | null;
}

export type MemberProfileEvent = { type: 'user.retry' };

export const memberProfileMachine = setup({
  types: { input: {} as MemberProfileInput, context: {} as MemberProfileContext, events: {} as MemberProfileEvent },
  actors: {
    /** orgnz/profile. */
    loadProfile: providedPromise<OrgProfile, { targetId: string }>('loadProfile'),
  },
  actions: {
    assignProfile: assign({ profile: ({ event }) => (event as unknown as { output: OrgProfile }).output, error: null }),
    assignError: assign({ error: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
  },
}).createMachine({
  id: 'memberProfile',
  context: ({ input }) => ({ ...input, profile: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ targetId: context.targetId }),
        onDone: { target: 'shown', actions: 'assignProfile' },
        onError: { target: 'failed', actions: 'assignError', description: 'Offline, or refused (outside the caller’s organisation).' },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    shown: {},
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Member profile: one load (orgnz/profile) with a retry; the card shortcut on one’s own profile.';
