// My schedule (spec 2 §2 /mySchedule/myScheduleList) in a real browser against the real server on its fixed
// day (Thursday 2026-03-12): the month and week calendar with previous / next and the week bounds, a day's
// list as the server answers it, a complete check that saves, turns back with the message when the server
// refuses, and with no network stays turned while the save waits in the outbox (issue 18); a notice completed (planner03's: no other spec reads notices); the HQ tab with the
// month's events; on a PC width the calendar and the day side by side, arrow keys moving the day.
// Today's schedules stay as they are (the dashboard specs count them): the check is on another day.
import type { Page } from '@playwright/test';
import { E2E_CLOCK_START } from '../../playwright.config';
import { dayLabel } from '../../src/domain/schedule/calendar';
import { scheduleMessages as m } from '../../src/domain/schedule/messages';
import { msg } from '../../src/domain/messages';
import { alreadySeen, apiCall, apiSession } from '../support/app';
import { expect, test } from '../support/test';

const OTHER = '2026-03-16';

// The app reads today from the browser's clock: the server's day.
test.beforeEach(async ({ page }) => page.clock.setFixedTime(new Date(E2E_CLOCK_START)));
const dayButton = (page: Page, day: string) => page.getByRole('button', { name: new RegExp(`^${dayLabel(day).replace(/[()]/g, '\\$&')}`) });
const dayPanel = (page: Page, day: string) => page.getByRole('region', { name: m.dayListLabel(dayLabel(day)) });

async function serverDay(page: Page, id: string, day: string) {
  const { authToken } = await apiSession(page.request, id);
  const r = await apiCall(page.request, authToken, 'mySchedule/getMyscheduleList', { searchYear: day.slice(0, 4), searchMon: String(Number(day.slice(5, 7))), searchDay: String(Number(day.slice(8))) });
  expect(r.rt).toBe('success');
  return { token: authToken, data: r.data };
}

