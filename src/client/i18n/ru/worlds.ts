import type { worldsEn } from '../en/worlds';
import type { Catalogue } from '../catalogue';

export const worldsRu: Catalogue<typeof worldsEn> = {
  WORLDS: {},
};
