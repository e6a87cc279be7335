import type { TFunction } from 'i18next';
import { documentTypes } from '../../../shared/wiki/document-types';

/** The ten document types as Select options, in the interface language, in the catalogue's order. */
export function documentTypeOptions(t: TFunction) {
  return documentTypes.map((type) => ({ value: type, label: t(`WIKI.TYPES.${type}`) }));
}