test.describe('my schedule on the phone', () => {
  test.use({ signedInAs: 'planner01' });

  test('the month and week calendar with its bounds, and a day’s list from the server', async ({ page }) => {
    await page.goto('/mySchedule/myScheduleList');
    await expect(page.getByRole('heading', { name: '2026년 3월', exact: true })).toBeVisible();
    await expect(dayButton(page, '2026-03-12')).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: m.nextMonth }).click();
    await expect(page.getByRole('heading', { name: '2026년 4월', exact: true })).toBeVisible();
    await page.getByRole('button', { name: m.prevMonth }).click();
    await page.getByRole('button', { name: m.weekMode }).click();
    // The 12th is in the second of March 2026's five weeks; previous stops at the first week.
    await expect(page.getByRole('heading', { name: '2026년 3월 2주' })).toBeVisible();
    await page.getByRole('button', { name: m.prevWeek }).click();
    await expect(page.getByRole('heading', { name: '2026년 3월 1주' })).toBeVisible();
    await expect(page.getByRole('button', { name: m.prevWeek })).toBeDisabled();
    await page.getByRole('button', { name: m.monthMode }).click();
    const { data } = await serverDay(page, 'planner01', OTHER);
    await dayButton(page, OTHER).click();
    await expect(dayPanel(page, OTHER).getByRole('checkbox')).toHaveCount(data.myScheduleList.length);
  });

  test('a complete check saves; a refused save turns it back with the message; offline it waits', async ({ page }) => {
    const { token, data } = await serverDay(page, 'planner01', OTHER);
    const first = data.myScheduleList[0] as { sqno: number; cmplYn: 'Y' | 'N' };
    try {
      await page.goto('/mySchedule/myScheduleList');
      await dayButton(page, OTHER).click();
      const check = dayPanel(page, OTHER).getByRole('checkbox').first();
      const was = first.cmplYn === 'Y';
      await expect(check).toBeChecked({ checked: was });
      await check.click();
      await expect(page.getByRole('alertdialog')).toContainText(was ? m.uncompleted : m.completed);
      await expect(check).toBeChecked({ checked: !was });
      const saved = await serverDay(page, 'planner01', OTHER);
      expect(saved.data.myScheduleList[0].cmplYn).toBe(was ? 'N' : 'Y');
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      await page.route('**/mySchedule/saveMyschedule', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ rt: 'server_error', rtMsg: msg.serverError }) }),
      );
      await check.click();
      await expect(page.getByRole('alertdialog')).toContainText(msg.serverError);
      await expect(check).toBeChecked({ checked: !was });
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      // No network: the toggle is kept in the outbox and the check stays as the user turned it.
      await page.unroute('**/mySchedule/saveMyschedule');
      await page.route('**/mySchedule/saveMyschedule', (route) => route.abort('failed'));
      await check.click();
      await expect(page.getByRole('alertdialog')).toContainText(was ? m.completed : m.uncompleted);
      await expect(check).toBeChecked({ checked: was });
      await expect(page.getByRole('status').filter({ hasText: msg.outboxPending(1) })).toBeVisible();
    } finally {
      await apiCall(page.request, token, 'mySchedule/saveMyschedule', { cudType: 'CMP', sqno: String(first.sqno), cmplYn: first.cmplYn });
    }
  });

  test('the home’s schedule card leads here', async ({ page }) => {
    await alreadySeen(page, 'planner01', { medals: true, popups: true });
    await page.goto('/main');
    await page.locator('[data-card="HCD03"]').getByRole('link', { name: /더보기$/ }).click();
    await expect(page).toHaveURL(/\/mySchedule\/myScheduleList$/);
    await expect(page.getByRole('region', { name: m.calendarLabel })).toBeVisible();
  });

  test('the HQ tab lists the month’s events', async ({ page }) => {
    const { authToken } = await apiSession(page.request, 'planner01');
    const hq = await apiCall(page.request, authToken, 'mySchedule/getHdScheduleList', { searchMon: '202603', offset: '0', size: '10' });
    await page.goto('/mySchedule/myScheduleList');
    await page.getByRole('link', { name: m.tabHq }).click();
    await expect(page).toHaveURL(/\/mySchedule\/hdSchedule$/);
    const list = page.getByRole('list', { name: m.hqListLabel });
    await expect(list.getByRole('listitem').first()).toContainText(hq.data.hdScheduleList[0].title);
    await expect(page.getByRole('button', { name: m.weekMode })).toHaveCount(0);
  });
});

test.describe('a notice of the day', () => {
  test.use({ signedInAs: 'planner03' });

  test('is completed and leaves the list', async ({ page }) => {
    const { data } = await serverDay(page, 'planner03', '2026-03-12');
    const notice = data.concExpDueList[0] as { custNm: string; concexpydy: string } | undefined;
    expect(notice, 'planner03 has a contract-expiry notice today').toBeDefined();
    await page.goto('/mySchedule/myScheduleList');
    const complete = page.getByRole('button', { name: m.noticeComplete(`${notice!.custNm} ${notice!.concexpydy}`) });
    await complete.click();
    await expect(complete).toHaveCount(0);
    const after = await serverDay(page, 'planner03', '2026-03-12');
    expect(after.data.concExpDueList).toHaveLength(data.concExpDueList.length - 1);
  });
});

test.describe('my schedule on a PC', () => {
  test.use({ signedInAs: 'planner01', viewport: { width: 1280, height: 860 } });

  test('the calendar and the day side by side; arrow keys move the day', async ({ page }) => {
    await page.goto('/mySchedule/myScheduleList');
    const calendar = page.getByRole('region', { name: m.calendarLabel });
    await expect(dayPanel(page, '2026-03-12')).toBeVisible();
    const [a, b] = [await calendar.boundingBox(), await dayPanel(page, '2026-03-12').boundingBox()];
    expect(b!.x).toBeGreaterThanOrEqual(a!.x + a!.width - 1);
    await dayButton(page, '2026-03-12').focus();
    await page.keyboard.press('ArrowRight');
    await expect(dayButton(page, '2026-03-13')).toBeFocused();
    await expect(dayPanel(page, '2026-03-13')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(dayButton(page, '2026-03-20')).toHaveAttribute('aria-pressed', 'true');
  });
});
