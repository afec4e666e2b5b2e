// The activity reports' pure rules (spec 3 §2 activity report, daily report; §9 bars): the seven sections
// with their four buckets, the sales and management sums, the bars, and the months the report moves over.

/** Sections in screen order; sales = Sr + Dg + Co + Ky, management = As + Bk + Ed. */
export const REPORT_SECTIONS = [
  { key: 'Sr', label: '소스', group: 'sales', buckets: ['신규 소스', '소개 소스', '노진 소스', 'QR 소스'] },
  { key: 'Dg', label: '진단', group: 'sales', buckets: ['KED-I', 'KED-S', 'AI ELT', '기타 진단'] },
  { key: 'Co', label: '상담', group: 'sales', buckets: ['상품 상담', '리크루팅 상담', '진단 상담', '재상담'] },
  { key: 'Ky', label: '계약', group: 'sales', buckets: ['전집', '멤버십', '프리패스', '기타'] },
  { key: 'As', label: 'A/S', group: 'management', buckets: ['교환', '반품', '방문 A/S', '전화 A/S'] },
  { key: 'Bk', label: '북케어', group: 'management', buckets: ['방문', '전화', '문자', '교재 전달'] },
  { key: 'Ed', label: '교육', group: 'management', buckets: ['필수교육', '직무교육', '상품교육', '디지털교육'] },
] as const;

export type SectionKey = (typeof REPORT_SECTIONS)[number]['key'];
export const SECTION_KEYS: readonly SectionKey[] = REPORT_SECTIONS.map((s) => s.key);
export type BucketField = `sect${SectionKey}${1 | 2 | 3 | 4}`;
export type SumField = `${Lowercase<SectionKey>}Sum`;

export const bucketFields = (key: SectionKey): readonly BucketField[] => [1, 2, 3, 4].map((i) => `sect${key}${i}` as BucketField);
export const ALL_BUCKET_FIELDS: readonly BucketField[] = SECTION_KEYS.flatMap(bucketFields);
export const sumField = (key: SectionKey): SumField => `${key.toLowerCase()}Sum` as SumField;
export const ALL_SUM_FIELDS: readonly SumField[] = SECTION_KEYS.map(sumField);

/** Four buckets of every section and each section's sum. */
export type ActivityRecord = Readonly<Record<BucketField | SumField, number>>;

/** A record from bucket values (missing ones 0), its sums computed. */
export function recordOf(buckets: Partial<Record<BucketField, number>>): ActivityRecord {
  const out: Record<string, number> = {};
  for (const key of SECTION_KEYS) {
    let sum = 0;
    for (const f of bucketFields(key)) {
      const v = buckets[f] ?? 0;
      out[f] = v;
      sum += v;
    }
    out[sumField(key)] = sum;
  }
  return out as ActivityRecord;
}

export const salesSum = (r: ActivityRecord): number => r.srSum + r.dgSum + r.coSum + r.kySum;
export const managementSum = (r: ActivityRecord): number => r.asSum + r.bkSum + r.edSum;

/** A bar's width in percent: the value times 5, at most 100 (spec 3 §9). */
export const barPercent = (value: number): number => Math.min(100, Math.max(0, value * 5));

// ---- months and days ----

/** yyyymm `n` months from `yyyymm`. */
export function addMonths(yyyymm: string, n: number): string {
  const i = Number(yyyymm.slice(0, 4)) * 12 + Number(yyyymm.slice(4, 6)) - 1 + n;
  return `${Math.floor(i / 12)}${String((i % 12) + 1).padStart(2, '0')}`;
}

/** '2026년 3월'. */
export const monthTitle = (yyyymm: string): string => `${Number(yyyymm.slice(0, 4))}년 ${Number(yyyymm.slice(4, 6))}월`;

/** The report may not move past the current month (no records yet). */
export const canGoNext = (shown: string, current: string): boolean => shown < current;

/** How far back the report goes: the records a year holds. */
export const REPORT_MONTHS_BACK = 12;
export const canGoPrev = (shown: string, current: string): boolean => shown > addMonths(current, -REPORT_MONTHS_BACK + 1);

/** trgDate yyyymmdd when valid, else `today` (yyyymmdd). */
export function reportDay(trgDate: string | null | undefined, today: string): string {
  if (!trgDate || !/^\d{8}$/.test(trgDate)) return today;
  const y = Number(trgDate.slice(0, 4));
  const m = Number(trgDate.slice(4, 6));
  const d = Number(trgDate.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && trgDate <= today ? trgDate : today;
}

/** yyyymmdd `n` days from `yyyymmdd`. */
export function addDays(yyyymmdd: string, n: number): string {
  const d = new Date(Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8)) + n));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** '2026년 3월 12일 (목)'. */
export const dayTitle = (yyyymmdd: string): string => {
  const weekday = '일월화수목금토'[new Date(Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8)))).getUTCDay()];
  return `${monthTitle(yyyymmdd.slice(0, 6))} ${Number(yyyymmdd.slice(6, 8))}일 (${weekday})`;
};

/** The daily report stops at today and, like the monthly one, at the first day of the year of months it holds. */
export const canGoNextDay = (shown: string, today: string): boolean => shown < today;
export const canGoPrevDay = (shown: string, today: string): boolean => shown > `${addMonths(today.slice(0, 6), -REPORT_MONTHS_BACK + 1)}01`;
