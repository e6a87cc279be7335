import { publicCatalogueEn } from './public';
import { workspaceCatalogueEn } from './workspace';

export const catalogueEn = { ...publicCatalogueEn, ...workspaceCatalogueEn };
