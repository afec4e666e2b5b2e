// The interest popup's choices (spec 2 §3 Interest item, §4): picking a choice of a single-choice family
// replaces that family's choice, of a multiple-choice family toggles it; the chosen codes as saveMyCstmr
// takes them. The no-jin activity (CRD) is the customer's prensrno, not one of these (customer-edit.ts).
import { ACTIVITY_FAMILY, isMultipleFamily } from './customer-edit';
import type { InterestItem } from './sections-contract';

/** The list after picking (prenCd, cdVl1); CRD and unknown codes leave it as it is. */
export function chooseInterest(items: readonly InterestItem[], prenCd: string, cdVl1: string): readonly InterestItem[] {
  if (prenCd === ACTIVITY_FAMILY || !items.some((i) => i.prenCd === prenCd && i.cdVl1 === cdVl1)) return items;
  const multiple = isMultipleFamily(prenCd);
  return items.map((i) => {
    if (i.prenCd !== prenCd) return i;
    const picked = i.cdVl1 === cdVl1;
    const custvalu = multiple ? (picked ? (i.custvalu === 'Y' ? 'N' : 'Y') : i.custvalu) : picked ? 'Y' : 'N';
    return custvalu === i.custvalu ? i : { ...i, custvalu };
  });
}

/** The chosen codes of the families (CRD left out: it goes as prensrno), in the list's order. */
export const chosenInterests = (items: readonly InterestItem[]): { prenCd: string; cdVl1: string }[] =>
  items.filter((i) => i.custvalu === 'Y' && i.prenCd !== ACTIVITY_FAMILY).map((i) => ({ prenCd: i.prenCd, cdVl1: i.cdVl1 }));
