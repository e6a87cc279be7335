import { can } from '../../../src/shared/permissions';
import type { RouteAccess } from '../../../src/server/policies/authorize';
import { defaultCalendarConfig } from '../../../src/shared/calendar/calendar-config';
import { emptyDialogGraph } from '../../../src/shared/dialogs/dialog-graph';
import { fixtureDate, type WorldFixture as Fixture } from './world-fixture';

/**
 * Every registered API route with a request that succeeds for a caller
 * allowed to make it, against a `makeWorldFixture` world (DESIGN.md
 * "Security"). Who is allowed is not restated here: each route declares it in
 * its config and `expectedAnswers` reads that against the role table.
 * route-access.test.ts walks it per role; abuse/cross-world.test.ts sends the
 * same requests with another world's ids. A route missing here fails
 * route-access.test.ts.
 */
export const callers = ['anonymous', 'nonMember', 'viewer', 'artist', 'writer', 'owner'] as const;
export type Caller = (typeof callers)[number];
type Expected = Record<Caller, number>;

export interface RouteCase {
  url: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  /** A multipart upload of a small PNG instead of a JSON body. */
  upload?: true;
  headers?: (f: Fixture) => Record<string, string>;
  /** What an allowed caller gets when it is not 200 (204 for DELETE). */
  ok?: number;
  /** Callers answered otherwise than the declared access says, and why, beside the entry. */
  except?: Partial<Expected>;
}

/**
 * What each caller gets from a route, from the access it declares in its
 * config (src/server/policies/authorize.ts) and the role table
 * (src/shared/permissions.ts): a public route answers everyone alike; others
 * answer 401 without a token; a world's route answers 403 to non-members and
 * to roles without the capability. Undefined when the route declares nothing.
 */
export function expectedAnswers(
  route: string,
  access: RouteAccess | undefined,
  { publicWorld = false } = {},
): Expected | undefined {
  const entry = routeTable[route];
  if (!entry || access === undefined) return undefined;
  const ok = entry.ok ?? (route.startsWith('DELETE ') ? 204 : 200);
  const answer = (caller: Caller): number => {
    if (access === 'public') return ok;
    // A public world's reads let anyone in, as a reader; a private world answers strangers 403.
    if (access === 'world.read' && (caller === 'anonymous' || caller === 'nonMember'))
      return publicWorld ? ok : 403;
    if (caller === 'anonymous') return 401;
    if (access === 'signed-in') return ok;
    if (caller === 'nonMember') return 403;
    return can(caller, access) ? ok : 403;
  };
  const derived = Object.fromEntries(callers.map((caller) => [caller, answer(caller)]));
  return { ...(derived as Expected), ...entry.except };
}

const world = (f: Fixture) => `/api/Setting/${f.worldId}`;
const document = (f: Fixture) => `${world(f)}/Documents/${f.documentId}`;
const emptyContents = { v: 1, doc: { type: 'doc', content: [] } };
const event = (f: Fixture) => `${world(f)}/Events/${f.eventId}`;
const story = (f: Fixture) => `${world(f)}/Stories/${f.storyId}`;
const map = (f: Fixture) => `${world(f)}/Maps/${f.mapId}`;
const mapFeatureBody = (f: Fixture) => ({
  geometry: {
    kind: 'region',
    points: [
      [10, 10],
      [200, 10],
      [100, 150],
    ],
  },
  layerId: f.mapLayerId,
  name: 'Kingdom',
  documentId: f.otherDocumentId,
  eventId: f.eventId,
  color: '#4dabf7',
  from: fixtureDate,
});

