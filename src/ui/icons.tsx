// Line icons used by the chrome (24px grid, currentColor).
import type { ReactElement } from 'react';

const icon = (path: ReactElement) => () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const BackIcon = icon(<path d="M15 5l-7 7 7 7" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const BellIcon = icon(<path d="M6 16V11a6 6 0 1112 0v5l2 2H4zM10 20a2 2 0 004 0" />);
export const SurveyIcon = icon(<path d="M9 4h6M8 4H6v16h12V4h-2M9 11h6M9 15h4" />);
export const HomeIcon = icon(<path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" />);
export const UsersIcon = icon(<path d="M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9.5 10a3 3 0 100-6 3 3 0 000 6M21 19v-1a4 4 0 00-3-3.9M16 4.1a3 3 0 010 5.8" />);
export const UserPlusIcon = icon(<path d="M15 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9 10a3 3 0 100-6 3 3 0 000 6M19 8v6M16 11h6" />);
export const MapIcon = icon(<path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14" />);
export const ChartIcon = icon(<path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);
export const AlertIcon = icon(<path d="M12 3l10 18H2zM12 10v4M12 17.5v.5" />);
export const PhoneIcon = icon(<path d="M7 2h10v20H7zM11 18h2" />);
export const ToolIcon = icon(<path d="M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />);
export const DownloadIcon = icon(<path d="M12 3v12M7 10l5 5 5-5M4 21h16" />);
