// The survey area's calls (spec 3 §7 survey list, survey view, saveSurvey).
import type { ApiCall } from '../../http/handle';

export const surveysCalls: readonly ApiCall[] = [];
