// The customer-registration screen's sections (spec 2 §3 layout order items CRS01..CRS06, §9 default
// order: certification 1, child 2, memo 3, parent 4, interest 5, no-jin activity 6) and their names.
import { REG_ITEM_CODES, type RegItemCode } from './contract';

export const REG_ITEM_NAMES: Readonly<Record<RegItemCode, string>> = {
  CRS01: '고객 인증',
  CRS02: '자녀 정보',
  CRS03: '메모',
  CRS04: '부모 정보',
  CRS05: '관심 정보',
  CRS06: '노진활동',
};

/** Without a saved order the sections come in code order, which is the spec's default order. */
export const DEFAULT_REG_ORDER: readonly RegItemCode[] = REG_ITEM_CODES;
