// Maintenance notice (spec 1 §2, §4): period and text; the user can check again when it should be over.
import type { WorkNotice } from '../../domain/app/contract';
import { formatPeriod } from '../../domain/shared/format';
import { appMessages } from '../../domain/app/messages';
import { sharedMessages } from '../../domain/shared/messages';
import { ToolIcon } from '../../ui/icons';

export interface WorkNoticeScreenProps {
  readonly notice: WorkNotice | null;
  /** Maintenance is on: offer "check again"; otherwise offer the way home. */
  readonly active: boolean;
  readonly onRecheck: () => void;
  readonly onGoHome: () => void;
}

export function WorkNoticeScreen({ notice, active, onRecheck, onGoHome }: WorkNoticeScreenProps) {
  const period = notice ? formatPeriod(notice.startDt, notice.endDt) : '';
  return (
    <main className="page page-center">
      <span className="page-icon">
        <ToolIcon />
      </span>
      <h1>{appMessages.workNoticeTitle}</h1>
      {active ? (
        <dl className="notice-box">
          {period && (
            <>
              <dt>{appMessages.workNoticePeriod}</dt>
              <dd>{period}</dd>
            </>
          )}
          <dt>안내</dt>
          <dd>{notice?.cntn || sharedMessages.underMaintenance}</dd>
        </dl>
      ) : (
        <p>현재 점검 중이 아닙니다. 서비스를 이용하실 수 있습니다.</p>
      )}
      {active ? (
        <button type="button" className="btn btn-secondary" onClick={onRecheck}>
          다시 확인
        </button>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onGoHome}>
          메인으로 이동
        </button>
      )}
    </main>
  );
}
