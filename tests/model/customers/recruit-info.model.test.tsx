// Model-based tests of the recruiting info popup: every generated path on the bare machine, then a
// covering set on the rendered popup against the real server in-process on PGlite, inside the fake
// Android shell, as the branch head (branch01) over planner01's customer with more than a page of recruit
// registrations (the seed's long record). The customer is held and forwarded to the server (or failed:
// a fault only); the registrations load from the server freely; the shell's messages are checked.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { recruitInfoMachine } from '../../../machines/customers/recruit-info.machine';
import * as recruitSelectors from '../../../machines/customers/recruit-info.selectors';
import { rowsOf } from '../../../server/lib/rows';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideRecruitInfo } from '../../../src/app/customers/recruit-info-route';
import { makeFlows } from '../../../src/app/flows';
import { CENTRE_PAGE_SIZE, type CentreRecordsInput, type Person } from '../../../src/domain/customers/centre-records';
import { customerHref } from '../../../src/domain/customers/pages';
import type { RecruitInfo } from '../../../src/domain/customers/sections-contract';
import { NetworkError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { RecruitInfoScreen } from '../../../src/screens/customers/recruit-info-screen';
import { renderedPaths } from '../../support/covering-set';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld } from './section-world';

const h = await createHarness(TEST_DATABASES[0]!);
/** Registrations of a person (name and phone), newest first, dates as yyyy-mm-dd. */
const registrations = (p: Person) =>
  rowsOf<RecruitInfo>(
    h.db,
    sql`select cntr_nm as "cntrNm", to_char(reg_date, 'YYYY-MM-DD') as "regDate" from recruit_registrations
      where cust_nm = ${p.custNm} and tel1 = ${p.tel1} and tel2 = ${p.tel2} and tel3 = ${p.tel3} order by reg_date desc, id desc`,
  );
const CUSTOMER = sql`c.kwkkey, c.cust_div as "custDiv", c.name as "custNm", c.tel1, c.tel2, c.tel3`;
const REGISTERED = sql`select count(*) from recruit_registrations r where r.cust_nm = c.name and r.tel1 = c.tel1 and r.tel2 = c.tel2 and r.tel3 = c.tel3`;
type Row = Person & { kwkkey: string; custDiv: '1' | '2' };
const [customer] = await rowsOf<Row>(h.db, sql`select ${CUSTOMER} from customers c where c.owner_userid = 'planner01' and (${REGISTERED}) > ${CENTRE_PAGE_SIZE} order by c.kwkkey limit 1`);
const INPUT: CentreRecordsInput = { searchUserid: 'planner01', kwkkey: customer!.kwkkey, custDiv: customer!.custDiv };
const PERSON: Person = { custNm: customer!.custNm, tel1: customer!.tel1, tel2: customer!.tel2, tel3: customer!.tel3 };
const SEEDED = await registrations(PERSON);
const FIRST_PAGE = SEEDED.slice(0, CENTRE_PAGE_SIZE);

const EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadCustomer', output: PERSON },
  { type: 'xstate.error.actor.loadCustomer', error: new NetworkError({ detail: 'offline' }) },
  { type: 'user.retry' },
  { type: 'user.close' },
  { type: 'xstate.done.actor.finish' },
];
const contextKey = (c: any) => [c.person !== null, c.error];
const inert = recruitInfoMachine.provide({
  actors: { ...inertActors(['loadCustomer', 'finish']), recruitList: inertActors(['recruitList']).recruitList } as any,
});
/** The popup closes itself at once: a path stopping while it finishes ends with the shell's answer. */
const isAuto = (e: AnyEventObject) => e.type === 'xstate.done.actor.finish';
const finished = finishedBy(inert, INPUT, (v) => (v === 'closing' ? 'finish' : null));
const paths = cachedPaths('recruit-info', recruitInfoMachine, { events: EVENTS, input: INPUT, contextKey, inert, taken: new Set<string>() }, generateCoveringPaths).map(finished);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(recruitInfoMachine, taken);
  await h.close();
});

