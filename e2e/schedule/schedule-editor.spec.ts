// The schedule form, its popups and the view (spec 2 §2, §4, §5; spec 3 §2) in a real browser against the
// real server: on a phone in the Android shell, planner03 registers a schedule of every kind on days in
// November (far from the seed day the dashboard specs count, 2026-03-12): a consult whose customer comes
// from the customer search popup and whose place from the address search popup, the kinds with a typed
// customer, the two titled kinds, and an accompany of planner02's schedule picked in the two-step lookup.
// A popup opens through the shell (openNewPage); the test plays the shell, opening that page in a window
// of its own and relaying its report (sendToParent) to the form as a page message. Then an edit and a
// delete through the view; what was made is deleted at the end. On a PC: the form's layout, and the detail's
// schedules (the register button; a row's view in a window, whose delete the detail hears: reload-myschedule).
import type { BrowserContext, Page } from '@playwright/test';
import { seededJusoMatching } from '../../server/test-support/address-data';
import { scheduleMessages as m } from '../../src/domain/schedule/messages';
import { SCHEDULE_LIST_PATH, scheduleRegHref, scheduleViewHref } from '../../src/domain/schedule/pages';
import { scheduleKindName } from '../../src/domain/shared/codes';
import { customerHref } from '../../src/domain/customers/pages';
import { msg } from '../../src/domain/messages';
import { seriousAxeFindings } from '../support/axe';
import { apiCall, apiSession, shellCalls, withShell, clickClosingWindow, relayPopupReport } from '../support/app';
import { expect, test } from '../support/test';

const PLANNER = 'planner03';
/** One November day per kind: no other spec counts these. */
const dayOf = (i: number) => `2026-11-${String(16 + i).padStart(2, '0')}`;


/** Plays the shell for the popup the form just asked for: opens it, lets `pick` choose, relays the report. */
async function throughPopup(page: Page, context: BrowserContext, path: RegExp, pick: (popup: Page) => Promise<void>) {
  const url = await expect
    .poll(async () => (await shellCalls(page)).filter((c) => c.action === 'openNewPage').map((c) => String(c.payload.url)).at(-1) ?? '')
    .toMatch(path)
    .then(async () => (await shellCalls(page)).filter((c) => c.action === 'openNewPage').map((c) => String(c.payload.url)).at(-1)!);
  const popup = await context.newPage();
  await withShell(popup, 'AND');
  await popup.goto(url);
  await pick(popup);
  const report = await relayPopupReport(popup, page);
  return report as Record<string, unknown>;
}

async function setDays(page: Page, day: string) {
  await page.getByLabel(m.edStartDate).fill(day);
  await page.getByLabel(m.edEndDate).fill(day);
}

