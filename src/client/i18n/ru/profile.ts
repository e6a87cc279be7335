import type { profileEn } from '../en/profile';
import type { Catalogue } from '../catalogue';

export const profileRu: Catalogue<typeof profileEn> = {
  PROFILE: {},
};
