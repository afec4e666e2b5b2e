// Service unavailable (spec 1 §2, §8): 서비스에 접속할 수 없습니다, with a go-to-main button.
import { appMessages } from '../../domain/app/messages';
import { AlertIcon } from '../../ui/icons';

export function ErrorScreen({ onGoHome }: { readonly onGoHome: () => void }) {
  return (
    <main className="page page-center">
      <span className="page-icon">
        <AlertIcon />
      </span>
      <h1>{appMessages.serviceUnavailable}</h1>
      <p>{appMessages.serviceUnavailableDetail}</p>
      <button type="button" className="btn btn-primary" onClick={onGoHome}>
        메인으로 이동
      </button>
    </main>
  );
}