async function save(page: Page) {
  await page.getByRole('button', { name: m.edSave }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(m.confirmSave);
  await confirm.getByRole('button', { name: '확인' }).click();
}

test.describe('the schedule form on a phone in the Android shell', () => {
  test.use({ signedInAs: PLANNER });

  test('create each type including accompany end to end, edit, delete', async ({ page, context, request }) => {
    test.setTimeout(180_000);
    const { authToken } = await apiSession(request, PLANNER);
    const onDay = async (day: string) => {
      const [y, mo, d] = day.split('-').map(Number);
      const answer = await apiCall(request, authToken, 'mySchedule/getMyscheduleList', { searchYear: String(y), searchMon: String(mo), searchDay: String(d) });
      return (answer.data?.myScheduleList ?? []) as { sqno: number; scdlDivCd: string; custNm: string; etcCntn: string; addr: string; acmpScdlSqno: number; sttDt: string; allYn: string }[];
    };
    const made: number[] = [];
    await withShell(page, 'AND');
    try {
      // A consult: the customer from the customer search popup, the place from the address search popup.
      await page.goto(scheduleRegHref());
      await page.getByLabel(m.edKind).selectOption('SSD01');
      await setDays(page, dayOf(0));
      // Rules first: a consult needs a customer (spec 2 §5).
      await page.getByRole('button', { name: m.edSave }).click();
      await expect(page.getByRole('alertdialog')).toContainText(m.custNmRequired);
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      await page.getByRole('button', { name: m.edCustSearch }).click();
      const customer = await throughPopup(page, context, /\/commonPopup\/custSearch$/, async (popup) => {
        await popup.getByRole('list', { name: m.custListLabel }).getByRole('radio').first().check();
        await popup.getByRole('button', { name: m.pick }).click();
      });
      await expect(page.getByLabel(m.edCustomer)).toHaveValue(String(customer.custNm).slice(0, 10));
      const juso = seededJusoMatching('테헤란로')[0]!;
      await page.getByRole('button', { name: m.edAddrSearch }).click();
      await throughPopup(page, context, /\/commonPopup\/postSearch/, async (popup) => {
        const box = popup.getByRole('searchbox', { name: msg.jusoKeywordLabel });
        await box.fill('테헤란로');
        await box.press('Enter');
        await popup.getByRole('radio', { name: juso.roadAddr }).check();
        await popup.getByRole('button', { name: msg.jusoPick }).click();
      });
      await expect(page.getByLabel(m.edPlace)).toHaveValue(juso.roadAddr);
      await page.getByLabel(m.edStartTime).selectOption('10:30');
      await page.getByLabel(m.edEndTime).selectOption('11:45');
      await save(page);
      await expect(page).toHaveURL(new RegExp(`${SCHEDULE_LIST_PATH}$`));
      const [consult] = await onDay(dayOf(0));
      expect(consult).toMatchObject({ scdlDivCd: 'SSD01', custNm: customer.custNm, addr: juso.roadAddr, allYn: 'N' });
      made.push(consult!.sqno);

      // The kinds with a typed customer, and the titled kinds (their customer fields go: spec 2 §4), one all-day.
      const typed = [
        { kind: 'SSD02', custNm: '이바다' },
        { kind: 'SSD04', custNm: '한겨울' },
        { kind: 'SSD05', custNm: '정가을' },
        { kind: 'SSD03', title: '아파트 단지 노진' },
        { kind: 'SSD07', title: '지국 행사 준비' },
      ];
      for (const [i, t] of typed.entries()) {
        await page.goto(scheduleRegHref());
        await page.getByLabel(m.edKind).selectOption(t.kind);
        await setDays(page, dayOf(i + 1));
        if (t.custNm) await page.getByLabel(m.edCustomer).fill(t.custNm);
        else {
          await expect(page.getByLabel(m.edCustomer)).toHaveCount(0);
          await page.getByRole('button', { name: m.edSave }).click();
          await expect(page.getByRole('alertdialog')).toContainText(m.titleRequired);
          await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
          await page.getByLabel(m.edTitle).fill(t.title!);
          await page.getByRole('checkbox', { name: m.edAllDay }).check();
          await expect(page.getByLabel(m.edStartTime)).toHaveCount(0);
        }
        await save(page);
        await expect(page).toHaveURL(new RegExp(`${SCHEDULE_LIST_PATH}$`));
        const [row] = await onDay(dayOf(i + 1));
        expect(row).toMatchObject(t.custNm ? { scdlDivCd: t.kind, custNm: t.custNm } : { scdlDivCd: t.kind, etcCntn: t.title, custNm: '', allYn: 'Y' });
        made.push(row!.sqno);
      }

      // An accompany: another planner of the branch, one of their schedules; the form takes its day and place.
      await page.goto(scheduleRegHref());
      await page.getByLabel(m.edKind).selectOption('SSD06');
      await expect(page.getByRole('group', { name: m.edAccompany })).toContainText(m.edAccompanyNone);
      await page.getByRole('button', { name: m.edAccompanyPick }).click();
      const followed = await throughPopup(page, context, /\/mySchedule\/orgList$/, async (popup) => {
        const box = popup.getByRole('searchbox', { name: m.orgSearchLabel });
        await expect(popup.getByRole('list', { name: m.orgListLabel })).not.toContainText(PLANNER);
        const member = popup.getByRole('list', { name: m.orgListLabel }).getByRole('button', { name: /planner02/ });
        const name = ((await member.locator('strong').textContent()) ?? '').trim();
        await box.fill(name);
        await box.press('Enter');
        await popup.getByRole('list', { name: m.orgListLabel }).getByRole('button', { name: /planner02/ }).click();
        await expect(popup).toHaveURL(/\/mySchedule\/userScheduleList\/planner02$/);
        await expect(popup.getByRole('heading', { level: 2 })).toHaveText(m.userSchedulesOf(name, 'planner02'));
        // The last of the first page: a day after the seed day, which the dashboard specs count.
        await popup.getByRole('radio').last().check();
        await popup.getByRole('button', { name: m.pick }).click();
      });
      expect(String(followed.sttDt) > '2026-03-12').toBe(true);
      await expect(page.getByRole('group', { name: m.edAccompany })).toContainText(m.edAccompanyOf(String(followed.username)));
      await expect(page.getByLabel(m.edStartDate)).toHaveValue(String(followed.sttDt));
      await expect(page.getByRole('checkbox', { name: m.edAllDay })).toBeDisabled();
      await save(page);
      await expect(page).toHaveURL(new RegExp(`${SCHEDULE_LIST_PATH}$`));
      const accompany = (await onDay(String(followed.sttDt))).find((r) => r.scdlDivCd === 'SSD06' && r.acmpScdlSqno === followed.sqno);
      expect(accompany).toBeDefined();
      made.push(accompany!.sqno);

      // Edit the titled one through its view; then delete it there.
      const other = made[5]!;
      await page.goto(scheduleViewHref(other));
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(scheduleKindName('SSD07'));
      await page.getByRole('button', { name: m.viewModify }).click();
      await expect(page).toHaveURL(new RegExp(`/mySchedule/myScheduleReg/${other}$`));
      await expect(page.getByLabel(m.edTitle)).toHaveValue('지국 행사 준비');
      await page.getByLabel(m.edTitle).fill('지국 행사 리허설');
      await save(page);
      await expect(page).toHaveURL(new RegExp(`${scheduleViewHref(other)}$`));
      await expect(page.getByText('지국 행사 리허설')).toBeVisible();
      await page.getByRole('button', { name: m.viewDelete }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(m.confirmDelete);
      await confirm.getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(new RegExp(`${SCHEDULE_LIST_PATH}$`));
      expect(await onDay(dayOf(5))).toEqual([]);
      // Opened again, it is the deleted notice.
      await page.goto(scheduleViewHref(other));
      await expect(page.getByRole('alertdialog')).toContainText(m.deletedNotice);
    } finally {
      for (const sqno of made) await apiCall(request, authToken, 'mySchedule/saveMyschedule', { cudType: 'D', sqno: String(sqno) });
    }
  });
});

test.describe('the schedule form on a PC', () => {
  test.use({ signedInAs: PLANNER, viewport: { width: 1440, height: 900 } });

  test('one centred panel, start and end side by side, nothing overflowing, no serious axe finding', async ({ page }) => {
    await page.goto(scheduleRegHref());
    const form = page.getByRole('form', { name: m.edFormLabel });
    await expect(form).toBeVisible();
    // The app's desktop panel (at most 960 px), centred in the content area beside the navigation.
    const box = (await form.boundingBox())!;
    const main = (await page.getByRole('main').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(960);
    expect(Math.abs(box.x + box.width / 2 - (main.x + main.width / 2))).toBeLessThan(40);
    const start = (await page.getByLabel(m.edStartDate).boundingBox())!;
    const end = (await page.getByLabel(m.edEndDate).boundingBox())!;
    expect(Math.abs(start.y - end.y)).toBeLessThan(2);
    expect(end.x).toBeGreaterThan(start.x + start.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await expect(page.getByRole('button', { name: m.edSave })).toBeInViewport();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

test.describe('the customer detail’s schedules on a PC', () => {
  test.use({ signedInAs: PLANNER, viewport: { width: 1440, height: 900 } });

  test('the register button opens the form for the customer; a row’s view deletes it in its window and the row goes', async ({ page, context, request }) => {
    test.setTimeout(60_000);
    const { authToken } = await apiSession(request, PLANNER);
    const customer = (await apiCall(request, authToken, 'commonPopup/custSearch', { searchCustNm: '', searchUserid: '', offset: '0', size: '1' })).data.custList[0];
    const day = '2026-11-23';
    const made = await apiCall(request, authToken, 'mySchedule/saveMyschedule', {
      cudType: 'C', scdlDivCd: 'SSD01', custDivCd: customer.custDiv === '1' ? 'SCD01' : 'SCD02', kwkey: customer.kwkkey, custNm: customer.custNm,
      allYn: 'N', sttDt: day, sttHr: '10:00', endDt: day, endHr: '11:00',
    });
    expect(made.rt).toBe('success');
    const list = await apiCall(request, authToken, 'mySchedule/getMyscheduleList', { searchYear: '2026', searchMon: '11', searchDay: '23' });
    const sqno = list.data.myScheduleList.find((r: { kwkey: string }) => r.kwkey === customer.kwkkey).sqno as number;
    try {
      await page.goto(customerHref({ userId: '', kwkkey: customer.kwkkey, custDiv: customer.custDiv }));
      const rows = page.getByRole('list', { name: msg.custDetailTabs.schedule }).getByRole('listitem');
      // Newest first: the one just made heads the list.
      await expect(rows.first()).toContainText(day);
      const before = await rows.count();
      const [view] = await Promise.all([context.waitForEvent('page'), rows.first().getByRole('button').click()]);
      await expect(view).toHaveURL(new RegExp(`${scheduleViewHref(sqno)}\\?popup=Y$`));
      await view.getByRole('button', { name: m.viewDelete }).click();
      await clickClosingWindow(view, view.getByRole('alertdialog').getByRole('button', { name: '확인' }));
      await expect(rows).toHaveCount(before - 1);
      await expect(page.getByRole('list', { name: msg.custDetailTabs.schedule })).not.toContainText(day);
      await page.getByRole('button', { name: msg.custScheduleRegister }).click();
      await expect(page).toHaveURL(/\/mySchedule\/myScheduleReg\?/);
      await expect(page.getByLabel(m.edCustomer)).toHaveValue(String(customer.custNm).slice(0, 10));
    } finally {
      await apiCall(request, authToken, 'mySchedule/saveMyschedule', { cudType: 'D', sqno: String(sqno) });
    }
  });
});
