import type { AreaViews } from '../view-entry';

export const views: AreaViews = {
};
