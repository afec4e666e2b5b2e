// The registration screens (spec 2 §2 customer routes): route names and paths, and the self-registration
// link's address. The link's four parameters are sealed by the server; the page only passes them back.
export const REGISTRATION_ROUTE_NAMES = {
  register: 'my-cstmr-reg',
  result: 'my-cstmr-reg-result',
  self: 'cstmr-reg-by-cstmr',
  selfExpired: 'cstmr-reg-by-cstmr-expired',
  selfComplete: 'cstmr-reg-by-cstmr-complete',
  selfResult: 'cstmr-reg-by-cstmr-result',
} as const;

export const REGISTER_PATH = '/myCstmr/myCstmrReg';
export const RESULT_PATH = `${REGISTER_PATH}/myCstmrRegResult`;
export const SELF_PATH = `${REGISTER_PATH}/cstmrRegByCstmr`;
export const SELF_EXPIRED_PATH = `${REGISTER_PATH}/cstmrRegByCstmrExpired`;
export const SELF_COMPLETE_PATH = `${REGISTER_PATH}/cstmrRegByCstmrComplete`;
export const SELF_RESULT_PATH = `${REGISTER_PATH}/cstmrRegByCstmrResult`;

/** The link's query parameters, all four required (spec 2 §2). */
export const SELF_LINK_PARAMS = ['encSqno', 'encName', 'encPhoneNum', 'encAkdcde'] as const;
export type SelfLink = Readonly<Record<(typeof SELF_LINK_PARAMS)[number], string>>;

/** The self-registration page's address for a link's parameters. */
export const selfRegistrationHref = (origin: string, link: SelfLink): string =>
  `${origin}${SELF_PATH}?${new URLSearchParams(SELF_LINK_PARAMS.map((k) => [k, link[k]])).toString()}`;

/** The link's parameters from a query string, or null when one is missing or empty (→ the expired page). */
export function selfLinkFrom(search: string): SelfLink | null {
  const q = new URLSearchParams(search);
  const values = SELF_LINK_PARAMS.map((k) => q.get(k) ?? '');
  if (values.some((v) => v === '')) return null;
  return Object.fromEntries(SELF_LINK_PARAMS.map((k, i) => [k, values[i]!])) as SelfLink;
}
