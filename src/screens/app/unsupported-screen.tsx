// App-only access (spec 1 §2): this device/app cannot use the service; offers the app download.
import { Link } from 'wouter';
import { appMessages } from '../../domain/app/messages';
import type { UnsupportedReason } from '../../domain/shared/platform';
import { PhoneIcon } from '../../ui/icons';

const DETAIL: Record<UnsupportedReason, string> = {
  'app-only': appMessages.appOnlyDetail,
  'platform-mismatch': '이 기기에서 사용할 수 없는 앱입니다. 기기에 맞는 EduPlanner 앱을 설치해주세요.',
  'app-too-old': '설치된 앱 버전은 더 이상 지원되지 않습니다. 최신 EduPlanner 앱을 설치해주세요.',
};

export function UnsupportedScreen({ reason }: { readonly reason: UnsupportedReason | null }) {
  return (
    <main className="page page-center">
      <span className="page-icon">
        <PhoneIcon />
      </span>
      <h1>{appMessages.appOnly}</h1>
      <p>{DETAIL[reason ?? 'app-only']}</p>
      <Link href="/download" className="btn btn-primary">
        앱 다운로드
      </Link>
    </main>
  );
}
