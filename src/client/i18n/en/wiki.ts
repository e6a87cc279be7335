/** Strings of the wiki: documents, tags, templates, history, search, dashboard and analytics. */
export const wikiEn = {
  WIKI: {},
};
