// The schedule call family of spec 2 §7. The dashboard uses the completion toggle (cudType CMP);
// the schedule screens add create, update and delete to this union.
import { Schema } from 'effect';
import { Empty, FormInt, YN, defineCall } from './call';

export const CompleteSchedule = Schema.Struct({ cudType: Schema.Literal('CMP'), sqno: FormInt(1, 2_147_483_647), cmplYn: YN });
export type CompleteSchedule = typeof CompleteSchedule.Type;

export const saveMyschedule = defineCall({ path: 'mySchedule/saveMyschedule', auth: 'session', request: CompleteSchedule, response: Empty });
