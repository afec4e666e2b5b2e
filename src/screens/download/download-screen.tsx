// App download (spec 1 §2 /download): install buttons from the server's download/version answer.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { downloadMachine } from '../../../machines/download/download.machine';
import { selectDownload } from '../../../machines/download/download.selectors';
import { downloadButtons } from '../../domain/download/download-links';
import type { Platform } from '../../domain/shared/platform';
import { DownloadIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { RetryAlert } from '../../ui/retry-alert';

export interface DownloadScreenProps {
  readonly actor: ActorRefFrom<typeof downloadMachine>;
  readonly platform: Platform;
  /** The page's URL, to resolve server-relative links. */
  readonly base: string;
}

export function DownloadScreen({ actor, platform, base }: DownloadScreenProps) {
  const { loading, links, error } = useSelector(actor, selectDownload);
  const buttons = links ? downloadButtons(links, base, platform) : [];
  return (
    <main className="page page-center" aria-busy={loading}>
      <Logo />
      <h1>앱 다운로드</h1>
      <p>EduPlanner 앱을 설치하면 모든 기능을 이용할 수 있습니다.</p>
      {loading && <div className="spinner" role="status" aria-label="불러오는 중" />}
      {error !== null && <RetryAlert message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {links && buttons.length === 0 && <p>현재 내려받을 수 있는 앱이 없습니다. 소속 지점에 문의해주세요.</p>}
      {buttons.length > 0 && (
        <div className="download-list">
          {buttons.map((b) => (
            <a key={b.platform} className={`btn ${b.platform === platform || platform === 'PC' ? 'btn-primary' : 'btn-secondary'}`} href={b.href}>
              <DownloadIcon />
              {b.label}
            </a>
          ))}
        </div>
      )}
    </main>
  );
}
