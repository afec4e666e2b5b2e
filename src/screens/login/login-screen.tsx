// Login (spec 1 §2 Login, §5): id (max 18), password, save-id and auto-login (both on by default),
// forgot-password outside link; tapping the logo shows the device id. Renders the login flow actor.
// index.html carries the same markup as a static form shown before the scripts arrive (docs/decisions.md D32).
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '../../../machines/login/login.machine';
import { selectAlert, selectFocus, selectForm, selectIsSubmitting } from '../../../machines/login/login.selectors';
import { LOGIN_ID_MAX } from '../../domain/login/login';
import { Dialog } from '../../ui/dialog';
import { Logo } from '../../ui/logo';

export function LoginScreen({ actor }: { readonly actor: ActorRefFrom<typeof loginMachine> }) {
  const form = useSelector(actor, selectForm);
  const alert = useSelector(actor, selectAlert);
  const submitting = useSelector(actor, selectIsSubmitting);
  const focus = useSelector(actor, selectFocus);
  const idRef = useRef<HTMLInputElement>(null);
  const pwRef = useRef<HTMLInputElement>(null);

  // After an alert closes, put the cursor where the user has to act.
  useEffect(() => {
    if (focus === 'userId') idRef.current?.focus();
    if (focus === 'password') pwRef.current?.focus();
  }, [focus]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'user.submit' });
  };

  return (
    <main className="page login">
      <div className="login-head">
        <button type="button" className="logo-button" aria-label="EduPlanner 로고 (기기 ID 보기)" onClick={() => actor.send({ type: 'user.tapLogo' })}>
          <Logo />
        </button>
        <p>에듀플래너 영업지원 서비스</p>
      </div>
      {/* post, and no field has a name: even a native submit could never put the password in a URL. */}
      <form method="post" onSubmit={submit} noValidate>
        <h1 className="visually-hidden">로그인</h1>
        <div className="field">
          <label htmlFor="login-id">아이디</label>
          <input
            id="login-id"
            ref={idRef}
            className="input"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={LOGIN_ID_MAX}
            value={form.userId}
            onChange={(e) => actor.send({ type: 'user.changeId', value: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">비밀번호</label>
          <input
            id="login-password"
            ref={pwRef}
            className="input"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(e) => actor.send({ type: 'user.changePassword', value: e.target.value })}
          />
        </div>
        <div className="login-options">
          <label className="check">
            <input type="checkbox" checked={form.saveId} onChange={() => actor.send({ type: 'user.toggleSaveId' })} />
            아이디 저장
          </label>
          <label className="check">
            <input type="checkbox" checked={form.autoLogin} onChange={() => actor.send({ type: 'user.toggleAutoLogin' })} />
            자동 로그인
          </label>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
          로그인
        </button>
      </form>
      <div className="login-links">
        <button type="button" className="btn btn-ghost" onClick={() => actor.send({ type: 'user.forgotPassword' })}>
          비밀번호를 잊으셨나요?
        </button>
      </div>
      {alert !== null && <Dialog message={alert} onClose={() => actor.send({ type: 'user.dismissAlert' })} />}
    </main>
  );
}
