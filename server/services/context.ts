// What handlers and operations work with: the database, the clock, the time-outs and the audit log;
// API handlers also get the SMS outbox and the keys derived from the server secret (AppServices).
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { AuditLog } from './audit';
import type { PdfLinks } from './pdf-links';
import type { RecipientTokens } from './recipient-tokens';
import type { RegistrationKeys } from './registration-links';
import type { SalesLinks } from './sales-links';
import type { SignUpLinks } from './sign-up-link';
import type { SmsOutbox } from './sms-outbox';
import type { SsoKeys } from './sso';

export interface ServiceContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: ServerConfig;
  readonly audit: AuditLog;
}

export interface AppServices extends ServiceContext {
  readonly sms: SmsOutbox;
  readonly sso: SsoKeys;
  /** Customer easy sign-up links (QR page), keyed from the same secret as the SSO keys. */
  readonly signUp: SignUpLinks;
  /** The customer list's encrypted recipients (encCustNm, encCustTel), keyed from the same secret. */
  readonly recipients: RecipientTokens;
  /** The customer-list PDF links, keyed from the same secret. */
  readonly pdfLinks: PdfLinks;
  /** The outside sales-system link tokens (getToken), keyed from the same secret. */
  readonly salesLinks: SalesLinks;
  /** Customer registration: encSqno, the self-registration link and the verification numbers' MACs, same secret. */
  readonly registration: RegistrationKeys;
  /** Operator downloads served under /downloads/ (./data/downloads); null when this app serves none. */
  readonly downloadsDir: string | null;
}
