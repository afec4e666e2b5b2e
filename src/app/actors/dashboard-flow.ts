// The dashboard machine with its actors and its three child machines provided, for the signed-in user.
// Built by the (lazily loaded) home route, so none of it weighs on the login page.
import { dashboardMachine } from '../../../machines/dashboard/dashboard.machine';
import { scheduleToggleMachine } from '../../../machines/schedule-toggle/schedule-toggle.machine';
import { attendanceMachine } from '../../../machines/attendance/attendance.machine';
import { medalMachine } from '../../../machines/medal/medal.machine';
import type { Session } from '../../domain/contracts/auth';
import type { FromEffect } from '../flows';
import { attendanceActors } from './attendance';
import { loadDashboard, loadFigures, openSite } from './dashboard';
import { medalActors } from './medal';
import { reloadProgress, saveCompletion } from './schedule-toggle';

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
