// The organisation list's pages on the rendered screen against the real server (spec 3 §2, §4 "page size
// 10; a shorter page ends the list"): branch01's organisation grown by 15 planners under master01 (this
// file's own database), so the list holds 24 members: 10, then 10 more, then the short page of 4 that ends
// it. A member's photo that does not load shows the default avatar. Expected rows are the server's answers.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { users } from '../../../server/db/schema';
import { msg } from '../../../src/domain/messages';
import { NO_FILTERS } from '../../../src/domain/organisation/rules';
import { click, openOrgList, type OrgListWorld } from './org-list.world';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const [template] = await h.db.select().from(users).where(eq(users.userid, 'planner01'));
const ADDED = 15;
await h.db.insert(users).values(
  Array.from({ length: ADDED }, (_, i) => ({
    ...template!,
    userid: `paging${String(i).padStart(2, '0')}`,
    akdcde: String(10290000 + i),
    name: `페이지${String(i).padStart(2, '0')}`,
    managerUserid: 'master01',
    // One photo address that answers nothing: the default avatar stands in.
    photoUrl: i === 0 ? 'https://img.example.invalid/paging00.jpg' : null,
  })),
);
const token = await h.as('branch01');
const page = async (offset: number) => (await h.call('orgnz/list', { offset: String(offset), size: '10', ordrType: 'akdcde' }, { token })).body.data as { list: { akdnam: string; rpimgp: string }[]; totCnt: number };
const PAGES = [await page(0), await page(10), await page(20)];

let world: OrgListWorld | null = null;
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

const shown = () => within(screen.getByRole('list', { name: msg.orgStatusListLabel })).getAllByRole('listitem');

describe('the organisation list’s pages', () => {
  it('the server has 24 members below branch01: pages of 10, 10 and 4', () => {
    expect(PAGES.map((p) => p.list.length)).toEqual([10, 10, 4]);
    expect(PAGES[0]!.totCnt).toBe(24);
  });

  it('more as the list’s end comes into view, until the short page ends it', async () => {
    world = await openOrgList(h, { userid: 'branch01', input: { position: 'COG01', filters: { ...NO_FILTERS, ordrType: 'akdcde' } }, desktop: false, device: 'device-org-paging' });
    const names = (n: number) => PAGES.flatMap((p) => p.list).slice(0, n).map((r) => expect.stringContaining(r.akdnam));
    for (const n of [10, 20, 24]) {
      await waitFor(() => expect(shown().map((li) => li.textContent)).toEqual(names(n)));
      expect(screen.getByRole('region', { name: msg.orgStatusListLabel })).toHaveTextContent(msg.orgStatusTotal(24));
      if (n < 24) await click(screen.getByRole('button', { name: msg.loadMore }));
    }
    expect(screen.queryByRole('button', { name: msg.loadMore })).toBeNull();
  });

  it('a photo that does not load gives way to the default avatar', async () => {
    const withPhoto = PAGES.flatMap((p) => p.list).find((r) => r.rpimgp !== '')!;
    world = await openOrgList(h, { userid: 'branch01', input: { position: 'COG01', filters: { ...NO_FILTERS, keyword: withPhoto.akdnam } }, desktop: false, device: 'device-org-photo' });
    const row = await waitFor(() => shown()[0]!);
    const img = row.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(withPhoto.rpimgp);
    fireEvent.error(img);
    await waitFor(() => expect(within(row).getByTestId('default-avatar')).toBeInTheDocument());
    expect(row.querySelector('img')).toBeNull();
  });
});
