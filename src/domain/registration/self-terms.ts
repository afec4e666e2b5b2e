// The two terms of the self-registration page (spec 2 §2, §9): the mobile service terms (required: the
// personal information collected to register the customer and consult) and marketing (optional, kept
// up to 12 months), as the terms popup shows them. Each opens through the URL hash `#terms-<kind>`.
import { MARKETING_CONSENT_MONTHS } from '../customers/rules';
import { registrationMessages as m } from './messages';

export type SelfTermsKind = 'mobile' | 'marketing';

export interface SelfTerms {
  readonly kind: SelfTermsKind;
  readonly title: string;
  readonly required: boolean;
  readonly items: readonly { readonly label: string; readonly text: string }[];
}

export const SELF_TERMS: Readonly<Record<SelfTermsKind, SelfTerms>> = {
  mobile: {
    kind: 'mobile',
    title: m.selfTermsMobile,
    required: true,
    items: [
      { label: '수집 항목', text: '이름, 휴대폰 번호, 자녀의 이름·성별·생년월일, 문의 사항' },
      { label: '수집·이용 목적', text: '담당 에듀플래너의 고객 등록, 학습 상담과 방문 일정 안내, 본인 확인을 위한 휴대폰 인증' },
      { label: '보유·이용 기간', text: '동의를 철회하거나 상담·거래 관계가 끝난 뒤 관계 법령이 정한 기간까지' },
      { label: '동의를 거부할 권리', text: '동의하지 않을 수 있습니다. 다만 동의하지 않으면 고객 등록과 상담을 받으실 수 없습니다.' },
    ],
  },
  marketing: {
    kind: 'marketing',
    title: m.selfTermsMarketing,
    required: false,
    items: [
      { label: '수집 항목', text: '이름, 휴대폰 번호' },
      { label: '이용 목적', text: '새 학습 상품, 이벤트와 혜택을 문자로 안내' },
      { label: '보유·이용 기간', text: `동의한 날부터 ${MARKETING_CONSENT_MONTHS}개월 (기간이 지나면 다시 동의를 여쭙니다)` },
      { label: '동의를 거부할 권리', text: '동의하지 않으셔도 고객 등록과 상담은 그대로 이용하실 수 있습니다.' },
    ],
  },
};

/** The URL hash that shows a term in the popup. */
export const selfTermsHash = (kind: SelfTermsKind): string => `#terms-${kind}`;

/** The term a URL hash shows, or null (no popup). */
export function selfTermsOf(hash: string): SelfTermsKind | null {
  if (hash === selfTermsHash('mobile')) return 'mobile';
  if (hash === selfTermsHash('marketing')) return 'marketing';
  return null;
}
