// Model-based tests of the member profile (spec 3 §2 member profile) on the rendered screen against the
// real server in-process on PGlite, as the branch head: a new member (planner01), a reinstated one
// (planner03: 복직) and the branch head's own profile (the card-management shortcut); orgnz/profile is
// held and forwarded (or failed: faults only), and what shows is compared with the server's answer and
// the spec's rule for the type written out here. A district head asking for someone of another district
// gets the server's refusal. Every path also runs on the bare machine.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { memberProfileMachine } from '../../../machines/organisation/member-profile.machine';
import * as profileSelectors from '../../../machines/organisation/member-profile.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { cardHrefOf, provideMemberProfile } from '../../../src/app/organisation/member-profile-route';
import { NetworkError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { MemberProfileScreen } from '../../../src/screens/organisation/member-profile-screen';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { jointRenderedPaths } from '../customers/joint-covering';
import { answerOf, dataOf, memberWorld, staffRow, VIEWER } from './member-world';

const h = await createHarness(TEST_DATABASES[0]!);
const inert = memberProfileMachine.provide({ actors: inertActors(['loadProfile']) as any });
const contextKey = (c: any) => [c.profile?.akdcde ?? null, c.error];
const GROUPS = await Promise.all(
  ['planner01', 'planner03', VIEWER].map(async (userid) => {
    const row = await staffRow(h, userid);
    const profile = await dataOf(h, VIEWER, 'orgnz/profile', { targetId: row.akdcde });
    const input = { targetId: row.akdcde };
    const events: AnyEventObject[] = [
      { type: 'xstate.done.actor.loadProfile', output: profile },
      { type: 'xstate.error.actor.loadProfile', error: new NetworkError({ detail: 'offline' }) },
      { type: 'user.retry' },
    ];
    return { name: userid, row, profile, input, paths: generatePaths(memberProfileMachine, { events, input, contextKey }) };
  }),
);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(memberProfileMachine, taken);
  await h.close();
});

for (const g of GROUPS)
  describe(`member-profile machine: generated paths (${g.name})`, () => {
    for (const path of g.paths) it(path.description, () => replayOnMachine(inert, g.input, path, taken, contextKey));
  });

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
let end: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await end?.();
  end = null;
});

it('the seed has a new member, a reinstated one and the branch head’s own profile', () => {
  expect(GROUPS.map((g) => [g.profile.akdst === g.row.startType, /^0+$/.test(g.profile.akdst), g.profile.isMe])).toEqual([
    [true, true, 'N'],
    [true, false, 'N'],
    [true, true, 'Y'],
  ]);
});

describe('the member profile on the rendered screen (one covering set over the three)', () => {
  for (const { group, path } of jointRenderedPaths(inert, GROUPS, profileSelectors))
    it(`${(group as (typeof GROUPS)[number]).name}: ${path.description}`, async () => {
      const g = group as (typeof GROUPS)[number];
      const w = await memberWorld(h, { userid: VIEWER, held: ['orgnz/profile'], device: 'device-0000-profile' });
      const actor: AnyActorRef = createActor(provideMemberProfile(makeFlows(w.runtime)), { input: g.input }).start();
      end = async () => {
        actor.stop();
        await w.stop();
      };
      const loc = memoryLocation({ path: '/orgStatus/orgStatusView/profileDetails', record: true });
      render(
        <Router hook={loc.hook}>
          <MemberProfileScreen actor={actor as any} cardHref={cardHrefOf(VIEWER)} />
        </Router>,
      );
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'xstate.done.actor.loadProfile': async () => {
            const req = await w.take('orgnz/profile');
            expect(req.form.get('targetId')).toBe(g.row.akdcde);
            await act(async () => void (await w.server.forward(req)));
          },
          'xstate.error.actor.loadProfile': async () => {
            const req = await w.take('orgnz/profile');
            act(() => req.fail());
          },
          'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
        },
        verify: (step) =>
          waitFor(() => {
            const s = step.state.value as string;
            expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loading');
            if (s === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(msg.networkError);
            if (s !== 'shown') return expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
            const p = g.profile;
            const region = screen.getByRole('region', { name: msg.profileTitle });
            expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(p.akdnam);
            const value = (label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
            expect([msg.profileName, msg.profileCode, msg.profileDivision, msg.profileCentre, msg.profileAffiliation, msg.profileJoined, msg.profileBaseDate, msg.profileChawol, msg.profileType].map(value)).toEqual([
              p.akdnam,
              p.akdcde,
              p.gnrlName,
              p.cntrName,
              p.akddpt,
              p.akden,
              p.akdje,
              `${p.chawol}차월`,
              /^0+$/.test(p.akdst) ? '신규' : '복직',
            ]);
            const card = within(region).queryByRole('link', { name: msg.profileCard });
            if (p.isMe === 'Y') expect(card).toHaveAttribute('href', `/dashboard/profile/${VIEWER}`);
            else expect(card).toBeNull();
          }),
      });
    });
});

it('a district head asking for someone of another district gets the server’s refusal', async () => {
  const other = await staffRow(h, 'planner07');
  const refusal = await answerOf(h, 'district01', 'orgnz/profile', { targetId: other.akdcde });
  expect(refusal.rt).not.toBe('success');
  const w = await memberWorld(h, { userid: 'district01', held: [], device: 'device-0000-profile2' });
  const actor: AnyActorRef = createActor(provideMemberProfile(makeFlows(w.runtime)), { input: { targetId: other.akdcde } }).start();
  end = async () => {
    actor.stop();
    await w.stop();
  };
  render(<MemberProfileScreen actor={actor as any} cardHref={cardHrefOf('district01')} />);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal.rtMsg!));
  expect(screen.queryByText(other.name)).toBeNull();
});
