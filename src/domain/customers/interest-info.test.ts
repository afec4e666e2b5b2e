// The interest popup's choice rules (spec 2 §3): single-choice families take the one picked, multiple-choice
// families toggle it, the no-jin activity (CRD) is not chosen here; what is saved is the chosen codes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interestChoiceProblem, INTEREST_FAMILIES } from './customer-edit';
import { chooseInterest, chosenInterests } from './interest-info';
import type { InterestItem } from './sections-contract';

const item = (prenCd: string, cdVl1: string, custvalu: 'Y' | 'N' = 'N'): InterestItem => ({ prenCd, cdVl1, cdNm: `${prenCd}${cdVl1}`, custvalu });
const LIST: readonly InterestItem[] = INTEREST_FAMILIES.flatMap((f) => ['01', '02', '03'].map((v) => item(f.prenCd, f.prenCd === 'CRD' ? `7${v[1]}` : v)));
const chosen = (items: readonly InterestItem[]) => chosenInterests(items).map((c) => `${c.prenCd}:${c.cdVl1}`);

describe('choosing interests', () => {
  it.each([
    ['a single-choice family takes the one picked', [['CED', '02'], ['CED', '03']], ['CED:03']],
    ['picking the same single choice again keeps it', [['CMM', '01'], ['CMM', '01']], ['CMM:01']],
    ['a multiple-choice family toggles', [['CEC', '01'], ['CEC', '02'], ['CEC', '01']], ['CEC:02']],
    ['families are apart', [['CED', '01'], ['CDS', '03'], ['CIP', '02']], ['CED:01', 'CIP:02', 'CDS:03']],
    ['the no-jin activity and unknown codes change nothing', [['CRD', '71'], ['CEC', '99'], ['XXX', '01']], []],
  ] as const)('%s', (_name, picks, expected) => {
    const after = picks.reduce<readonly InterestItem[]>((items, [p, v]) => chooseInterest(items, p, v), LIST);
    expect(chosen(after)).toEqual(expected);
  });

  it('the chosen codes leave out the activity, chosen in the list as loaded', () => {
    expect(chosen([item('CRD', '78', 'Y'), item('CEC', '01', 'Y'), item('CEC', '02')])).toEqual(['CEC:01']);
  });

  it('property: any picks leave at most one choice per single-choice family, and the server finds nothing wrong with them', () => {
    const pick = fc.constantFrom(...LIST.map((i) => [i.prenCd, i.cdVl1] as const));
    fc.assert(
      fc.property(fc.array(pick, { maxLength: 30 }), (picks) => {
        const after = picks.reduce<readonly InterestItem[]>((items, [p, v]) => chooseInterest(items, p, v), LIST);
        expect(after.map((i) => [i.prenCd, i.cdVl1])).toEqual(LIST.map((i) => [i.prenCd, i.cdVl1]));
        expect(interestChoiceProblem(chosenInterests(after))).toBeNull();
      }),
    );
  });
});
