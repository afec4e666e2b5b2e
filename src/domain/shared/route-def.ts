// What a route of the route table says about its screen (spec 1 §2): path, login, logging, header and footer.
export interface HeaderSpec {
  readonly title: string;
  readonly prev?: boolean;
  readonly close?: boolean;
  readonly alarm?: boolean;
  readonly menu?: boolean;
  /** Shows the survey button when the dashboard names an open survey. */
  readonly survey?: boolean;
  /** Another title while the query has param=value (the plan map's myPlan=Y is 상품 선택). */
  readonly queryTitle?: { readonly param: string; readonly value: string; readonly title: string };
}

/** The header as a route's query shows it: queryTitle's title while its parameter has its value. */
export function headerFor(spec: HeaderSpec, search: string): HeaderSpec {
  const q = spec.queryTitle;
  return q && new URLSearchParams(search).get(q.param) === q.value ? { ...spec, title: q.title } : spec;
}

export interface RouteDef {
  /** The name told to the native shell after navigation. */
  readonly name: string;
  readonly path: string;
  /** Login required. */
  readonly auth: boolean;
  /** A screen-access call (logging/access) is made after navigation. */
  readonly logging: boolean;
  /** Screen name sent as scrnNm. */
  readonly pageName: string;
  /** The query carries sealed parameters (a customer's link): the access log names the path only. */
  readonly privateQuery?: boolean;
  /** Reachable on an unsupported device (mobile browser outside the app). */
  readonly anyDevice?: boolean;
  /** null: the screen draws its own full page (login, error pages). */
  readonly header: HeaderSpec | null;
  readonly footer: boolean;
  /**
   * Where the header's back button leads (a route name); home when absent. The chain of parents is also
   * the screen's section: the menus mark the nearest entry along it (a customer sub-page marks 나의 고객).
   */
  readonly parent?: string;
}
