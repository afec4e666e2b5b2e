// Every statechart of the app, for the diagram generator and the coverage report.
import type { AnyStateMachine } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { chromeMachine } from '../../machines/chrome/chrome.machine';
import { downloadMachine } from '../../machines/download/download.machine';
import { loginMachine } from '../../machines/login/login.machine';
import { attendanceMachine } from '../../machines/dashboard/attendance.machine';
import { businessCardMachine } from '../../machines/business-card/business-card.machine';
import { dashboardMachine } from '../../machines/dashboard/dashboard.machine';
import { medalMachine } from '../../machines/dashboard/medal.machine';
import { pagedListMachine } from '../../machines/shared/paged-list.machine';
import { alertsMachine } from '../../machines/alerts/alerts.machine';
import { noticeDetailMachine } from '../../machines/notice/notice-detail.machine';
import { scheduleToggleMachine } from '../../machines/dashboard/schedule-toggle.machine';
import { eduQrMachine } from '../../machines/edu-qr/edu-qr.machine';
import { signUpLinkMachine } from '../../machines/sign-up/sign-up-link.machine';
import { notificationSettingsMachine } from '../../machines/settings/notification-settings.machine';
import { shakeSettingMachine } from '../../machines/settings/shake-setting.machine';
import { orderEditorMachine } from '../../machines/settings/order-editor.machine';
import { popupsMachine } from '../../machines/popups/popups.machine';
import { attendanceMonthMachine } from '../../machines/dashboard/attendance-month.machine';

export interface MachineEntry {
  readonly machine: AnyStateMachine;
  readonly file: string;
  /** What the views read from it. */
  readonly selectors: string;
  readonly summary: string;
}

export const MACHINES: readonly MachineEntry[] = [
  { machine: appMachine, file: 'machines/app/app.machine.ts', selectors: 'machines/app/app.selectors.ts', summary: 'App lifecycle: maintenance, version, session, navigation guards, foreground re-checks.' },
  { machine: loginMachine, file: 'machines/login/login.machine.ts', selectors: 'machines/login/login.selectors.ts', summary: 'Login form: checks, sign-in, failure alert with password cleared, device id.' },
  { machine: chromeMachine, file: 'machines/chrome/chrome.machine.ts', selectors: 'machines/chrome/chrome.selectors.ts', summary: 'Shared chrome: header and footer hide while scrolling (400 ms), side menu.' },
  { machine: dashboardMachine, file: 'machines/dashboard/dashboard.machine.ts', selectors: 'machines/dashboard/dashboard.selectors.ts', summary: 'Home screen: base info and every card in one load, organisation switch, sheets, outside sites; runs the three machines below.' },
  { machine: attendanceMachine, file: 'machines/dashboard/attendance.machine.ts', selectors: 'machines/dashboard/attendance.selectors.ts', summary: 'Morning-meeting attendance: beacon list, native beacon scan, atndnCheck; 2 s lock after each attempt; outcome alert.' },
  { machine: attendanceMonthMachine, file: 'machines/dashboard/attendance-month.machine.ts', selectors: 'machines/dashboard/attendance-month.selectors.ts', summary: "The attendance count's sheet: this month's morning meetings, loaded at each opening, retry on failure." },
  { machine: medalMachine, file: 'machines/dashboard/medal.machine.ts', selectors: 'machines/dashboard/medal.selectors.ts', summary: 'Goal medals: each medal type per card per month shown once until closed, then remembered.' },
  { machine: scheduleToggleMachine, file: 'machines/dashboard/schedule-toggle.machine.ts', selectors: 'machines/dashboard/schedule-toggle.selectors.ts', summary: 'Dashboard schedule card: complete or (after confirming) un-complete, save, reload progress.' },
  { machine: businessCardMachine, file: 'machines/business-card/business-card.machine.ts', selectors: 'machines/business-card/business-card.selectors.ts', summary: 'Business card: load the card, check the phone, send it by message, open the card-making site.' },
  { machine: pagedListMachine, file: 'machines/shared/paged-list.machine.ts', selectors: 'machines/shared/paged-list.selectors.ts', summary: 'Infinite list (notices, education attendance, alerts): offset paging with a total, or page number under a server pin with the server’s page size; more on scroll, search and refresh from the first page, retry of the failed page.' },
  { machine: alertsMachine, file: 'machines/alerts/alerts.machine.ts', selectors: 'machines/alerts/alerts.selectors.ts', summary: 'Alerts (/notification): runs the alert list; an alert opens its screen (app paths only) or its detail; delete one, delete all after confirming.' },
  { machine: noticeDetailMachine, file: 'machines/notice/notice-detail.machine.ts', selectors: 'machines/notice/notice-detail.selectors.ts', summary: 'Notice detail: load one notice, retry, open attachments through the native shell.' },
  { machine: downloadMachine, file: 'machines/download/download.machine.ts', selectors: 'machines/download/download.selectors.ts', summary: 'App download page: links from download/version, retry on failure.' },
  { machine: eduQrMachine, file: 'machines/edu-qr/edu-qr.machine.ts', selectors: 'machines/edu-qr/edu-qr.selectors.ts', summary: 'QR 인증 (education attendance): native QR scan, eduqr/atnd, result alert; taps while busy ignored. A child of the signed-in app.' },
  { machine: signUpLinkMachine, file: 'machines/sign-up/sign-up-link.machine.ts', selectors: 'machines/sign-up/sign-up-link.selectors.ts', summary: 'Customer easy sign-up link (QR page, /eduKakaoSync): load, retry, copy it, send it through the SMS composer.' },
  { machine: notificationSettingsMachine, file: 'machines/settings/notification-settings.machine.ts', selectors: 'machines/settings/notification-settings.selectors.ts', summary: "Notification settings: six switches and the master 'all', each change saved; a failed save puts the change back with the message." },
  { machine: shakeSettingMachine, file: 'machines/settings/shake-setting.machine.ts', selectors: 'machines/settings/shake-setting.selectors.ts', summary: 'Shake setting: on/off and what a shake opens, kept in the shell app data (key shake); app only.' },
  { machine: orderEditorMachine, file: 'machines/settings/order-editor.machine.ts', selectors: 'machines/settings/order-editor.selectors.ts', summary: 'Order editor (home cards, registration sections): move, show/hide, save and cancel after confirming.' },
  { machine: popupsMachine, file: 'machines/popups/popups.machine.ts', selectors: 'machines/popups/popups.selectors.ts', summary: 'Notice popups: on app start the open popups not hidden by a ticked close, one after another; the /popup/{sqno} page; ticked closes remembered.' },
];
