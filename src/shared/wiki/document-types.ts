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
