// What the schedule form's rendered model test checks: the form as the screen shows it at a step (spec 2
// §2, §4, §9), and what the table holds after a save (spec 2 §3).
import { screen } from '@testing-library/react';
import { and, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { schedules } from '../../../server/db/schema';
import type { Harness } from '../../../server/test-support/harness';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';

/** The form `f` of a step in state `s` as the screen shows it; `followedName`: the followed schedule's owner. */
export function expectFormShows(f: any, s: string, followedName: string) {
  expect(screen.getByLabelText(m.edKind)).toHaveProperty('value', f.scdlDivCd);
  // The kind decides the fields (spec 2 §4): a customer, a title, or the followed schedule.
  const customer = screen.queryByLabelText(m.edCustomer);
  expect(customer !== null).toBe(!['SSD03', 'SSD06', 'SSD07'].includes(f.scdlDivCd));
  if (customer) expect(customer).toHaveProperty('value', f.custNm);
  const title = screen.queryByLabelText(m.edTitle);
  expect(title !== null).toBe(['SSD03', 'SSD07'].includes(f.scdlDivCd));
  if (title) expect(title).toHaveProperty('value', f.etcCntn);
  const accompany = screen.queryByRole('group', { name: m.edAccompany });
  expect(accompany !== null).toBe(f.scdlDivCd === 'SSD06');
  if (accompany) expect(accompany).toHaveTextContent(f.acmpScdlSqno === null ? m.edAccompanyNone : m.edAccompanyOf(followedName));
  const allDay = screen.getByRole('checkbox', { name: m.edAllDay });
  expect(allDay).toHaveProperty('checked', f.allYn === 'Y');
  expect(allDay).toHaveProperty('disabled', f.scdlDivCd === 'SSD06' || ['saving', 'opening'].includes(s));
  expect(screen.getByLabelText(m.edStartDate)).toHaveProperty('value', f.sttDt);
  expect(screen.getByLabelText(m.edEndDate)).toHaveProperty('value', f.endDt);
  // Times on the 5-minute grid, none when all-day.
  const start = screen.queryByLabelText(m.edStartTime) as HTMLSelectElement | null;
  expect(start !== null).toBe(f.allYn === 'N');
  if (start) {
    expect(start.value).toBe(f.sttHr);
    expect(start.options).toHaveLength(288);
    expect((screen.getByLabelText(m.edEndTime) as HTMLSelectElement).value).toBe(f.endHr);
  }
  expect(screen.getByLabelText(m.edPlace)).toHaveProperty('value', [f.addrNm, f.addr].filter(Boolean).join(' '));
  expect(screen.getByLabelText(m.edAddrDtpt)).toHaveProperty('value', f.addrDtpt);
  expect(screen.getByRole('button', { name: m.edSave })).toHaveProperty('disabled', ['saving', 'opening'].includes(s));
}

/** What the table holds after a save: the form's values as the server stores them (spec 2 §3). */
export async function expectStored(h: Harness, last: number, followed: number, sqno: number | null, f: any) {
  const [row] = await h.db
    .select()
    .from(schedules)
    .where(sqno === null ? and(eq(schedules.userid, 'planner01'), gt(schedules.sqno, last)) : eq(schedules.sqno, sqno));
  const customer = !['SSD03', 'SSD06', 'SSD07'].includes(f.scdlDivCd);
  expect(row).toMatchObject({
    userid: 'planner01',
    scdlDivCd: f.scdlDivCd,
    custNm: customer ? f.custNm : null,
    kwkey: customer && f.kwkey ? f.kwkey : null,
    etcCntn: ['SSD03', 'SSD07'].includes(f.scdlDivCd) ? f.etcCntn : null,
    allYn: f.allYn,
    sttDt: f.sttDt,
    endDt: f.endDt,
    sttHr: f.allYn === 'Y' ? '' : f.sttHr,
    endHr: f.allYn === 'Y' ? '' : f.endHr,
    addr: f.addr || null,
    acmpScdlSqno: f.scdlDivCd === 'SSD06' ? followed : null,
  });
  return row!.sqno;
}