export const routeTable: Record<string, RouteCase> = {
  'GET /api/health': { url: () => '/api/health' },
  'GET /api/openapi.json': { url: () => '/api/openapi.json' },
  // The co-editing WebSocket: without the upgrade every caller gets 426; access is checked on the socket (src/server/collab/collab.test.ts).
  'GET /api/Collab': { url: () => '/api/Collab', ok: 426 },
  // Without the WebSocket upgrade; the socket's own refusals per caller are in live/live-hub.test.ts.
  'GET /api/Live': { url: () => '/api/Live', ok: 426 },
  'GET /api/Account': { url: () => '/api/Account' },
  'POST /api/Account/CreateAccount': {
    url: () => '/api/Account/CreateAccount',
    body: (f) => ({
      userName: `new-${f.unique}`,
      password: f.password,
      emailAdress: `new-${f.unique}@example.com`,
    }),
  },
  'POST /api/Account/TryLogin': {
    url: () => '/api/Account/TryLogin',
    body: (f) => ({ userNameOrMail: f.target.userName, password: f.password }),
  },
  'POST /api/Account/TryDemo': { url: () => '/api/Account/TryDemo' },
  'POST /api/Account/Logout': { url: () => '/api/Account/Logout', ok: 204 },
  'POST /api/Account/RefreshToken': {
    url: () => '/api/Account/RefreshToken',
  },
  'PUT /api/Account/Email': {
    url: () => '/api/Account/Email',
    body: (f) => ({ emailAdress: `moved-${f.unique}@example.com`, password: f.password }),
  },
  'PUT /api/Account/Password': {
    url: () => '/api/Account/Password',
    body: (f) => ({ currentPassword: f.password, newPassword: f.password }),
  },
  'POST /api/Account/RestorePassword': {
    url: () => '/api/Account/RestorePassword',
    body: (f) => ({ emailAdress: `nobody-${f.unique}@example.com` }),
    ok: 400,
  },
  'POST /api/Account/RestorePassword/Confirm': {
    url: () => '/api/Account/RestorePassword/Confirm',
    body: (f) => ({
      emailAdress: `nobody-${f.unique}@example.com`,
      code: '123456',
      newPassword: f.password,
    }),
    ok: 400,
  },
  'GET /api/Account/Tokens': { url: () => '/api/Account/Tokens' },
  'POST /api/Account/Tokens': {
    url: () => '/api/Account/Tokens',
    body: (f) => ({ name: 'Build', worldIds: [f.worldId], access: 'read', expiresAt: null }),
    // Signed in, but a token reaches only worlds of the caller's: to anyone else this one is unknown.
    except: { nonMember: 403 },
  },
  'DELETE /api/Account/Tokens/:tokenId': {
    url: (f) => `/api/Account/Tokens/${f.apiTokenId}`,
    // The fixture's token is the owner's; another user's token is answered as missing.
    except: { nonMember: 404, viewer: 404, artist: 404, writer: 404 },
  },
  'GET /api/Setting': { url: () => '/api/Setting' },
  'POST /api/Setting': {
    url: () => '/api/Setting',
    body: (f) => ({ urlName: `w-${f.unique}`, name: 'New world' }),
  },
  'PUT /api/Setting/:id': {
    url: world,
    body: (f) => ({ urlName: `renamed-${f.unique}`, name: 'Renamed' }),
  },
  // Each caller gets a fresh fixture: publishing one does not open the next.
  'PUT /api/Setting/:id/Publishing': {
    url: (f) => `${world(f)}/Publishing`,
    body: () => ({ isPublic: true, defaultVisibility: 'members' }),
  },
  'GET /api/Setting/ByName/:ownerUserName/:urlName': {
    url: (f) => `/api/Setting/ByName/${f.ownerUserName}/${f.urlName}`,
  },
  'DELETE /api/Setting/:id': {
    url: world,
    body: (f) => ({ name: f.worldName }),
  },
  'GET /api/Setting/:id/Export': {
    url: (f) => `${world(f)}/Export`,
  },
  // The fixture world is private, so it has no public part to publish: 409 (40062).
  'GET /api/Setting/:id/StaticSite': {
    url: (f) => `${world(f)}/StaticSite`,
    ok: 409,
  },
  // A PNG is not a world archive: 400 (40047).
  'POST /api/Setting/Import': {
    url: () => '/api/Setting/Import',
    upload: true,
    ok: 400,
  },
  'GET /api/Setting/:id/Members': {
    url: (f) => `${world(f)}/Members`,
  },
  'POST /api/Setting/:id/Members': {
    url: (f) => `${world(f)}/Members`,
    body: (f) => ({ userName: `extra-${f.unique}`.slice(0, 19), role: 'viewer' }),
  },
  'PUT /api/Setting/:id/Members/:userId': {
    url: (f) => `${world(f)}/Members/${f.target.id}`,
    body: () => ({ role: 'artist' }),
  },
  'DELETE /api/Setting/:id/Members/:userId': {
    url: (f) => `${world(f)}/Members/${f.target.id}`,
  },
  'POST /api/Setting/:id/Leave': {
    url: (f) => `${world(f)}/Leave`,
    // Everyone may leave except the owner, who must hand the world over first.
    ok: 204,
    except: { owner: 400 },
  },
  'POST /api/Setting/:id/TransferOwnership': {
    url: (f) => `${world(f)}/TransferOwnership`,
    body: (f) => ({ userId: f.target.id }),
  },
  'GET /api/Setting/:id/Feed': {
    url: (f) => `${world(f)}/Feed`,
  },

  'GET /api/Setting/:id/Documents': {
    url: (f) => `${world(f)}/Documents`,
  },
  'POST /api/Setting/:id/Documents': {
    url: (f) => `${world(f)}/Documents`,
    body: (f) => ({ name: `Doc ${f.unique}`, type: 'note', contents: emptyContents }),
  },
  'GET /api/Setting/:id/Documents/:documentId': {
    url: document,
  },
  'PUT /api/Setting/:id/Documents/:documentId': {
    url: document,
    body: () => ({ name: 'Edited', type: 'lore', version: 1, contents: emptyContents }),
  },
  'DELETE /api/Setting/:id/Documents/:documentId': {
    url: document,
  },
  'GET /api/Setting/:id/Documents/Tree': {
    url: (f) => `${world(f)}/Documents/Tree`,
  },
  'PUT /api/Setting/:id/Documents/:documentId/Parent': {
    url: (f) => `${document(f)}/Parent`,
    body: (f) => ({ parentId: f.otherDocumentId }),
  },
  'GET /api/Setting/:id/Documents/:documentId/Revisions': {
    url: (f) => `${document(f)}/Revisions`,
  },
  'GET /api/Setting/:id/Documents/:documentId/Revisions/:revisionId': {
    url: (f) => `${document(f)}/Revisions/${f.revisionId}`,
  },
  'POST /api/Setting/:id/Documents/:documentId/Revisions/:revisionId/Restore': {
    url: (f) => `${document(f)}/Revisions/${f.revisionId}/Restore`,
    body: () => ({ version: 1 }),
  },
  'GET /api/Setting/:id/DocumentTypes': {
    url: (f) => `${world(f)}/DocumentTypes`,
  },
  'POST /api/Setting/:id/DocumentTypes': {
    url: (f) => `${world(f)}/DocumentTypes`,
    body: (f) => ({ name: `type-${f.unique}`, icon: 'rocket', color: 'violet' }),
  },
  'PUT /api/Setting/:id/DocumentTypes/:typeId': {
    url: (f) => `${world(f)}/DocumentTypes/${f.documentTypeId}`,
    body: () => ({
      name: 'Legend',
      plural: 'Legends',
      icon: 'book',
      color: 'blue',
      position: 8,
      version: 1,
    }),
  },
  'DELETE /api/Setting/:id/DocumentTypes/:typeId': {
    url: (f) => `${world(f)}/DocumentTypes/${f.documentTypeId}`,
  },
  'GET /api/Setting/:id/Tags': {
    url: (f) => `${world(f)}/Tags`,
  },
  'POST /api/Setting/:id/Tags': {
    url: (f) => `${world(f)}/Tags`,
    body: (f) => ({ name: `tag-${f.unique}` }),
  },
  'PUT /api/Setting/:id/Tags/:tagId': {
    url: (f) => `${world(f)}/Tags/${f.tagId}`,
    body: () => ({ name: 'renamed', previewable: true }),
  },
  'DELETE /api/Setting/:id/Tags/:tagId': {
    url: (f) => `${world(f)}/Tags/${f.tagId}`,
  },
  'GET /api/Setting/:id/Search': {
    url: (f) => `${world(f)}/Search?query=fixture`,
  },
  'GET /api/Setting/:id/Summary': {
    url: (f) => `${world(f)}/Summary`,
  },
  'GET /api/Setting/:id/Analytics': {
    url: (f) => `${world(f)}/Analytics`,
  },
  'GET /api/Setting/:id/Todos': {
    url: (f) => `${world(f)}/Todos`,
  },
  'POST /api/Setting/:id/Todos': {
    url: (f) => `${world(f)}/Todos`,
    body: () => ({ text: 'Draw the map' }),
  },
  'PUT /api/Setting/:id/Todos/:todoId': {
    url: (f) => `${world(f)}/Todos/${f.todoId}`,
    body: (f) => ({ text: 'Draw the map', done: true, assigneeId: f.target.id }),
  },
  'DELETE /api/Setting/:id/Todos/:todoId': {
    url: (f) => `${world(f)}/Todos/${f.todoId}`,
  },
  'GET /api/Setting/:id/Templates': {
    url: (f) => `${world(f)}/Templates`,
  },
  'POST /api/Setting/:id/Templates': {
    url: (f) => `${world(f)}/Templates`,
    body: () => ({ name: 'Hero', type: 'character', contents: emptyContents }),
  },
  'DELETE /api/Setting/:id/Templates/:templateId': {
    url: (f) => `${world(f)}/Templates/${f.templateId}`,
  },

  'GET /api/Setting/:id/Timeline': {
    url: (f) => `${world(f)}/Timeline`,
  },
  'PUT /api/Setting/:id/Timeline': {
    url: (f) => `${world(f)}/Timeline`,
    body: () => ({ config: { ...defaultCalendarConfig(), endYear: 4000 }, version: 1 }),
  },
  'GET /api/Setting/:id/TimelineRows': {
    url: (f) => `${world(f)}/TimelineRows`,
  },
  'POST /api/Setting/:id/TimelineRows': {
    url: (f) => `${world(f)}/TimelineRows`,
    body: (f) => ({ name: `Row ${f.unique}` }),
  },
  'PUT /api/Setting/:id/TimelineRows/Order': {
    url: (f) => `${world(f)}/TimelineRows/Order`,
    body: (f) => ({ rowIds: [f.rowId, f.mainRowId] }),
  },
  'PUT /api/Setting/:id/TimelineRows/:rowId': {
    url: (f) => `${world(f)}/TimelineRows/${f.rowId}`,
    body: () => ({ name: 'Renamed row' }),
  },
  'DELETE /api/Setting/:id/TimelineRows/:rowId': {
    url: (f) => `${world(f)}/TimelineRows/${f.rowId}`,
  },
  'GET /api/Setting/:id/Events': {
    url: (f) => `${world(f)}/Events`,
  },
  'POST /api/Setting/:id/Events': {
    url: (f) => `${world(f)}/Events`,
    body: (f) => ({
      name: 'Another event',
      kind: 'instant',
      start: fixtureDate,
      rowId: f.mainRowId,
      documentIds: [f.documentId],
    }),
  },
  'GET /api/Setting/:id/Events/:eventId': { url: event },
  'PUT /api/Setting/:id/Events/:eventId': {
    url: event,
    body: (f) => ({
      name: 'Edited event',
      kind: 'lasting',
      start: fixtureDate,
      end: null,
      rowId: f.rowId,
      version: 1,
    }),
  },
  'DELETE /api/Setting/:id/Events/:eventId': { url: event },

  'GET /api/Images/Limits': { url: () => '/api/Images/Limits' },
  'POST /api/Images/Upload': {
    url: () => '/api/Images/Upload',
    upload: true,
    headers: (f) => ({ WorldId: f.worldId, DocumentId: f.documentId, CategoryId: '' }),
  },
  // The signature is the access: whoever holds a URL a member was given may load it until it expires.
  'GET /api/Images/File/:worldId/:file': { url: (f) => f.imageFileUrl },
  'GET /api/Setting/:id/Images': {
    url: (f) => `${world(f)}/Images`,
  },
  'GET /api/Setting/:id/Images/:imageId': {
    url: (f) => `${world(f)}/Images/${f.imageId}`,
  },
  'PUT /api/Setting/:id/Images/:imageId': {
    url: (f) => `${world(f)}/Images/${f.imageId}`,
    body: (f) => ({
      name: 'Renamed image',
      categoryId: f.categoryId,
      documentIds: [f.otherDocumentId],
      version: 1,
    }),
  },
  'DELETE /api/Setting/:id/Images/:imageId': {
    url: (f) => `${world(f)}/Images/${f.imageId}`,
  },
  'GET /api/Setting/:id/ImageCategories': {
    url: (f) => `${world(f)}/ImageCategories`,
  },
  'POST /api/Setting/:id/ImageCategories': {
    url: (f) => `${world(f)}/ImageCategories`,
    body: (f) => ({ name: `Maps ${f.unique}` }),
  },
  'PUT /api/Setting/:id/ImageCategories/:categoryId': {
    url: (f) => `${world(f)}/ImageCategories/${f.categoryId}`,
    body: () => ({ name: 'Renamed category' }),
  },
  'DELETE /api/Setting/:id/ImageCategories/:categoryId': {
    url: (f) => `${world(f)}/ImageCategories/${f.categoryId}`,
  },
  'GET /api/Setting/:id/Cover': {
    url: (f) => `${world(f)}/Cover`,
  },
  'POST /api/Setting/:id/Cover': {
    url: (f) => `${world(f)}/Cover`,
    upload: true,
  },
  'DELETE /api/Setting/:id/Cover': {
    url: (f) => `${world(f)}/Cover`,
  },

  'GET /api/Setting/:id/RelationTypes': {
    url: (f) => `${world(f)}/RelationTypes`,
  },
  'POST /api/Setting/:id/RelationTypes': {
    url: (f) => `${world(f)}/RelationTypes`,
    body: (f) => ({ name: `Rivals ${f.unique}`, directed: false }),
  },
  'PUT /api/Setting/:id/RelationTypes/:typeId': {
    url: (f) => `${world(f)}/RelationTypes/${f.relationTypeId}`,
    body: () => ({ name: 'Mentor of', color: '#ff8787', directed: true }),
  },
  'DELETE /api/Setting/:id/RelationTypes/:typeId': {
    url: (f) => `${world(f)}/RelationTypes/${f.relationTypeId}`,
  },
  'GET /api/Setting/:id/Relations': {
    url: (f) => `${world(f)}/Relations?documentId=${f.documentId}`,
  },
  'POST /api/Setting/:id/Relations': {
    url: (f) => `${world(f)}/Relations`,
    body: (f) => ({
      typeId: f.relationTypeId,
      sourceId: f.otherDocumentId,
      targetId: f.documentId,
      label: 'owes a debt',
    }),
  },
  'PUT /api/Setting/:id/Relations/:relationId': {
    url: (f) => `${world(f)}/Relations/${f.relationId}`,
    body: (f) => ({ sourceId: f.documentId, targetId: f.otherDocumentId, label: 'taught' }),
  },
  'DELETE /api/Setting/:id/Relations/:relationId': {
    url: (f) => `${world(f)}/Relations/${f.relationId}`,
  },
  'GET /api/Setting/:id/Graph': {
    url: (f) => `${world(f)}/Graph`,
  },
  'GET /api/Setting/:id/Graph/Positions': {
    url: (f) => `${world(f)}/Graph/Positions`,
  },
  'PUT /api/Setting/:id/Graph/Positions': {
    url: (f) => `${world(f)}/Graph/Positions`,
    body: (f) => ({ positions: [{ documentId: f.documentId, x: 10, y: -20.5 }] }),
  },

  'GET /api/Setting/:id/StoryVariables': {
    url: (f) => `${world(f)}/StoryVariables`,
  },
  'POST /api/Setting/:id/StoryVariables': {
    url: (f) => `${world(f)}/StoryVariables`,
    body: () => ({ name: 'has_key', type: 'boolean', defaultValue: 'false' }),
  },
  'PUT /api/Setting/:id/StoryVariables/:variableId': {
    url: (f) => `${world(f)}/StoryVariables/${f.variableId}`,
    body: () => ({ name: 'coins', type: 'integer', commentary: 'In the purse', defaultValue: '3' }),
  },
  'DELETE /api/Setting/:id/StoryVariables/:variableId': {
    url: (f) => `${world(f)}/StoryVariables/${f.variableId}`,
  },
  'GET /api/Setting/:id/DialogMetaSchema': {
    url: (f) => `${world(f)}/DialogMetaSchema`,
  },
  'POST /api/Setting/:id/DialogMetaSchema': {
    url: (f) => `${world(f)}/DialogMetaSchema`,
    body: () => ({ name: 'mood', type: 'text' }),
  },
  'PUT /api/Setting/:id/DialogMetaSchema/:definitionId': {
    url: (f) => `${world(f)}/DialogMetaSchema/${f.definitionId}`,
    body: () => ({ name: 'loudness', type: 'integer', commentary: '' }),
  },
  'DELETE /api/Setting/:id/DialogMetaSchema/:definitionId': {
    url: (f) => `${world(f)}/DialogMetaSchema/${f.definitionId}`,
  },
  'GET /api/Setting/:id/Dialogs': {
    url: (f) => `${world(f)}/Dialogs?search=fixture`,
  },
  'POST /api/Setting/:id/Dialogs': {
    url: (f) => `${world(f)}/Dialogs`,
    body: () => ({ name: 'New dialog', kind: 'linear' }),
  },
  'GET /api/Setting/:id/Dialogs/:dialogId': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}`,
  },
  'PUT /api/Setting/:id/Dialogs/:dialogId': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}`,
    body: () => ({ name: 'Renamed dialog', graph: emptyDialogGraph(), version: 2 }),
  },
  // The PNG every upload case sends is no dialog file: 400 once the caller may create dialogs.
  'POST /api/Setting/:id/Dialogs/Import': {
    url: (f) => `${world(f)}/Dialogs/Import`,
    upload: true,
    ok: 400,
  },
  'DELETE /api/Setting/:id/Dialogs/:dialogId': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}`,
  },
  'GET /api/Setting/:id/Dialogs/:dialogId/Export': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}/Export?format=yarn`,
  },
  'GET /api/Setting/:id/Dialogs/Export': {
    url: (f) => `${world(f)}/Dialogs/Export?format=lorehub-v2`,
  },
  'GET /api/Setting/:id/Stories/:storyId/Dialogs/Export': {
    url: (f) => `${story(f)}/Dialogs/Export?format=twee-sugarcube`,
  },
  'GET /api/Setting/:id/DialogLanguages': {
    url: (f) => `${world(f)}/DialogLanguages`,
  },
  'PUT /api/Setting/:id/DialogLanguages': {
    url: (f) => `${world(f)}/DialogLanguages`,
    body: () => ({
      sourceLanguage: 'en',
      languages: ['ru', 'de'],
      lineCharLimit: null,
      choiceCharLimit: 80,
    }),
  },
  'GET /api/Setting/:id/Dialogs/:dialogId/Translations': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}/Translations?language=ru`,
  },
  'GET /api/Setting/:id/Dialogs/:dialogId/Strings': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}/Strings?language=ru&format=csv`,
  },
  'GET /api/Setting/:id/Dialogs/Strings': {
    url: (f) => `${world(f)}/Dialogs/Strings?language=ru&format=xliff`,
  },
  // The PNG every upload case sends is not UTF-8 text: 400 once the caller may edit dialogs.
  'POST /api/Setting/:id/Dialogs/Strings/Import': {
    url: (f) => `${world(f)}/Dialogs/Strings/Import`,
    upload: true,
    ok: 400,
  },
  'GET /api/Setting/:id/Dialogs/:dialogId/VoiceScript': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}/VoiceScript?language=ru`,
  },
  'GET /api/Setting/:id/Dialogs/VoiceScript': {
    url: (f) => `${world(f)}/Dialogs/VoiceScript`,
  },
  'GET /api/Setting/:id/Dialogs/:dialogId/ShareLinks': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}/ShareLinks`,
  },
  'POST /api/Setting/:id/Dialogs/:dialogId/ShareLinks': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}/ShareLinks`,
    body: () => ({ label: 'Devlog', expiresAt: null }),
  },
  'DELETE /api/Setting/:id/Dialogs/:dialogId/ShareLinks/:linkId': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}/ShareLinks/${f.shareLinkId}`,
  },
  'GET /api/Setting/:id/Dialogs/:dialogId/Plays': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}/Plays`,
  },
  // The anonymous reader: the link's token is the access, whoever calls.
  'GET /api/Play/:token': { url: (f) => `/api/Play/${f.shareToken}` },
  'POST /api/Play/:token': {
    url: (f) => `/api/Play/${f.shareToken}`,
    body: () => ({ reachedNodes: ['a'], chosenOptions: [], finished: true }),
    ok: 204,
  },

  'GET /api/Setting/:id/Stories': {
    url: (f) => `${world(f)}/Stories?search=fix`,
  },
  'POST /api/Setting/:id/Stories': {
    url: (f) => `${world(f)}/Stories`,
    body: () => ({ name: 'New story', type: 'novel' }),
  },
  'GET /api/Setting/:id/Stories/:storyId': { url: story },
  'PUT /api/Setting/:id/Stories/:storyId': {
    url: story,
    body: () => ({ name: 'Renamed story', type: 'comic', description: '', version: 1 }),
  },
  'DELETE /api/Setting/:id/Stories/:storyId': {
    url: story,
  },
  'POST /api/Setting/:id/Stories/:storyId/Blocks': {
    url: (f) => `${story(f)}/Blocks`,
    body: () => ({ name: 'Act II' }),
  },
  'PUT /api/Setting/:id/Stories/:storyId/Blocks/Order': {
    url: (f) => `${story(f)}/Blocks/Order`,
    body: (f) => ({ blockIds: [f.blockId] }),
  },
  'PUT /api/Setting/:id/Stories/:storyId/Blocks/:blockId': {
    url: (f) => `${story(f)}/Blocks/${f.blockId}`,
    body: () => ({ name: 'Act One', version: 1 }),
  },
  'DELETE /api/Setting/:id/Stories/:storyId/Blocks/:blockId': {
    url: (f) => `${story(f)}/Blocks/${f.blockId}`,
  },
  'POST /api/Setting/:id/Stories/:storyId/Blocks/:blockId/Scenes': {
    url: (f) => `${story(f)}/Blocks/${f.blockId}/Scenes`,
    body: (f) => ({ name: 'New scene', links: [{ kind: 'event', id: f.eventId }] }),
  },
  'PUT /api/Setting/:id/Stories/:storyId/Blocks/:blockId/Scenes/Order': {
    url: (f) => `${story(f)}/Blocks/${f.blockId}/Scenes/Order`,
    body: (f) => ({ sceneIds: [f.sceneId] }),
  },
  'PUT /api/Setting/:id/Stories/:storyId/Scenes/:sceneId': {
    url: (f) => `${story(f)}/Scenes/${f.sceneId}`,
    body: (f) => ({
      name: 'Scene',
      text: 'Text',
      links: [{ kind: 'document', id: f.documentId }],
      version: 1,
    }),
  },
  'DELETE /api/Setting/:id/Stories/:storyId/Scenes/:sceneId': {
    url: (f) => `${story(f)}/Scenes/${f.sceneId}`,
  },
  'GET /api/Setting/:id/Maps': { url: (f) => `${world(f)}/Maps` },
  'POST /api/Setting/:id/Maps': {
    url: (f) => `${world(f)}/Maps`,
    body: (f) => ({ name: 'Harbour', parentMapId: f.mapId, parentPinId: f.mapFeatureId }),
  },
  'GET /api/Setting/:id/Maps/:mapId': { url: map },
  'PUT /api/Setting/:id/Maps/:mapId': {
    url: map,
    body: () => ({ name: 'Renamed map', scale: { unitsPerPixel: 0.5, unit: 'km' }, version: 1 }),
  },
  'DELETE /api/Setting/:id/Maps/:mapId': { url: map },
  'POST /api/Setting/:id/Maps/:mapId/Layers': {
    url: (f) => `${map(f)}/Layers`,
    body: () => ({ name: 'Secrets', secret: true }),
  },
  'PUT /api/Setting/:id/Maps/:mapId/Layers/Order': {
    url: (f) => `${map(f)}/Layers/Order`,
    body: (f) => ({ layerIds: [f.mapLayerId] }),
  },
  'PUT /api/Setting/:id/Maps/:mapId/Layers/:layerId': {
    url: (f) => `${map(f)}/Layers/${f.mapLayerId}`,
    body: () => ({ name: 'Old roads', visible: false, version: 1 }),
  },
  'DELETE /api/Setting/:id/Maps/:mapId/Layers/:layerId': {
    url: (f) => `${map(f)}/Layers/${f.mapLayerId}?deleteFeatures=false`,
  },
  'POST /api/Setting/:id/Maps/:mapId/Features': {
    url: (f) => `${map(f)}/Features`,
    body: mapFeatureBody,
  },
  'PUT /api/Setting/:id/Maps/:mapId/Features/:featureId': {
    url: (f) => `${map(f)}/Features/${f.mapFeatureId}`,
    body: (f) => ({ ...mapFeatureBody(f), version: 1 }),
  },
  'DELETE /api/Setting/:id/Maps/:mapId/Features/:featureId': {
    url: (f) => `${map(f)}/Features/${f.mapFeatureId}`,
  },
  'GET /api/Setting/:id/Documents/:documentId/Preview': {
    url: (f) => `${document(f)}/Preview`,
  },
  'GET /api/Setting/:id/Documents/:documentId/MapPlaces': {
    url: (f) => `${document(f)}/MapPlaces`,
  },
  'GET /api/Setting/:id/Events/:eventId/MapPlaces': {
    url: (f) => `${event(f)}/MapPlaces`,
  },
  'GET /api/Maps/Limits': { url: () => '/api/Maps/Limits' },
  'POST /api/Setting/:id/Maps/:mapId/Picture': {
    url: (f) => `${map(f)}/Picture`,
    upload: true,
    ok: 202,
  },
  // The signature is the access, as for image files: whoever holds a URL a member was given may load it.
  'GET /api/Maps/Tiles/:worldId/:fileKey/:z/:x/:y': { url: (f) => f.mapTileUrl },
  'GET /api/Maps/Thumb/:worldId/:fileKey': {
    url: (f) =>
      f.mapTileUrl.replace(
        /^\/api\/Maps\/Tiles\/([^/]+\/[^/]+)\/0\/0\/0\.webp/,
        '/api/Maps/Thumb/$1',
      ),
  },
};
