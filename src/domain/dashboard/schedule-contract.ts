// The schedule call family of spec 2 §7. The dashboard uses the completion toggle (cudType CMP);
// the schedule screens add create, update and delete (src/domain/schedule/contract.ts) to its union.
import { Schema } from 'effect';
import { Count, Empty, FormInt, YN, defineCall } from '../shared/call';
import { CreateSchedule, DeleteSchedule, UpdateSchedule } from '../schedule/contract';

export const CompleteSchedule = Schema.Struct({ cudType: Schema.Literal('CMP'), sqno: FormInt(1, 2_147_483_647), cmplYn: YN });
export type CompleteSchedule = typeof CompleteSchedule.Type;

/** Create (C), update (U), delete (D) and the complete toggle (CMP) of the caller's own schedule (spec 2 §7). */
export const saveMyschedule = defineCall({
  path: 'mySchedule/saveMyschedule',
  auth: 'session',
  mutation: true,
  request: Schema.Union([CompleteSchedule, CreateSchedule, UpdateSchedule, DeleteSchedule]),
  response: Empty,
});

/** A morning meeting of the month (spec 2 §3 Meeting): X none, S entered, Y recognised, N late. */
export const MeetingStatus = Schema.Literals(['X', 'S', 'Y', 'N']);
export type MeetingStatus = typeof MeetingStatus.Type;

export const MonthMeeting = Schema.Struct({ attendDate: Schema.String, attendStatus: MeetingStatus, akdtim: Schema.String, levtim: Schema.String });
export type MonthMeeting = typeof MonthMeeting.Type;

/** The month calendar's marks (spec 2 §7): schedules per day and the caller's morning meetings. */
export const getMyScheduleCountList = defineCall({
  path: 'mySchedule/getMyScheduleCountList',
  auth: 'session',
  request: Schema.Struct({ searchYear: FormInt(2000, 2100), searchMon: FormInt(1, 12), searchDay: Schema.optionalKey(FormInt(1, 31)) }),
  response: Schema.Struct({
    myScheduleCountList: Schema.Array(Schema.Struct({ monthDate: Schema.String, cnt: Count })),
    myMeetingList: Schema.Array(MonthMeeting),
  }),
});
