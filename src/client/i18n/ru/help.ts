import type { helpEn } from '../en/help';
import type { Catalogue } from '../catalogue';

export const helpRu: Catalogue<typeof helpEn> = {
  HELP: {},
};
