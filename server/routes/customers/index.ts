// The customer list's calls and a customer's memo calls (src/domain/customers/contract.ts), and the
// customer detail's (detail-contract.ts), collected for server/areas.ts. The PDF itself is a GET page (pdf-page.ts), registered by app.ts.
import type { ApiCall } from '../../http/handle';
import { bookmarkCalls } from './bookmarks';
import { detailCalls } from './detail';
import { integrationCalls } from './integration';
import { listCalls } from './list';
import { memoCalls } from './memos';
import { pdfLinkCalls } from './pdf-link';
import { recruitCalls } from './recruits';
import { savedListCalls } from './saved-lists';
import { sectionCalls } from './sections';
import { smsCalls } from './sms';

export const customersCalls: readonly ApiCall[] = [
  ...listCalls,
  ...bookmarkCalls,
  ...savedListCalls,
  ...smsCalls,
  ...pdfLinkCalls,
  ...memoCalls,
  ...detailCalls,
  ...recruitCalls,
  ...sectionCalls,
  ...integrationCalls,
];
