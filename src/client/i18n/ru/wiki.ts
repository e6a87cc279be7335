import type { wikiEn } from '../en/wiki';
import type { Catalogue } from '../catalogue';

export const wikiRu: Catalogue<typeof wikiEn> = {
  WIKI: {},
};
