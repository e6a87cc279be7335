import type { dashboardEn } from '../en/dashboard';
import type { Catalogue } from '../catalogue';

export const dashboardRu: Catalogue<typeof dashboardEn> = {
  DASHBOARD: {},
  SEARCH: {},
  ANALYTICS: {},
};
