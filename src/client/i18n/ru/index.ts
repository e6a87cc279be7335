import { publicCatalogueRu } from './public';
import { workspaceCatalogueRu } from './workspace';

export const catalogueRu = { ...publicCatalogueRu, ...workspaceCatalogueRu };
