/** Which public page an address asks for. */
export type PublicPath =
  | { kind: 'world'; owner: string; world: string; section: WorldSection }
  | { kind: 'document'; owner: string; world: string; documentId: string }
  | { kind: 'story'; owner: string; world: string; storyId: string }
  | { kind: 'map'; owner: string; world: string; mapId: string };

export type WorldSection = 'home' | 'documents' | 'timeline' | 'maps' | 'stories';

const sections: Record<string, WorldSection> = {
  world: 'home',
  documents: 'documents',
  timeline: 'timeline',
  maps: 'maps',
  stories: 'stories',
};

/** First segments the app routes itself: never an owner's name here. */
const appSegments = new Set([
  'api',
  'assets',
  'authenticate',
  'play',
  'help',
  'profile',
  'analytics',
  'select-setting',
  'create-setting',
  'new-login',
  'dialogue-builder-test',
  'og',
]);

const idPattern = /^[A-Za-z0-9-]{1,64}$/;

/** The public page of an app address (path and query), or undefined for any other address. */
export function parsePublicPath(url: string): PublicPath | undefined {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const raw = pathname.split('/').slice(1);
  if (raw.at(-1) === '' && raw.length > 1) raw.pop();
  let parts: string[];
  try {
    parts = raw.map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
  if (parts.some((part) => !part || part.length > 200)) return undefined;
  const [owner, world, section, itemId] = parts;
  if (!owner || !world || appSegments.has(owner) || parts.length > 4) return undefined;
  if (parts.length === 2) return { kind: 'world', owner, world, section: 'home' };
  if (parts.length === 4) {
    if (!itemId || !idPattern.test(itemId)) return undefined;
    if (section === 'documents') return { kind: 'document', owner, world, documentId: itemId };
    if (section === 'story') return { kind: 'story', owner, world, storyId: itemId };
    if (section === 'maps') return { kind: 'map', owner, world, mapId: itemId };
    return undefined;
  }
  const known = section ? sections[section] : undefined;
  return known ? { kind: 'world', owner, world, section: known } : undefined;
}

/** The app address of a world page or document (what the client router answers). */
export function worldPath(owner: string, world: string, rest = ''): string {
  return `/${encodeURIComponent(owner)}/${encodeURIComponent(world)}${rest}`;
}

export function documentPath(owner: string, world: string, documentId: string): string {
  return worldPath(owner, world, `/documents/${encodeURIComponent(documentId)}`);
}

/** The app address of a story's page (the client routes it as story/:storyId). */
export function storyPath(owner: string, world: string, storyId: string): string {
  return worldPath(owner, world, `/story/${encodeURIComponent(storyId)}`);
}

/** The app address of a map's page (the client routes it as maps/:mapId). */
export function mapPath(owner: string, world: string, mapId: string): string {
  return worldPath(owner, world, `/maps/${encodeURIComponent(mapId)}`);
}

/** Where crawlers fetch a map's thumbnail (its page's og:image). */
export function mapPreviewImagePath(owner: string, world: string, mapId: string): string {
  return `${previewImagePath(owner, world)}/maps/${encodeURIComponent(mapId)}`;
}

/** Where crawlers fetch a world's preview image, or a document's. */
export function previewImagePath(owner: string, world: string, documentId?: string): string {
  const base = `/og/${encodeURIComponent(owner)}/${encodeURIComponent(world)}`;
  return documentId ? `${base}/${encodeURIComponent(documentId)}` : base;
}
