import { can, type Capability } from '../../../src/shared/permissions';
import { defaultCalendarConfig } from '../../../src/shared/calendar/calendar-config';
import { emptyDialogGraph } from '../../../src/shared/dialogs/dialog-graph';
import { fixtureDate, type WorldFixture as Fixture } from './world-fixture';

/**
 * Every registered API route with a request that succeeds for a caller
 * allowed to make it, against a `makeWorldFixture` world, and what each kind
 * of caller gets (DESIGN.md "Security"). route-access.test.ts walks it per
 * role; abuse/cross-world.test.ts sends the same requests with another
 * world's ids. A route missing here fails route-access.test.ts.
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
  expected: Expected;
}

function everyone(status: number): Expected {
  return {
    anonymous: status,
    nonMember: status,
    viewer: status,
    artist: status,
    writer: status,
    owner: status,
  };
}

function signedIn(status: number): Expected {
  return { ...everyone(status), anonymous: 401 };
}

function inWorld(capability: Capability, ok: number): Expected {
  const role = (r: 'viewer' | 'artist' | 'writer' | 'owner') => (can(r, capability) ? ok : 403);
  return {
    anonymous: 401,
    nonMember: 403,
    viewer: role('viewer'),
    artist: role('artist'),
    writer: role('writer'),
    owner: role('owner'),
  };
}

const world = (f: Fixture) => `/api/Setting/${f.worldId}`;
const document = (f: Fixture) => `${world(f)}/Documents/${f.documentId}`;
const emptyContents = { v: 1, doc: { type: 'doc', content: [] } };
const event = (f: Fixture) => `${world(f)}/Events/${f.eventId}`;
const story = (f: Fixture) => `${world(f)}/Stories/${f.storyId}`;

export const routeTable: Record<string, RouteCase> = {
  'GET /api/health': { url: () => '/api/health', expected: everyone(200) },
  'GET /api/openapi.json': { url: () => '/api/openapi.json', expected: everyone(200) },
  // The co-editing WebSocket: without the upgrade every caller gets 426; access is checked on the socket (src/server/collab/collab.test.ts).
  'GET /api/Collab': { url: () => '/api/Collab', expected: everyone(426) },
  // Without the WebSocket upgrade; the socket's own refusals per caller are in live/live-hub.test.ts.
  'GET /api/Live': { url: () => '/api/Live', expected: everyone(426) },
  'GET /api/Account': { url: () => '/api/Account', expected: signedIn(200) },
  'POST /api/Account/CreateAccount': {
    url: () => '/api/Account/CreateAccount',
    body: (f) => ({
      userName: `new-${f.unique}`,
      password: f.password,
      emailAdress: `new-${f.unique}@example.com`,
    }),
    expected: everyone(200),
  },
  'POST /api/Account/TryLogin': {
    url: () => '/api/Account/TryLogin',
    body: (f) => ({ userNameOrMail: f.target.userName, password: f.password }),
    expected: everyone(200),
  },
  'POST /api/Account/TryDemo': { url: () => '/api/Account/TryDemo', expected: everyone(200) },
  'POST /api/Account/Logout': { url: () => '/api/Account/Logout', expected: signedIn(204) },
  'POST /api/Account/RefreshToken': {
    url: () => '/api/Account/RefreshToken',
    expected: signedIn(200),
  },
  'PUT /api/Account/Email': {
    url: () => '/api/Account/Email',
    body: (f) => ({ emailAdress: `moved-${f.unique}@example.com`, password: f.password }),
    expected: signedIn(200),
  },
  'PUT /api/Account/Password': {
    url: () => '/api/Account/Password',
    body: (f) => ({ currentPassword: f.password, newPassword: f.password }),
    expected: signedIn(200),
  },
  'POST /api/Account/RestorePassword': {
    url: () => '/api/Account/RestorePassword',
    body: (f) => ({ emailAdress: `nobody-${f.unique}@example.com` }),
    expected: everyone(400),
  },
  'POST /api/Account/RestorePassword/Confirm': {
    url: () => '/api/Account/RestorePassword/Confirm',
    body: (f) => ({
      emailAdress: `nobody-${f.unique}@example.com`,
      code: '123456',
      newPassword: f.password,
    }),
    expected: everyone(400),
  },
  'GET /api/Setting': { url: () => '/api/Setting', expected: signedIn(200) },
  'POST /api/Setting': {
    url: () => '/api/Setting',
    body: (f) => ({ urlName: `w-${f.unique}`, name: 'New world' }),
    expected: signedIn(200),
  },
  'PUT /api/Setting/:id': {
    url: world,
    body: (f) => ({ urlName: `renamed-${f.unique}`, name: 'Renamed' }),
    expected: inWorld('world.edit', 200),
  },
  'DELETE /api/Setting/:id': {
    url: world,
    body: (f) => ({ name: f.worldName }),
    expected: inWorld('world.delete', 204),
  },
  // The whole world as a zip: the owner's, like the world's settings.
  'GET /api/Setting/:id/Export': {
    url: (f) => `${world(f)}/Export`,
    expected: inWorld('world.edit', 200),
  },
  // Anyone signed in may import (it makes a world of their own); a PNG is not a world archive: 400 (40047).
  'POST /api/Setting/Import': {
    url: () => '/api/Setting/Import',
    upload: true,
    expected: signedIn(400),
  },
  'GET /api/Setting/:id/Members': {
    url: (f) => `${world(f)}/Members`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/Members': {
    url: (f) => `${world(f)}/Members`,
    body: (f) => ({ userName: `extra-${f.unique}`.slice(0, 19), role: 'viewer' }),
    expected: inWorld('members.manage', 200),
  },
  'PUT /api/Setting/:id/Members/:userId': {
    url: (f) => `${world(f)}/Members/${f.target.id}`,
    body: () => ({ role: 'artist' }),
    expected: inWorld('members.manage', 200),
  },
  'DELETE /api/Setting/:id/Members/:userId': {
    url: (f) => `${world(f)}/Members/${f.target.id}`,
    expected: inWorld('members.manage', 204),
  },
  'POST /api/Setting/:id/Leave': {
    url: (f) => `${world(f)}/Leave`,
    // Everyone may leave except the owner, who must hand the world over first.
    expected: { ...inWorld('world.view', 204), owner: 400 },
  },
  'POST /api/Setting/:id/TransferOwnership': {
    url: (f) => `${world(f)}/TransferOwnership`,
    body: (f) => ({ userId: f.target.id }),
    expected: inWorld('members.manage', 200),
  },
  'GET /api/Setting/:id/Feed': {
    url: (f) => `${world(f)}/Feed`,
    expected: inWorld('world.view', 200),
  },

  'GET /api/Setting/:id/Documents': {
    url: (f) => `${world(f)}/Documents`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/Documents': {
    url: (f) => `${world(f)}/Documents`,
    body: (f) => ({ name: `Doc ${f.unique}`, type: 'note', contents: emptyContents }),
    expected: inWorld('documents.edit', 200),
  },
  'GET /api/Setting/:id/Documents/:documentId': {
    url: document,
    expected: inWorld('world.view', 200),
  },
  'PUT /api/Setting/:id/Documents/:documentId': {
    url: document,
    body: () => ({ name: 'Edited', type: 'lore', version: 1, contents: emptyContents }),
    expected: inWorld('documents.edit', 200),
  },
  'DELETE /api/Setting/:id/Documents/:documentId': {
    url: document,
    expected: inWorld('documents.edit', 204),
  },
  'GET /api/Setting/:id/Documents/:documentId/Revisions': {
    url: (f) => `${document(f)}/Revisions`,
    expected: inWorld('world.view', 200),
  },
  'GET /api/Setting/:id/Documents/:documentId/Revisions/:revisionId': {
    url: (f) => `${document(f)}/Revisions/${f.revisionId}`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/Documents/:documentId/Revisions/:revisionId/Restore': {
    url: (f) => `${document(f)}/Revisions/${f.revisionId}/Restore`,
    body: () => ({ version: 1 }),
    expected: inWorld('documents.edit', 200),
  },
  'GET /api/Setting/:id/Tags': {
    url: (f) => `${world(f)}/Tags`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/Tags': {
    url: (f) => `${world(f)}/Tags`,
    body: (f) => ({ name: `tag-${f.unique}` }),
    expected: inWorld('documents.edit', 200),
  },
  'PUT /api/Setting/:id/Tags/:tagId': {
    url: (f) => `${world(f)}/Tags/${f.tagId}`,
    body: () => ({ name: 'renamed', previewable: true }),
    expected: inWorld('documents.edit', 200),
  },
  'DELETE /api/Setting/:id/Tags/:tagId': {
    url: (f) => `${world(f)}/Tags/${f.tagId}`,
    expected: inWorld('documents.edit', 204),
  },
  'GET /api/Setting/:id/Search': {
    url: (f) => `${world(f)}/Search?query=fixture`,
    expected: inWorld('world.view', 200),
  },
  'GET /api/Setting/:id/Summary': {
    url: (f) => `${world(f)}/Summary`,
    expected: inWorld('world.view', 200),
  },
  'GET /api/Setting/:id/Analytics': {
    url: (f) => `${world(f)}/Analytics`,
    expected: inWorld('world.view', 200),
  },
  'GET /api/Setting/:id/Todos': {
    url: (f) => `${world(f)}/Todos`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/Todos': {
    url: (f) => `${world(f)}/Todos`,
    body: () => ({ text: 'Draw the map' }),
    expected: inWorld('todos.edit', 200),
  },
  'PUT /api/Setting/:id/Todos/:todoId': {
    url: (f) => `${world(f)}/Todos/${f.todoId}`,
    body: (f) => ({ text: 'Draw the map', done: true, assigneeId: f.target.id }),
    expected: inWorld('todos.edit', 200),
  },
  'DELETE /api/Setting/:id/Todos/:todoId': {
    url: (f) => `${world(f)}/Todos/${f.todoId}`,
    expected: inWorld('todos.edit', 204),
  },
  'GET /api/Setting/:id/Templates': {
    url: (f) => `${world(f)}/Templates`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/Templates': {
    url: (f) => `${world(f)}/Templates`,
    body: () => ({ name: 'Hero', type: 'character', contents: emptyContents }),
    expected: inWorld('documents.edit', 200),
  },
  'DELETE /api/Setting/:id/Templates/:templateId': {
    url: (f) => `${world(f)}/Templates/${f.templateId}`,
    expected: inWorld('documents.edit', 204),
  },

  'GET /api/Setting/:id/Timeline': {
    url: (f) => `${world(f)}/Timeline`,
    expected: inWorld('world.view', 200),
  },
  'PUT /api/Setting/:id/Timeline': {
    url: (f) => `${world(f)}/Timeline`,
    body: () => ({ config: { ...defaultCalendarConfig(), endYear: 4000 }, version: 1 }),
    expected: inWorld('timeline.edit', 200),
  },
  'GET /api/Setting/:id/TimelineRows': {
    url: (f) => `${world(f)}/TimelineRows`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/TimelineRows': {
    url: (f) => `${world(f)}/TimelineRows`,
    body: (f) => ({ name: `Row ${f.unique}` }),
    expected: inWorld('events.edit', 200),
  },
  'PUT /api/Setting/:id/TimelineRows/Order': {
    url: (f) => `${world(f)}/TimelineRows/Order`,
    body: (f) => ({ rowIds: [f.rowId, f.mainRowId] }),
    expected: inWorld('events.edit', 200),
  },
  'PUT /api/Setting/:id/TimelineRows/:rowId': {
    url: (f) => `${world(f)}/TimelineRows/${f.rowId}`,
    body: () => ({ name: 'Renamed row' }),
    expected: inWorld('events.edit', 200),
  },
  'DELETE /api/Setting/:id/TimelineRows/:rowId': {
    url: (f) => `${world(f)}/TimelineRows/${f.rowId}`,
    expected: inWorld('events.edit', 204),
  },
  'GET /api/Setting/:id/Events': {
    url: (f) => `${world(f)}/Events`,
    expected: inWorld('world.view', 200),
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
    expected: inWorld('events.edit', 200),
  },
  'GET /api/Setting/:id/Events/:eventId': { url: event, expected: inWorld('world.view', 200) },
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
    expected: inWorld('events.edit', 200),
  },
  'DELETE /api/Setting/:id/Events/:eventId': { url: event, expected: inWorld('events.edit', 204) },

  'GET /api/Images/Limits': { url: () => '/api/Images/Limits', expected: signedIn(200) },
  'POST /api/Images/Upload': {
    url: () => '/api/Images/Upload',
    upload: true,
    headers: (f) => ({ WorldId: f.worldId, DocumentId: f.documentId, CategoryId: '' }),
    expected: inWorld('images.edit', 200),
  },
  // The signature is the access: whoever holds a URL a member was given may load it until it expires.
  'GET /api/Images/File/:worldId/:file': { url: (f) => f.imageFileUrl, expected: everyone(200) },
  'GET /api/Setting/:id/Images': {
    url: (f) => `${world(f)}/Images`,
    expected: inWorld('world.view', 200),
  },
  'GET /api/Setting/:id/Images/:imageId': {
    url: (f) => `${world(f)}/Images/${f.imageId}`,
    expected: inWorld('world.view', 200),
  },
  'PUT /api/Setting/:id/Images/:imageId': {
    url: (f) => `${world(f)}/Images/${f.imageId}`,
    body: (f) => ({
      name: 'Renamed image',
      categoryId: f.categoryId,
      documentIds: [f.otherDocumentId],
      version: 1,
    }),
    expected: inWorld('images.edit', 200),
  },
  'DELETE /api/Setting/:id/Images/:imageId': {
    url: (f) => `${world(f)}/Images/${f.imageId}`,
    expected: inWorld('images.edit', 204),
  },
  'GET /api/Setting/:id/ImageCategories': {
    url: (f) => `${world(f)}/ImageCategories`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/ImageCategories': {
    url: (f) => `${world(f)}/ImageCategories`,
    body: (f) => ({ name: `Maps ${f.unique}` }),
    expected: inWorld('images.edit', 200),
  },
  'PUT /api/Setting/:id/ImageCategories/:categoryId': {
    url: (f) => `${world(f)}/ImageCategories/${f.categoryId}`,
    body: () => ({ name: 'Renamed category' }),
    expected: inWorld('images.edit', 200),
  },
  'DELETE /api/Setting/:id/ImageCategories/:categoryId': {
    url: (f) => `${world(f)}/ImageCategories/${f.categoryId}`,
    expected: inWorld('images.edit', 204),
  },
  'GET /api/Setting/:id/Cover': {
    url: (f) => `${world(f)}/Cover`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/Cover': {
    url: (f) => `${world(f)}/Cover`,
    upload: true,
    expected: inWorld('world.edit', 200),
  },
  'DELETE /api/Setting/:id/Cover': {
    url: (f) => `${world(f)}/Cover`,
    expected: inWorld('world.edit', 204),
  },

  'GET /api/Setting/:id/RelationTypes': {
    url: (f) => `${world(f)}/RelationTypes`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/RelationTypes': {
    url: (f) => `${world(f)}/RelationTypes`,
    body: (f) => ({ name: `Rivals ${f.unique}`, directed: false }),
    expected: inWorld('relations.edit', 200),
  },
  'PUT /api/Setting/:id/RelationTypes/:typeId': {
    url: (f) => `${world(f)}/RelationTypes/${f.relationTypeId}`,
    body: () => ({ name: 'Mentor of', color: '#ff8787', directed: true }),
    expected: inWorld('relations.edit', 200),
  },
  'DELETE /api/Setting/:id/RelationTypes/:typeId': {
    url: (f) => `${world(f)}/RelationTypes/${f.relationTypeId}`,
    expected: inWorld('relations.edit', 204),
  },
  'GET /api/Setting/:id/Relations': {
    url: (f) => `${world(f)}/Relations?documentId=${f.documentId}`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/Relations': {
    url: (f) => `${world(f)}/Relations`,
    body: (f) => ({
      typeId: f.relationTypeId,
      sourceId: f.otherDocumentId,
      targetId: f.documentId,
      label: 'owes a debt',
    }),
    expected: inWorld('relations.edit', 200),
  },
  'PUT /api/Setting/:id/Relations/:relationId': {
    url: (f) => `${world(f)}/Relations/${f.relationId}`,
    body: (f) => ({ sourceId: f.documentId, targetId: f.otherDocumentId, label: 'taught' }),
    expected: inWorld('relations.edit', 200),
  },
  'DELETE /api/Setting/:id/Relations/:relationId': {
    url: (f) => `${world(f)}/Relations/${f.relationId}`,
    expected: inWorld('relations.edit', 204),
  },
  'GET /api/Setting/:id/Graph': {
    url: (f) => `${world(f)}/Graph`,
    expected: inWorld('world.view', 200),
  },
  'GET /api/Setting/:id/Graph/Positions': {
    url: (f) => `${world(f)}/Graph/Positions`,
    expected: inWorld('world.view', 200),
  },
  'PUT /api/Setting/:id/Graph/Positions': {
    url: (f) => `${world(f)}/Graph/Positions`,
    body: (f) => ({ positions: [{ documentId: f.documentId, x: 10, y: -20.5 }] }),
    expected: inWorld('relations.edit', 200),
  },

  'GET /api/Setting/:id/StoryVariables': {
    url: (f) => `${world(f)}/StoryVariables`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/StoryVariables': {
    url: (f) => `${world(f)}/StoryVariables`,
    body: () => ({ name: 'has_key', type: 'boolean', defaultValue: 'false' }),
    expected: inWorld('stories.edit', 200),
  },
  'PUT /api/Setting/:id/StoryVariables/:variableId': {
    url: (f) => `${world(f)}/StoryVariables/${f.variableId}`,
    body: () => ({ name: 'coins', type: 'integer', commentary: 'In the purse', defaultValue: '3' }),
    expected: inWorld('stories.edit', 200),
  },
  'DELETE /api/Setting/:id/StoryVariables/:variableId': {
    url: (f) => `${world(f)}/StoryVariables/${f.variableId}`,
    expected: inWorld('stories.edit', 204),
  },
  'GET /api/Setting/:id/DialogMetaSchema': {
    url: (f) => `${world(f)}/DialogMetaSchema`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/DialogMetaSchema': {
    url: (f) => `${world(f)}/DialogMetaSchema`,
    body: () => ({ name: 'mood', type: 'text' }),
    expected: inWorld('dialogs.edit', 200),
  },
  'PUT /api/Setting/:id/DialogMetaSchema/:definitionId': {
    url: (f) => `${world(f)}/DialogMetaSchema/${f.definitionId}`,
    body: () => ({ name: 'loudness', type: 'integer', commentary: '' }),
    expected: inWorld('dialogs.edit', 200),
  },
  'DELETE /api/Setting/:id/DialogMetaSchema/:definitionId': {
    url: (f) => `${world(f)}/DialogMetaSchema/${f.definitionId}`,
    expected: inWorld('dialogs.edit', 204),
  },
  'GET /api/Setting/:id/Dialogs': {
    url: (f) => `${world(f)}/Dialogs?search=fixture`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/Dialogs': {
    url: (f) => `${world(f)}/Dialogs`,
    body: () => ({ name: 'New dialog', kind: 'linear' }),
    expected: inWorld('dialogs.edit', 200),
  },
  'GET /api/Setting/:id/Dialogs/:dialogId': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}`,
    expected: inWorld('world.view', 200),
  },
  'PUT /api/Setting/:id/Dialogs/:dialogId': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}`,
    body: () => ({ name: 'Renamed dialog', graph: emptyDialogGraph(), version: 2 }),
    expected: inWorld('dialogs.edit', 200),
  },
  // The PNG every upload case sends is no dialog file: 400 once the caller may create dialogs.
  'POST /api/Setting/:id/Dialogs/Import': {
    url: (f) => `${world(f)}/Dialogs/Import`,
    upload: true,
    expected: inWorld('dialogs.edit', 400),
  },
  'DELETE /api/Setting/:id/Dialogs/:dialogId': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}`,
    expected: inWorld('dialogs.edit', 204),
  },
  'GET /api/Setting/:id/Stories': {
    url: (f) => `${world(f)}/Stories?search=fix`,
    expected: inWorld('world.view', 200),
  },
  'POST /api/Setting/:id/Stories': {
    url: (f) => `${world(f)}/Stories`,
    body: () => ({ name: 'New story', type: 'novel' }),
    expected: inWorld('stories.edit', 200),
  },
  'GET /api/Setting/:id/Stories/:storyId': { url: story, expected: inWorld('world.view', 200) },
  'PUT /api/Setting/:id/Stories/:storyId': {
    url: story,
    body: () => ({ name: 'Renamed story', type: 'comic', description: '', version: 1 }),
    expected: inWorld('stories.edit', 200),
  },
  'DELETE /api/Setting/:id/Stories/:storyId': {
    url: story,
    expected: inWorld('stories.edit', 204),
  },
  'POST /api/Setting/:id/Stories/:storyId/Blocks': {
    url: (f) => `${story(f)}/Blocks`,
    body: () => ({ name: 'Act II' }),
    expected: inWorld('stories.edit', 200),
  },
  'PUT /api/Setting/:id/Stories/:storyId/Blocks/Order': {
    url: (f) => `${story(f)}/Blocks/Order`,
    body: (f) => ({ blockIds: [f.blockId] }),
    expected: inWorld('stories.edit', 200),
  },
  'PUT /api/Setting/:id/Stories/:storyId/Blocks/:blockId': {
    url: (f) => `${story(f)}/Blocks/${f.blockId}`,
    body: () => ({ name: 'Act One', version: 1 }),
    expected: inWorld('stories.edit', 200),
  },
  'DELETE /api/Setting/:id/Stories/:storyId/Blocks/:blockId': {
    url: (f) => `${story(f)}/Blocks/${f.blockId}`,
    expected: inWorld('stories.edit', 204),
  },
  'POST /api/Setting/:id/Stories/:storyId/Blocks/:blockId/Scenes': {
    url: (f) => `${story(f)}/Blocks/${f.blockId}/Scenes`,
    body: (f) => ({ name: 'New scene', links: [{ kind: 'event', id: f.eventId }] }),
    expected: inWorld('stories.edit', 200),
  },
  'PUT /api/Setting/:id/Stories/:storyId/Blocks/:blockId/Scenes/Order': {
    url: (f) => `${story(f)}/Blocks/${f.blockId}/Scenes/Order`,
    body: (f) => ({ sceneIds: [f.sceneId] }),
    expected: inWorld('stories.edit', 200),
  },
  'PUT /api/Setting/:id/Stories/:storyId/Scenes/:sceneId': {
    url: (f) => `${story(f)}/Scenes/${f.sceneId}`,
    body: (f) => ({
      name: 'Scene',
      text: 'Text',
      links: [{ kind: 'document', id: f.documentId }],
      version: 1,
    }),
    expected: inWorld('stories.edit', 200),
  },
  'DELETE /api/Setting/:id/Stories/:storyId/Scenes/:sceneId': {
    url: (f) => `${story(f)}/Scenes/${f.sceneId}`,
    expected: inWorld('stories.edit', 204),
  },
};
