// Header (spec 1 §2 shared chrome): title, prev, close, alarm, menu and the optional survey button.
import { Link } from 'wouter';
import { routeByName, type HeaderSpec } from '../../domain/routes';
import { BackIcon, BellIcon, CloseIcon, MenuIcon, SurveyIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';

export interface AppHeaderProps {
  readonly spec: HeaderSpec;
  /** Where the alarm button goes: the alerts screen (/notification) when the route table has it. */
  readonly alarmHref?: string;
  /** Where the survey button goes; absent when no survey is open. */
  readonly surveyHref?: string;
  readonly menuOpen: boolean;
  readonly onBack?: () => void;
  readonly onClose?: () => void;
  readonly onMenu: () => void;
}

/** The alerts screen, once it is built (spec 1 §2 /notification). */
const ALERTS_PATH = routeByName('notification')?.path;

export function AppHeader({ spec, alarmHref = ALERTS_PATH, surveyHref, menuOpen, onBack, onClose, onMenu }: AppHeaderProps) {
  return (
    <header className="app-header">
      <div className="header-side">
        {spec.prev && onBack && (
          <button type="button" className="icon-btn" aria-label="이전" onClick={onBack}>
            <BackIcon />
          </button>
        )}
      </div>
      <h1>{spec.title || <Logo />}</h1>
      <div className="header-side end">
        {spec.survey && surveyHref && (
          <Link href={surveyHref} className="icon-btn" aria-label="설문 참여">
            <SurveyIcon />
          </Link>
        )}
        {spec.alarm && alarmHref && (
          <Link href={alarmHref} className="icon-btn" aria-label="알림">
            <BellIcon />
          </Link>
        )}
        {spec.menu && (
          <button type="button" className="icon-btn" aria-label="전체 메뉴" aria-expanded={menuOpen} aria-controls="side-menu" onClick={onMenu}>
            <MenuIcon />
          </button>
        )}
        {spec.close && onClose && (
          <button type="button" className="icon-btn" aria-label="닫기" onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </div>
    </header>
  );
}
