// Every statechart of the app, for the diagram generator and the coverage report.
import type { AnyStateMachine } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { chromeMachine } from '../../machines/chrome/chrome.machine';
import { downloadMachine } from '../../machines/download/download.machine';
import { loginMachine } from '../../machines/login/login.machine';

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
  { machine: downloadMachine, file: 'machines/download/download.machine.ts', selectors: 'machines/download/download.selectors.ts', summary: 'App download page: links from download/version, retry on failure.' },
];
