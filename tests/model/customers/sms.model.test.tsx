// Model-based tests of the SMS page: every generated path on the bare machine (a recipient with marketing
// consent, and one without), then a covering set on the whole rendered app against the real server: the
// page reached from the list's menu with a customer selected, the templates and the send held until the
// path says how they end. Refusals are the server's own (at 22:30 by its clock; a customer without
// consent); only the network failure is injected. Sending clears the list's selection (spec 1 §4).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { selectSmsComposer } from '../../../machines/customers/customer-list.selectors';
import { smsComposerMachine } from '../../../machines/customers/sms-composer.machine';
import * as smsSelectors from '../../../machines/customers/sms-composer.selectors';
import { smsTemplates } from '../../../server/db/schema';
import { customerData } from '../../../server/test-support/customer-data';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { TEST_NOW, createHarness } from '../../../server/test-support/harness';
import type { SmsTemplate } from '../../../src/domain/customers/contract';
import { LIST_PATH } from '../../../src/domain/customers/pages';
import { hasMarketingConsent } from '../../../src/domain/customers/rules';
import { msg } from '../../../src/domain/messages';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { API, openApp, type World } from './customers.world';
import { jointRenderedPaths } from './joint-covering';
import { openFromMenu } from './lists.drivers';
import { checkSms, smsDrivers } from './sms.drivers';
import { smsAllow, smsEvents, smsKey } from './sms.model';

const h = await createHarness(TEST_DATABASES[0]!);
const data = await customerData(h.db, TEST_NOW);
const TEMPLATES: SmsTemplate[] = (await h.db.select().from(smsTemplates).orderBy(smsTemplates.sort)).map((t) => ({ cdNm: t.cdNm, cdVl1: t.cdVl1, cntn: t.cntn, adYn: t.adYn }));
const consents = (c: (typeof data.all)[number]) => hasMarketingConsent(c.mrknagre, c.mrknAgreDt, data.today);
/** planner01's customers as the list shows them: one whose consent holds, one without. */
const mine = data.listOf('planner01');
const WITH = mine.find(consents)!;
const WITHOUT = mine.find((c) => !consents(c))!;

const inert = smsComposerMachine.provide({ actors: inertActors(['loadTemplates', 'sendSms']) as any });
const INPUT = { recipients: [{ encCustNm: 'N', encCustTel: 'T' }] };
const MODELS = [
  { name: 'a customer whose consent holds', customer: WITH, consent: true },
  { name: 'a customer without consent', customer: WITHOUT, consent: false },
].map((m) => ({
  ...m,
  paths: cachedPaths(`sms-${m.consent}`, smsComposerMachine, { events: smsEvents(TEMPLATES), input: INPUT, contextKey: smsKey, allow: smsAllow(m.consent), inert, taken: new Set<string>() }, generateCoveringPaths),
}));
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(smsComposerMachine, taken);
  await h.close();
});

for (const m of MODELS)
  describe(`sms composer machine: generated paths (${m.name})`, () => {
    it('generates paths', () => expect(m.paths.length).toBeGreaterThan(5));
    for (const path of m.paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, smsKey));
  });

let world: World | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
  h.clock.set(TEST_NOW);
});

async function composerOf(w: World): Promise<AnyActorRef> {
  return waitFor(() => {
    const a = selectSmsComposer(w.list().getSnapshot());
    expect(a).toBeDefined();
    return a!;
  });
}

describe('SMS page on the rendered app (one covering set over both recipients)', () => {
  for (const { group: m, path } of jointRenderedPaths(inert, MODELS.map((m) => ({ ...m, input: INPUT })), smsSelectors))
    it(`${m.name}: ${path.description}`, async () => {
      const held = [API('getSmsTempleteList'), API('sendSms')];
      const w = (world = await openApp(h, 'planner01', LIST_PATH, (p) => held.includes(p)));
      await openFromMenu(w, m.customer.kwkkey, msg.custMenuSms);
      const composer = await composerOf(w);
      await replayOnImplementation(path, {
        actor: () => composer,
        drivers: smsDrivers(w, h),
        settle: (check) => waitFor(check),
        verify: (step) => waitFor(() => checkSms(w, step as ModelPath['steps'][number], m.customer.kwkkey)),
      });
    });
});

describe('an advertisement skips the customers without consent', () => {
  it('sends to one of two, says so on the list, and clears the selection', async () => {
    const w = (world = await openApp(h, 'planner01', LIST_PATH));
    await openFromMenu(w, WITHOUT.kwkkey, msg.custMenuSms);
    await act(async () => void (await waitFor(() => screen.getByRole('button', { name: '취소' }))).click());
    await waitFor(() => expect(window.location.pathname).toBe(LIST_PATH));
    await openFromMenu(w, WITH.kwkkey, msg.custMenuSms);
    const ad = TEMPLATES.find((t) => t.adYn === 'Y')!;
    const select = await screen.findByRole('combobox', { name: msg.smsTemplateLabel });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(TEMPLATES.length + 1));
    act(() => void fireEvent.change(select, { target: { value: ad.cdVl1 } }));
    expect(screen.getByText('(광고)')).toBeInTheDocument();
    act(() => void fireEvent.click(screen.getByRole('button', { name: msg.smsSend })));
    act(() => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: msg.smsSend })));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent(msg.smsSentSkipped(1, 1)));
    expect(screen.getByText(msg.custSelected(0))).toBeInTheDocument();
  });
});
