// Own activity info's actor on the Effect runtime: mypage/myEduInfor (no payload: the caller, this month).
import { myEduInforMachine } from '../../../machines/reports/my-edu-infor.machine';
import { myEduInfor } from '../../domain/reports/contract';
import { Api } from '../../services/api.service';
import type { FromEffect } from '../flows';

export const loadMyEduInfo = () => Api.use((a) => a.call(myEduInfor, {}));

export const provideMyEduInfor = (fromEffect: FromEffect) => myEduInforMachine.provide({ actors: { loadInfo: fromEffect(loadMyEduInfo) } });
