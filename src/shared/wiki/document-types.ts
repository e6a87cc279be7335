/**
 * Document types a worldbuilder expects (SPEC §3 leaves them open). Each has
 * a built-in template whose section headings the client writes in the
 * interface language (catalogue WIKI.TEMPLATE_SECTIONS.<type>).
 */
export const documentTypes = [
  'character',
  'location',
  'faction',
  'item',
  'creature',
  'culture',
  'religion',
  'event',
  'lore',
  'note',
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** Each type's colour (a Mantine palette name), the same in badges and in the relations graph. */
export const documentTypeColors: Record<DocumentType, string> = {
  character: 'grape',
  location: 'teal',
  faction: 'orange',
  item: 'yellow',
  creature: 'lime',
  culture: 'cyan',
  religion: 'indigo',
  event: 'pink',
  lore: 'blue',
  note: 'gray',
};

/** The section keys each type's template starts with, in order. */
export const templateSections: Record<DocumentType, readonly string[]> = {
  character: ['OVERVIEW', 'APPEARANCE', 'PERSONALITY', 'BACKGROUND', 'RELATIONSHIPS', 'GOALS'],
  location: ['OVERVIEW', 'GEOGRAPHY', 'HISTORY', 'INHABITANTS', 'POINTS_OF_INTEREST'],
  faction: ['OVERVIEW', 'GOALS', 'STRUCTURE', 'HISTORY', 'MEMBERS', 'ALLIES_AND_ENEMIES'],
  item: ['OVERVIEW', 'APPEARANCE', 'PROPERTIES', 'HISTORY', 'CURRENT_LOCATION'],
  creature: ['OVERVIEW', 'APPEARANCE', 'HABITAT', 'BEHAVIOUR', 'ABILITIES'],
  culture: ['OVERVIEW', 'CUSTOMS', 'LANGUAGE', 'ART', 'HISTORY'],
  religion: ['OVERVIEW', 'BELIEFS', 'PRACTICES', 'CLERGY', 'HISTORY'],
  event: ['OVERVIEW', 'CAUSES', 'COURSE', 'CONSEQUENCES', 'PARTICIPANTS'],
  lore: ['OVERVIEW', 'DETAILS', 'SOURCES'],
  note: [],
};

/**
 * Icons a document type can wear: a fixed set shipped with the app (the
 * client maps each name to its Tabler icon), so a world never names one the
 * client cannot draw.
 */
export const documentTypeIcons = [
  'user',
  'map-pin',
  'flag',
  'sword',
  'paw',
  'masks',
  'church',
  'calendar',
  'book',
  'note',
  'rocket',
  'planet',
  'crown',
  'castle',
  'tree',
  'shield',
  'diamond',
  'flask',
  'skull',
  'star',
  'feather',
  'moon',
  'ship',
  'coin',
] as const;
export type DocumentTypeIcon = (typeof documentTypeIcons)[number];

/** Mantine palette names a type may take as its colour (badges, graph nodes, map pins). */
export const documentTypeColorNames = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export type DocumentTypeColor = (typeof documentTypeColorNames)[number];

/** Each built-in type's icon. */
export const documentTypeDefaultIcons: Record<DocumentType, DocumentTypeIcon> = {
  character: 'user',
  location: 'map-pin',
  faction: 'flag',
  item: 'sword',
  creature: 'paw',
  culture: 'masks',
  religion: 'church',
  event: 'calendar',
  lore: 'book',
  note: 'note',
};

/** True for the keys of the ten types every world starts with (their names come from the catalogue). */
export function isBuiltInDocumentType(key: string): key is DocumentType {
  return (documentTypes as readonly string[]).includes(key);
}

/** The template sections of a type by its key: a world's own types start with none. */
export function templateSectionsOf(key: string): readonly string[] {
  return isBuiltInDocumentType(key) ? templateSections[key] : [];
}
