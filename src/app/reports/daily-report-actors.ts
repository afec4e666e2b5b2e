// The daily report's call on the Effect runtime (spec 3 §7 dailyReport): one day, thisYrmn carrying yyyymmdd.
import { dailyReport } from '../../domain/reports/contract';
import { Api } from '../../services/api.service';

export const loadDailyReport = ({ day }: { day: string }) => Api.use((a) => a.call(dailyReport, { thisYrmn: day }));
