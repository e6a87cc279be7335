import type { authEn } from '../en/auth';
import type { Catalogue } from '../catalogue';

export const authRu: Catalogue<typeof authEn> = {
  AUTH: {},
};
