// Valid payloads of the registration calls for the generic call checks (server/http/handle.test.ts), made
// through the calls themselves: planner01's requests (one with a number texted, one verified; any user's
// through requestPayloads, which the access matrix test uses for each position's own) and three
// self-registration links, with the numbers and links read from the outbox as the customer's phone gets them.
import { and, desc, eq } from 'drizzle-orm';
import { type SelfLink, selfLinkFrom } from '../../src/domain/registration/pages';
import { smsOutbox } from '../db/schema';
import type { Harness } from './harness';

/** The latest text of `kind` to `phone`. */
async function lastText(h: Harness, phone: string, kind: 'auth-code' | 'auth-link'): Promise<string> {
  await h.svc.sms.idle();
  const [row] = await h.db.select().from(smsOutbox).where(and(eq(smsOutbox.toTel, phone), eq(smsOutbox.kind, kind))).orderBy(desc(smsOutbox.id)).limit(1);
  if (!row) throw new Error('no text sent');
  return row.body;
}

export const textedCode = async (h: Harness, phone: string): Promise<string> => /\[(\d{6})\]/.exec(await lastText(h, phone, 'auth-code'))![1]!;

export async function textedLink(h: Harness, phone: string): Promise<SelfLink> {
  const url = (await lastText(h, phone, 'auth-link')).split('\n').at(-1)!;
  return selfLinkFrom(new URL(url).search)!;
}

/**
 * Payloads of the calls on one of `userid`'s own verification requests, made through the calls as them: a fresh
 * request to text a number for (phone `fresh`), one with a number texted (`coded`), one verified (`verified`).
 */
export async function requestPayloads(
  h: Harness,
  userid: string,
  phones: { fresh: string; coded: string; verified: string },
  idemKey: string,
): Promise<Record<'myCstmr/issueAuthNo' | 'myCstmr/validAuthNo' | 'myCstmr/saveMyCstmrReg', Record<string, string>>> {
  const token = await h.as(userid);
  const call = async (path: string, fields: Record<string, string>) => {
    const a = await h.call(path, fields, { token });
    if (a.body.rt !== 'success') throw new Error(`${path} as ${userid}: ${a.body.rt}`);
    return a.body.data;
  };
  const request = async (phone: string) => (await call('myCstmr/saveCustAthn', { custNm: '핸들고객', kwctlNo: phone })).encSqno as string;
  const coded = await request(phones.coded);
  await call('myCstmr/issueAuthNo', { encSqno: coded, name: '핸들고객', phoneNum: phones.coded });
  const verified = await request(phones.verified);
  await call('myCstmr/issueAuthNo', { encSqno: verified, name: '핸들고객', phoneNum: phones.verified });
  await call('myCstmr/validAuthNo', { encSqno: verified, athnNo: await textedCode(h, phones.verified) });
  return {
    'myCstmr/issueAuthNo': { encSqno: await request(phones.fresh), name: '핸들고객', phoneNum: phones.fresh },
    'myCstmr/validAuthNo': { encSqno: coded, athnNo: await textedCode(h, phones.coded) },
    'myCstmr/saveMyCstmrReg': {
      encSqno: verified,
      idemKey,
      custname: '핸들고객',
      tel1: phones.verified.slice(0, 3),
      tel2: phones.verified.slice(3, 7),
      tel3: phones.verified.slice(7),
      infoagre: 'Y',
      mrknagre: 'N',
      memo: '등록 메모',
    },
  };
}

export async function registrationPayloads(h: Harness): Promise<Record<string, Record<string, string>>> {
  const token = await h.as('planner01');
  const call = async (path: string, fields: Record<string, string>) => {
    const a = await h.call(path, fields, { token });
    if (a.body.rt !== 'success') throw new Error(`${path}: ${a.body.rt}`);
    return a.body.data;
  };
  const phone = (n: number) => `0107000${String(n).padStart(4, '0')}`;
  const link = async (n: number) => {
    await call('myCstmr/sendAuthMMS', { custNm: '링크고객', kwctlNo: phone(n) });
    return textedLink(h, phone(n));
  };
  const requests = await requestPayloads(h, 'planner01', { fresh: phone(5), coded: phone(2), verified: phone(3) }, 'handle-test-idem-key-0001');
  const [fresh, coded, done] = [await link(11), await link(12), await link(13)];
  await h.call('cstmrReg/issueAuthNo', { ...coded, name: '링크고객', phoneNum: phone(12) });
  await h.call('cstmrReg/issueAuthNo', { ...done, name: '링크고객', phoneNum: phone(13) });
  await h.call('cstmrReg/validAuthNo', { ...done, athnNo: await textedCode(h, phone(13)) });
  return {
    'myCstmr/getCountForDulCheck': { tel1: '010', tel2: '7000', tel3: '0001' },
    'myCstmr/saveCustAthn': { custNm: '핸들고객', kwctlNo: phone(4) },
    ...requests,
    'myCstmr/sendAuthMMS': { custNm: '링크고객', kwctlNo: phone(6) },
    'cstmrReg/chkCustAuthInfo': { ...fresh },
    'cstmrReg/issueAuthNo': { ...fresh, name: '링크고객', phoneNum: phone(11) },
    'cstmrReg/validAuthNo': { ...coded, athnNo: await textedCode(h, phone(12)) },
    'cstmrReg/saveCustInfo': {
      jsonString: JSON.stringify({ ...done, idemKey: 'handle-self-idem-key-0001', name: '링크고객', phoneNum: phone(13), memo: '', marketing: 'Y', childs: [] }),
    },
  };
}
