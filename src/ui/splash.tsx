// Shown while the app starts (maintenance, version and session checks).
import { Logo } from './logo';

export function Splash() {
  return (
    <div className="splash" aria-busy="true">
      <Logo />
      <div className="spinner" role="status" aria-label="불러오는 중" />
    </div>
  );
}