describe('recruit-info machine: generated paths', () => {
  it('the customer has more than a page of registrations', () => expect(SEEDED.length).toBeGreaterThan(CENTRE_PAGE_SIZE));
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(3));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const page = () => screen.getByRole('article', { name: msg.recruitTitle });
const rows = () => within(page()).queryByRole('list', { name: msg.recruitTitle })?.querySelectorAll(':scope > li') ?? [];
const expectRows = (expected: readonly RecruitInfo[]) => {
  const shown = rows();
  expect(shown).toHaveLength(expected.length);
  expected.forEach((r, i) => {
    expect(shown[i]).toHaveTextContent(r.cntrNm);
    expect(shown[i]).toHaveTextContent(r.regDate);
  });
};

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

/** Signed in as `userid`, the popup rendered for `input`; the calls `held` wait for the test. */
async function open(userid: string, held: readonly string[], input = INPUT) {
  const w = await sectionWorld(h, { userid, held, device: 'device-0000-recruit', shell: true });
  const went: string[] = [];
  const actor: AnyActorRef = createActor(provideRecruitInfo(makeFlows(w.runtime), input, (to) => went.push(to)), { input }).start();
  stop = async () => {
    actor.stop();
    await w.stop();
  };
  render(<RecruitInfoScreen actor={actor as any} />);
  return { w, shell: w.shell as FakeShellControl, actor, went };
}

describe('the recruiting info popup on the rendered screen: a covering set of the paths', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: recruitSelectors }))
    it(path.description, async () => {
      const { w, shell, actor, went } = await open('branch01', ['getMyCstmr']);
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'xstate.done.actor.loadCustomer': async (e) => {
            const req = await w.take('getMyCstmr');
            expect([req.form.get('searchUserid'), req.form.get('kwkkey'), req.form.get('onlyChild')]).toEqual(['planner01', INPUT.kwkkey, 'Y']);
            const c = (await act(async () => w.server.forward(req))).body.data.myCstmr;
            expect({ custNm: c.custNm, tel1: c.tel1, tel2: c.tel2, tel3: c.tel3 }).toEqual(e.output);
          },
          'xstate.error.actor.loadCustomer': async () => {
            const req = await w.take('getMyCstmr');
            act(() => req.fail());
          },
          'user.retry': () => click(within(page()).getByRole('button', { name: msg.retry })),
          'user.close': () => click(within(page()).getByRole('button', { name: msg.centreRecordsConfirm })),
        },
        verify: (step) =>
          waitFor(() => {
            const s = step.state.value as string;
            const c = step.state.context as any;
            if (s === 'closed') {
              // No report to the opener; the web view closed; a window that stays shows the customer.
              expect(shell.calls.filter((k) => k.action === 'sendToParent')).toHaveLength(0);
              expect(shell.calls.filter((k) => k.action === 'close')).toHaveLength(1);
              expect(went).toEqual([customerHref({ userId: 'planner01', kwkkey: INPUT.kwkkey, custDiv: INPUT.custDiv })]);
              return;
            }
            expect(within(page()).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loadingCustomer');
            if (s === 'failed') expect(within(page()).getByRole('alert')).toHaveTextContent(c.error);
            expect(within(page()).getByRole('button', { name: msg.centreRecordsConfirm })).toHaveProperty('disabled', false);
            if (s !== 'ready') return expect(rows()).toHaveLength(0);
            // The first page, newest first, each centre with its registration date.
            expect(within(page()).getByText(msg.centreRecordsCount(SEEDED.length))).toBeInTheDocument();
            expectRows(FIRST_PAGE);
          }),
      });
    });
});

describe('the recruiting info popup: paging, none, refusal', () => {
  it('pages through every registration, 10 a page, until the last (short) page', async () => {
    await open('branch01', []);
    await waitFor(() => expectRows(FIRST_PAGE));
    click(within(page()).getByRole('button', { name: msg.loadMore }));
    await waitFor(() => expectRows(SEEDED));
    expect(within(page()).queryByRole('button', { name: msg.loadMore })).toBeNull();
  });

  it('a customer never registered as a recruit: 리크루팅 이력이 없습니다.', async () => {
    const [none] = await rowsOf<Row>(h.db, sql`select ${CUSTOMER} from customers c where c.owner_userid = 'planner01' and (${REGISTERED}) = 0 order by c.kwkkey limit 1`);
    expect(await registrations(none!)).toEqual([]);
    await open('branch01', [], { searchUserid: 'planner01', kwkkey: none!.kwkkey, custDiv: none!.custDiv });
    expect(await within(page()).findByText(msg.recruitNone)).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
  });

  it('a planner (not a branch head) sees the server’s refusal', async () => {
    const fields = { searchCustNm: PERSON.custNm, tel1: PERSON.tel1, tel2: PERSON.tel2, tel3: PERSON.tel3, offset: '0', size: '10' };
    const refusal = await h.call('myCstmr/getRecruitInfoList', fields, { token: await h.as('planner01') });
    expect(refusal.body.rt).not.toBe('success');
    await open('planner01', [], { ...INPUT, searchUserid: '' });
    await waitFor(() => expect(within(page()).getByRole('alert')).toHaveTextContent(refusal.body.rtMsg!));
    expect(rows()).toHaveLength(0);
  });
});
