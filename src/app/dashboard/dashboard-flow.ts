// The dashboard machine with its actors and its three child machines provided, for the signed-in user.
// Built by the (lazily loaded) home route, so none of it weighs on the login page.
import { dashboardMachine } from '../../../machines/dashboard/dashboard.machine';
import { scheduleToggleMachine } from '../../../machines/dashboard/schedule-toggle.machine';
import { attendanceMachine } from '../../../machines/dashboard/attendance.machine';
import { medalMachine } from '../../../machines/dashboard/medal.machine';
import type { Session } from '../../domain/login/contract';
import type { FromEffect } from '../flows';
import { attendanceActors } from './attendance-actors';
import { loadDashboard, loadFigures, openSite } from './dashboard-actors';
import { medalActors } from './medal-actors';
import { reloadProgress, saveCompletion } from './schedule-toggle-actors';

export function provideDashboard(fromEffect: FromEffect, session: Session) {
  return dashboardMachine.provide({
    actors: {
      loadDashboard: fromEffect(loadDashboard),
      loadFigures: fromEffect(loadFigures),
      openSite: fromEffect(openSite),
      attendance: attendanceMachine.provide({ actors: attendanceActors(fromEffect) }),
      medal: medalMachine.provide({ actors: medalActors(fromEffect, session.userId) }),
      scheduleToggle: scheduleToggleMachine.provide({
        actors: { saveCompletion: fromEffect(saveCompletion), reloadProgress: fromEffect(reloadProgress) },
      }),
    } as never,
  });
}

export const dashboardInput = (s: Session) => ({ userId: s.userId, akdcde: s.akdcde, position: s.orgnzPstn, akdrnk: s.akdrnk });
