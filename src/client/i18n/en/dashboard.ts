/** Strings of the dashboard (counts, things to do, documents view), the search and the analytics page. */
export const dashboardEn = {
  DASHBOARD: {},
  SEARCH: {},
  ANALYTICS: {},
};
