// The seeded address table as tests expect the address search to answer from it (D50): the addresses
// in which each word of the keyword occurs (road address, lot address, building name, postal code, in
// any case), in the table's order. Read from the seed's rows, independently of the server's SQL.
import { buildAddresses } from '../db/seed/addresses';

export interface SeededJuso {
  readonly roadAddr: string;
  readonly jibunAddr: string;
  readonly zipNo: string;
  readonly bdNm: string;
}

export const SEEDED_ADDRESSES: readonly SeededJuso[] = buildAddresses().map((r) => ({ roadAddr: r.roadAddr, jibunAddr: r.jibunAddr, zipNo: r.zipNo, bdNm: r.bdNm ?? '' }));

export function seededJusoMatching(keyword: string): SeededJuso[] {
  const words = keyword.trim().toLowerCase().split(/\s+/);
  return SEEDED_ADDRESSES.filter((r) => words.every((w) => [r.roadAddr, r.jibunAddr, r.bdNm, r.zipNo].join(' ').toLowerCase().includes(w)));
}
