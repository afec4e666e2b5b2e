// Demo notices: about 35 (12 in the small seed) over the last four months, several urgent, with
// safe HTML bodies (paragraphs, lists, bold text, a table) like the ones headquarters publishes, and
// attachments (small PDFs and text files) on about a third of them.
import { randomBytes } from 'node:crypto';
import { addDays } from '../../lib/time';
import type { noticeFiles, notices } from '../schema';
import { rng } from './prng';

const TOPICS: readonly [string, string][] = [
  ['[필독] 개인정보 처리 지침 변경 안내', '고객 개인정보의 수집과 보관 기준이 변경되었습니다.'],
  ['[긴급] 모바일 앱 업데이트 안내', '안정적인 서비스 이용을 위해 최신 버전으로 업데이트해 주세요.'],
  ['[긴급] 시스템 점검에 따른 서비스 일시 중단', '점검 시간에는 고객 조회와 일정 등록을 이용할 수 없습니다.'],
  ['신학기 프로모션 운영 안내', '신학기를 맞아 전집과 멤버십 동시 구매 고객에게 추가 혜택을 드립니다.'],
  ['북클럽 멤버십 혜택 개편', '멤버십 고객의 도서 교환 횟수가 월 2회로 늘어납니다.'],
  ['진단 서비스(KED-I, KED-S) 쿠폰 발급 기준 안내', '진단 쿠폰은 계약 고객 1인당 분기별 1매 발급됩니다.'],
  ['AI ELT 영어 진단 오픈', 'AI 기반 영어 진단 서비스가 새로 시작됩니다.'],
  ['우수 에듀플래너 시상 결과', '지난달 우수 에듀플래너 시상 결과를 알려드립니다.'],
  ['조회 교육 일정 변경', '이번 주 조회 교육은 목요일 오전으로 변경됩니다.'],
  ['고객 등록 시 본인 인증 절차 안내', '고객 등록 전 휴대폰 본인 인증이 반드시 필요합니다.'],
  ['씽크빅 프리패스 가격 정책 안내', '프리패스 상품의 할인율이 조정되었습니다.'],
  // A long title on purpose: the newest notice of the small seed, so layouts are tried with one.
  ['하계 휴가 기간(7월 28일~8월 3일) 교재 배송 일정 변경 및 고객 안내 문자 발송 안내', '휴가 기간에는 교재 배송이 하루씩 늦어질 수 있습니다.'],
  ['영업활동계획 작성 기간 안내', '다음 달 영업활동계획을 기간 내에 작성해 주세요.'],
  ['신규 전집 출시: 과학동화 개정판', '과학동화 전집 개정판이 출시되었습니다.'],
  ['고객 만족도 조사 실시', '계약 고객을 대상으로 만족도 조사를 실시합니다.'],
  ['모닝미팅 출결 비콘 설치 완료', '모든 센터에 출결 확인용 비콘 설치가 완료되었습니다.'],
  ['명함 제작 신청 방법 변경', '명함 제작은 앱의 명함 관리에서 신청할 수 있습니다.'],
];

const TABLE = `<table><thead><tr><th>구분</th><th>기간</th><th>비고</th></tr></thead><tbody>
<tr><td>1차</td><td>매월 1일 ~ 10일</td><td>신규 고객</td></tr>
<tr><td>2차</td><td>매월 11일 ~ 20일</td><td>기존 고객</td></tr>
<tr><td>3차</td><td>매월 21일 ~ 말일</td><td>전체</td></tr></tbody></table>`;

export function buildNotices(today: string, size: 'full' | 'small'): (typeof notices.$inferInsert)[] {
  const r = rng('notices');
  const count = size === 'full' ? 35 : 12;
  const days = Array.from({ length: count }, () => r.int(0, 120)).sort((a, b) => b - a);
  return days.map((ago, i) => {
    const [title, lead] = TOPICS[i % TOPICS.length]!;
    // Urgent ones are recent, so the dashboard's four latest notices include some.
    const urgent = title.startsWith('[긴급]') || (ago < 20 && r.chance(0.3));
    const body = [
      `<p>${lead}</p>`,
      `<p><strong>적용 대상:</strong> 전 에듀플래너 및 조직장</p>`,
      '<ul><li>앱에서 공지 내용을 확인해 주세요.</li><li>문의는 소속 지국으로 해 주세요.</li><li>세부 일정은 아래 표를 참고해 주세요.</li></ul>',
      i % 3 === 0 ? TABLE : '<p>감사합니다.</p>',
    ].join('\n');
    return {
      itemId: i + 1,
      title: i < TOPICS.length ? title : `${title} (${Math.floor(i / TOPICS.length) + 1}차)`,
      importance: urgent ? '1' : '2',
      writeDate: addDays(today, -ago),
      bodyHtml: body,
      crossDocLocation: i % 5 === 0 ? `GW-NOTICE-${String(i + 1).padStart(4, '0')}` : null,
    };
  });
}

const ATTACHMENTS: readonly string[] = [
  '진단서비스_안내.pdf',
  '프로모션_세부내용.pdf',
  '업무지침_요약.pdf',
  '신청서_양식.txt',
  '자주묻는질문.txt',
];

/**
 * A minimal valid one-page PDF showing `line` (ASCII: the standard Helvetica font has no Hangul);
 * the cross-reference offsets are computed, so viewers open it without repairing it.
 */
export function minimalPdf(line: string): Uint8Array {
  const text = line.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Attachments of about a third of the notices (1-3 each), with their bytes. The download tokens open a
 * file without a session, so they are random (CSPRNG) even here; everything else stays deterministic.
 */
export function buildNoticeFiles(list: readonly (typeof notices.$inferInsert)[]): (typeof noticeFiles.$inferInsert)[] {
  const r = rng('notice-files');
  return list.flatMap((n) => {
    if (!r.chance(1 / 3)) return [];
    const month = Number(n.writeDate.slice(5, 7));
    return Array.from({ length: r.int(1, 3) }, (_, sort) => {
      const fileName = `${month}월_${ATTACHMENTS[(n.itemId! + sort) % ATTACHMENTS.length]}`;
      const content = fileName.endsWith('.pdf')
        ? minimalPdf(`EduPlanner notice ${n.itemId} attachment ${sort + 1}`)
        : Buffer.from(`${n.title}\n\n${fileName}\n첨부 ${sort + 1}: 공지 내용을 참고해 주세요.\n`, 'utf8');
      return {
        itemId: n.itemId!,
        fileName,
        filePath: `/groupware/notice/${n.itemId}/${sort + 1}`,
        sort,
        token: randomBytes(32).toString('base64url'),
        content,
      };
    });
  });
}
