// Header (spec 1 §2 shared chrome): title, prev, close, alarm, menu and the optional survey button.
// On the desktop layout it also carries the brand (a link home) and names the page where a phone
// shows the logo; the menu button is gone there, as the navigation is always visible.
import { Link } from 'wouter';
import { HOME_PATH, routeByName, type HeaderSpec } from '../../domain/app/routes';
import { BackIcon, BellIcon, CloseIcon, MenuIcon, SurveyIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';

export interface AppHeaderProps {
  readonly spec: HeaderSpec;
  /** The screen's name, the desktop title where the phone shows the logo (home). */
  readonly pageName: string;
  readonly desktop: boolean;
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

export function AppHeader({ spec, pageName, desktop, alarmHref = ALERTS_PATH, surveyHref, menuOpen, onBack, onClose, onMenu }: AppHeaderProps) {
  return (
    <header className="app-header">
      {desktop && (
        <Link href={HOME_PATH} className="header-brand" aria-label="EduPlanner 홈">
          <Logo />
        </Link>
      )}
      <div className="header-side">
        {spec.prev && onBack && (
          <button type="button" className="icon-btn" aria-label="이전" onClick={onBack}>
            <BackIcon />
          </button>
        )}
      </div>
      <h1>{spec.title || (desktop ? pageName : <Logo />)}</h1>
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
        {spec.menu && !desktop && (
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
