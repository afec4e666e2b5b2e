// An alert's text with the customers it names (dtlJsonString) picked out, so the view can link each name
// (spec 1 §2 "customer names inside an item are linkable"). Customers the text does not name are listed
// apart, so every one stays reachable.
import type { AlertCustomer } from './contract';

export type AlertTextPart = { readonly text: string; readonly customer?: AlertCustomer };

export interface AlertText {
  readonly parts: readonly AlertTextPart[];
  /** Customers with a name that the text does not name. */
  readonly others: readonly AlertCustomer[];
}

/**
 * Every occurrence of every name; at one position the longest name wins (김민수 over 김민). Customers
 * sharing a name take its occurrences in their order (the last one takes any further ones).
 */
export function alertText(text: string, customers: readonly AlertCustomer[]): AlertText {
  const byName = new Map<string, AlertCustomer[]>();
  for (const c of customers) if (c.custNm !== '') byName.set(c.custNm, [...(byName.get(c.custNm) ?? []), c]);
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const count = new Map<string, number>();
  const seen = new Set<AlertCustomer>();
  const parts: AlertTextPart[] = [];
  let plain = '';
  for (let i = 0; i < text.length; ) {
    const name = names.find((n) => text.startsWith(n, i));
    if (name === undefined) {
      plain += text[i];
      i++;
      continue;
    }
    const same = byName.get(name)!;
    const k = count.get(name) ?? 0;
    const customer = same[Math.min(k, same.length - 1)]!;
    count.set(name, k + 1);
    seen.add(customer);
    if (plain) parts.push({ text: plain });
    plain = '';
    parts.push({ text: name, customer });
    i += name.length;
  }
  if (plain) parts.push({ text: plain });
  return { parts, others: customers.filter((c) => c.custNm !== '' && !seen.has(c)) };
}
