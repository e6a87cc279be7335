import type { landingEn } from '../en/landing';
import type { Catalogue } from '../catalogue';

export const landingRu: Catalogue<typeof landingEn> = {
  LANDING: {},
};
