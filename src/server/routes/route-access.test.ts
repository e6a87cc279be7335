import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Capability } from '../../shared/permissions';
import { openSession } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import { worldCreator } from '../commands/world-writer';
import { documentCreator } from '../commands/wiki/document-writer';
import { rowCreator } from '../commands/timeline/row-writer';
import { eventCreator } from '../commands/timeline/event-writer';
import { defaultCalendarConfig } from '../../shared/calendar/calendar-config';
import { isoNow } from '../clock';
import { createTestServer, type TestServer, type TestUser } from '../test/test-server';
import { imageUploader } from '../commands/images/image-uploader';
import { imageCategoryCreator } from '../commands/images/image-category-writer';
import { worldCoverSetter } from '../commands/images/world-cover-writer';
import { relationTypeCreator } from '../commands/relations/relation-type-writer';
import { relationCreator } from '../commands/relations/relation-writer';
import { storyVariableCreator } from '../commands/dialogs/story-variable-writer';
import { metaSchemaCreator } from '../commands/dialogs/meta-schema-writer';
import { dialogCreator, dialogUpdater } from '../commands/dialogs/dialog-writer';
import { emptyDialogGraph } from '../../shared/dialogs/dialog-graph';
import { storyCreator } from '../commands/stories/story-writer';
import { blockCreator } from '../commands/stories/block-writer';
import { sceneCreator } from '../commands/stories/scene-writer';
import { multipart, samplePng } from '../test/test-images';

/**
 * Every registered API route x every kind of caller (DESIGN.md "Security").
 * A route missing from `table` fails this test: each new route must say what
 * anonymous, non-member, viewer, artist, writer and owner get.
 */
const callers = ['anonymous', 'nonMember', 'viewer', 'artist', 'writer', 'owner'] as const;
type Caller = (typeof callers)[number];
type Expected = Record<Caller, number>;

interface Fixture {
  worldId: string;
  documentId: string;
  revisionId: string;
  tagId: string;
  templateId: string;
  todoId: string;
  /** The world's first row ("Main"), holding `eventId`. */
  mainRowId: string;
  /** A second, empty row: deletable without moving events. */
  rowId: string;
  eventId: string;
  /** A second document, related to the first by `relationId`. */
  otherDocumentId: string;
  imageId: string;
  /** A signed URL of the image's thumbnail. */
  imageFileUrl: string;
  categoryId: string;
  relationTypeId: string;
  relationId: string;
  variableId: string;
  definitionId: string;
  /** At version 2: the fixture document speaks, the variable and the field are used. */
  dialogId: string;
  /** A story with one block (`blockId`) holding one scene (`sceneId`). */
  storyId: string;
  blockId: string;
  sceneId: string;
  worldName: string;
  target: { id: string; userName: string };
  unique: string;
  password: string;
}

interface Case {
  url: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  /** A multipart upload of a small PNG instead of a JSON body. */
  upload?: true;
  headers?: (f: Fixture) => Record<string, string>;
  expected: Expected;
}

const password = 'route-test-pass';

function everyone(status: number): Expected {
  return { anonymous: status, nonMember: status, viewer: status, artist: status, writer: status, owner: status };
}

function signedIn(status: number): Expected {
  return { ...everyone(status), anonymous: 401 };
}

function inWorld(capability: Capability, ok: number): Expected {
  const role = (r: 'viewer' | 'artist' | 'writer' | 'owner') => (can(r, capability) ? ok : 403);
  return { anonymous: 401, nonMember: 403, viewer: role('viewer'), artist: role('artist'), writer: role('writer'), owner: role('owner') };
}

const world = (f: Fixture) => `/api/Setting/${f.worldId}`;
const document = (f: Fixture) => `${world(f)}/Documents/${f.documentId}`;
const emptyContents = { v: 1, doc: { type: 'doc', content: [] } };
const event = (f: Fixture) => `${world(f)}/Events/${f.eventId}`;
const story = (f: Fixture) => `${world(f)}/Stories/${f.storyId}`;
const someDate = { year: 12, month: 3, day: 4, hour: 5, minute: 6, second: 7 };

const table: Record<string, Case> = {
  'GET /api/health': { url: () => '/api/health', expected: everyone(200) },
  'GET /api/openapi.json': { url: () => '/api/openapi.json', expected: everyone(200) },
  // The co-editing WebSocket: without the upgrade every caller gets 426; access is checked on the socket (src/server/collab/collab.test.ts).
  'GET /api/Collab': { url: () => '/api/Collab', expected: everyone(426) },
  // Without the WebSocket upgrade; the socket's own refusals per caller are in live/live-hub.test.ts.
  'GET /api/Live': { url: () => '/api/Live', expected: everyone(426) },
  'GET /api/Account': { url: () => '/api/Account', expected: signedIn(200) },
  'POST /api/Account/CreateAccount': {
    url: () => '/api/Account/CreateAccount',
    body: (f) => ({ userName: `new-${f.unique}`, password, emailAdress: `new-${f.unique}@example.com` }),
    expected: everyone(200),
  },
  'POST /api/Account/TryLogin': {
    url: () => '/api/Account/TryLogin',
    body: (f) => ({ userNameOrMail: f.target.userName, password }),
    expected: everyone(200),
  },
  'POST /api/Account/TryDemo': { url: () => '/api/Account/TryDemo', expected: everyone(200) },
  'POST /api/Account/Logout': { url: () => '/api/Account/Logout', expected: signedIn(204) },
  'POST /api/Account/RefreshToken': { url: () => '/api/Account/RefreshToken', expected: signedIn(200) },
  'PUT /api/Account/Email': {
    url: () => '/api/Account/Email',
    body: (f) => ({ emailAdress: `moved-${f.unique}@example.com`, password }),
    expected: signedIn(200),
  },
  'PUT /api/Account/Password': {
    url: () => '/api/Account/Password',
    body: () => ({ currentPassword: password, newPassword: password }),
    expected: signedIn(200),
  },
  'POST /api/Account/RestorePassword': {
    url: () => '/api/Account/RestorePassword',
    body: (f) => ({ emailAdress: `nobody-${f.unique}@example.com` }),
    expected: everyone(400),
  },
  'POST /api/Account/RestorePassword/Confirm': {
    url: () => '/api/Account/RestorePassword/Confirm',
    body: (f) => ({ emailAdress: `nobody-${f.unique}@example.com`, code: '123456', newPassword: password }),
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
  'GET /api/Setting/:id/Members': { url: (f) => `${world(f)}/Members`, expected: inWorld('world.view', 200) },
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
  'GET /api/Setting/:id/Feed': { url: (f) => `${world(f)}/Feed`, expected: inWorld('world.view', 200) },

  'GET /api/Setting/:id/Documents': { url: (f) => `${world(f)}/Documents`, expected: inWorld('world.view', 200) },
  'POST /api/Setting/:id/Documents': {
    url: (f) => `${world(f)}/Documents`,
    body: (f) => ({ name: `Doc ${f.unique}`, type: 'note', contents: emptyContents }),
    expected: inWorld('documents.edit', 200),
  },
  'GET /api/Setting/:id/Documents/:documentId': { url: document, expected: inWorld('world.view', 200) },
  'PUT /api/Setting/:id/Documents/:documentId': {
    url: document,
    body: () => ({ name: 'Edited', type: 'lore', version: 1, contents: emptyContents }),
    expected: inWorld('documents.edit', 200),
  },
  'DELETE /api/Setting/:id/Documents/:documentId': { url: document, expected: inWorld('documents.edit', 204) },
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
  'GET /api/Setting/:id/Tags': { url: (f) => `${world(f)}/Tags`, expected: inWorld('world.view', 200) },
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
  'DELETE /api/Setting/:id/Tags/:tagId': { url: (f) => `${world(f)}/Tags/${f.tagId}`, expected: inWorld('documents.edit', 204) },
  'GET /api/Setting/:id/Search': { url: (f) => `${world(f)}/Search?query=fixture`, expected: inWorld('world.view', 200) },
  'GET /api/Setting/:id/Summary': { url: (f) => `${world(f)}/Summary`, expected: inWorld('world.view', 200) },
  'GET /api/Setting/:id/Analytics': { url: (f) => `${world(f)}/Analytics`, expected: inWorld('world.view', 200) },
  'GET /api/Setting/:id/Todos': { url: (f) => `${world(f)}/Todos`, expected: inWorld('world.view', 200) },
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
  'DELETE /api/Setting/:id/Todos/:todoId': { url: (f) => `${world(f)}/Todos/${f.todoId}`, expected: inWorld('todos.edit', 204) },
  'GET /api/Setting/:id/Templates': { url: (f) => `${world(f)}/Templates`, expected: inWorld('world.view', 200) },
  'POST /api/Setting/:id/Templates': {
    url: (f) => `${world(f)}/Templates`,
    body: () => ({ name: 'Hero', type: 'character', contents: emptyContents }),
    expected: inWorld('documents.edit', 200),
  },
  'DELETE /api/Setting/:id/Templates/:templateId': {
    url: (f) => `${world(f)}/Templates/${f.templateId}`,
    expected: inWorld('documents.edit', 204),
  },

  'GET /api/Setting/:id/Timeline': { url: (f) => `${world(f)}/Timeline`, expected: inWorld('world.view', 200) },
  'PUT /api/Setting/:id/Timeline': {
    url: (f) => `${world(f)}/Timeline`,
    body: () => ({ config: { ...defaultCalendarConfig(), endYear: 4000 }, version: 1 }),
    expected: inWorld('timeline.edit', 200),
  },
  'GET /api/Setting/:id/TimelineRows': { url: (f) => `${world(f)}/TimelineRows`, expected: inWorld('world.view', 200) },
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
  'GET /api/Setting/:id/Events': { url: (f) => `${world(f)}/Events`, expected: inWorld('world.view', 200) },
  'POST /api/Setting/:id/Events': {
    url: (f) => `${world(f)}/Events`,
    body: (f) => ({ name: 'Another event', kind: 'instant', start: someDate, rowId: f.mainRowId, documentIds: [f.documentId] }),
    expected: inWorld('events.edit', 200),
  },
  'GET /api/Setting/:id/Events/:eventId': { url: event, expected: inWorld('world.view', 200) },
  'PUT /api/Setting/:id/Events/:eventId': {
    url: event,
    body: (f) => ({ name: 'Edited event', kind: 'lasting', start: someDate, end: null, rowId: f.rowId, version: 1 }),
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
  'GET /api/Setting/:id/Images': { url: (f) => `${world(f)}/Images`, expected: inWorld('world.view', 200) },
  'GET /api/Setting/:id/Images/:imageId': { url: (f) => `${world(f)}/Images/${f.imageId}`, expected: inWorld('world.view', 200) },
  'PUT /api/Setting/:id/Images/:imageId': {
    url: (f) => `${world(f)}/Images/${f.imageId}`,
    body: (f) => ({ name: 'Renamed image', categoryId: f.categoryId, documentIds: [f.otherDocumentId], version: 1 }),
    expected: inWorld('images.edit', 200),
  },
  'DELETE /api/Setting/:id/Images/:imageId': { url: (f) => `${world(f)}/Images/${f.imageId}`, expected: inWorld('images.edit', 204) },
  'GET /api/Setting/:id/ImageCategories': { url: (f) => `${world(f)}/ImageCategories`, expected: inWorld('world.view', 200) },
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
  'GET /api/Setting/:id/Cover': { url: (f) => `${world(f)}/Cover`, expected: inWorld('world.view', 200) },
  'POST /api/Setting/:id/Cover': { url: (f) => `${world(f)}/Cover`, upload: true, expected: inWorld('world.edit', 200) },
  'DELETE /api/Setting/:id/Cover': { url: (f) => `${world(f)}/Cover`, expected: inWorld('world.edit', 204) },

  'GET /api/Setting/:id/RelationTypes': { url: (f) => `${world(f)}/RelationTypes`, expected: inWorld('world.view', 200) },
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
    body: (f) => ({ typeId: f.relationTypeId, sourceId: f.otherDocumentId, targetId: f.documentId, label: 'owes a debt' }),
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
  'GET /api/Setting/:id/Graph': { url: (f) => `${world(f)}/Graph`, expected: inWorld('world.view', 200) },
  'GET /api/Setting/:id/Graph/Positions': { url: (f) => `${world(f)}/Graph/Positions`, expected: inWorld('world.view', 200) },
  'PUT /api/Setting/:id/Graph/Positions': {
    url: (f) => `${world(f)}/Graph/Positions`,
    body: (f) => ({ positions: [{ documentId: f.documentId, x: 10, y: -20.5 }] }),
    expected: inWorld('relations.edit', 200),
  },

  'GET /api/Setting/:id/StoryVariables': { url: (f) => `${world(f)}/StoryVariables`, expected: inWorld('world.view', 200) },
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
  'GET /api/Setting/:id/DialogMetaSchema': { url: (f) => `${world(f)}/DialogMetaSchema`, expected: inWorld('world.view', 200) },
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
  'GET /api/Setting/:id/Dialogs': { url: (f) => `${world(f)}/Dialogs?search=fixture`, expected: inWorld('world.view', 200) },
  'POST /api/Setting/:id/Dialogs': {
    url: (f) => `${world(f)}/Dialogs`,
    body: () => ({ name: 'New dialog', kind: 'linear' }),
    expected: inWorld('dialogs.edit', 200),
  },
  'GET /api/Setting/:id/Dialogs/:dialogId': { url: (f) => `${world(f)}/Dialogs/${f.dialogId}`, expected: inWorld('world.view', 200) },
  'PUT /api/Setting/:id/Dialogs/:dialogId': {
    url: (f) => `${world(f)}/Dialogs/${f.dialogId}`,
    body: () => ({ name: 'Renamed dialog', graph: emptyDialogGraph(), version: 2 }),
    expected: inWorld('dialogs.edit', 200),
  },
  'DELETE /api/Setting/:id/Dialogs/:dialogId': { url: (f) => `${world(f)}/Dialogs/${f.dialogId}`, expected: inWorld('dialogs.edit', 204) },
  'GET /api/Setting/:id/Stories': { url: (f) => `${world(f)}/Stories?search=fix`, expected: inWorld('world.view', 200) },
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
  'DELETE /api/Setting/:id/Stories/:storyId': { url: story, expected: inWorld('stories.edit', 204) },
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
    body: (f) => ({ name: 'Scene', text: 'Text', links: [{ kind: 'document', id: f.documentId }], version: 1 }),
    expected: inWorld('stories.edit', 200),
  },
  'DELETE /api/Setting/:id/Stories/:storyId/Scenes/:sceneId': {
    url: (f) => `${story(f)}/Scenes/${f.sceneId}`,
    expected: inWorld('stories.edit', 204),
  },
};

let server: TestServer;
const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;

beforeAll(async () => {
  server = await createTestServer();
  for (const caller of callers) {
    if (caller !== 'anonymous') users[caller] = await server.signUp(`rt-${caller.toLowerCase()}`, password);
  }
});
afterAll(() => server.close());

let passwordHash: string;
let fixturePng: Buffer;

/** Users made straight in the database: signing up hashes with argon2, too slow for hundreds of fixtures. */
async function insertUser(userName: string): Promise<{ id: string; userName: string }> {
  passwordHash ??= await hashPassword(password);
  const now = isoNow(server.ctx.clock);
  const id = crypto.randomUUID();
  await server.ctx.db
    .insertInto('users')
    .values({ id, user_name: userName, email: `${userName}@example.com`, password_hash: passwordHash, is_guest: 0, created_at: now, updated_at: now })
    .execute();
  return { id, userName };
}

/** A fresh world per case, so a delete or hand-over in one case cannot touch another. */
async function makeFixture(): Promise<Fixture> {
  const unique = crypto.randomBytes(4).toString('hex');
  const owner = users.owner;
  const created = await worldCreator(
    server.ctx,
    { id: owner.id, userName: owner.userName, sessionId: '' },
    { urlName: `fixture-${unique}`, name: `Fixture ${unique}`, description: '' },
  );
  const target = await insertUser(`target-${unique}`);
  await insertUser(`extra-${unique}`.slice(0, 19));
  const now = isoNow(server.ctx.clock);
  const members = [
    { user_id: users.viewer.id, role: 'viewer' },
    { user_id: users.artist.id, role: 'artist' },
    { user_id: users.writer.id, role: 'writer' },
    { user_id: target.id, role: 'viewer' },
  ];
  await server.ctx.db
    .insertInto('world_members')
    .values(members.map((m) => ({ ...m, world_id: created.id, added_at: now })))
    .execute();
  const actor = { id: owner.id, userName: owner.userName, sessionId: '' };
  const doc = await documentCreator(server.ctx, actor, created.id, {
    name: 'Fixture document',
    type: 'note',
    description: '',
    tags: ['fixture'],
    contents: { v: 1, doc: { type: 'doc', content: [] } },
  });
  const revision = await server.ctx.db.selectFrom('document_revisions').select('id').where('document_id', '=', doc.id).executeTakeFirstOrThrow();
  const tag = await server.ctx.db.selectFrom('tags').select('id').where('world_id', '=', created.id).executeTakeFirstOrThrow();
  const templateId = crypto.randomUUID();
  await server.ctx.db
    .insertInto('document_templates')
    .values({ id: templateId, world_id: created.id, name: 'T', type: 'note', contents: '{}', created_by: owner.id, created_at: now })
    .execute();
  const todoId = crypto.randomUUID();
  await server.ctx.db
    .insertInto('todos')
    .values({ id: todoId, world_id: created.id, text: 'Fixture task', done: 0, assignee_id: null, created_by: owner.id, created_at: now, updated_at: now })
    .execute();
  const mainRow = await server.ctx.db.selectFrom('timeline_rows').select('id').where('world_id', '=', created.id).executeTakeFirstOrThrow();
  const row = await rowCreator(server.ctx, actor, created.id, { name: 'Fixture row' });
  const fixtureEvent = await eventCreator(server.ctx, actor, created.id, {
    name: 'Fixture event',
    kind: 'instant',
    start: someDate,
    end: null,
    rowId: mainRow.id,
    documentIds: [doc.id],
    description: '',
  });
  fixturePng ??= await samplePng(8, 8);
  const otherDoc = await documentCreator(server.ctx, actor, created.id, {
    name: 'Other document',
    type: 'character',
    description: '',
    tags: [],
    contents: { v: 1, doc: { type: 'doc', content: [] } },
  });
  const category = await imageCategoryCreator(server.ctx, actor, created.id, 'Fixture category');
  const image = await imageUploader(server.ctx, actor, {
    worldId: created.id,
    fileName: 'fixture.png',
    data: fixturePng,
    documentId: doc.id,
    categoryId: category.id,
  });
  await worldCoverSetter(server.ctx, actor, created.id, fixturePng);
  const relationType = await relationTypeCreator(server.ctx, actor, created.id, { name: 'Mentor', directed: true });
  const relation = await relationCreator(server.ctx, actor, created.id, {
    typeId: relationType.id,
    sourceId: doc.id,
    targetId: otherDoc.id,
    label: '',
  });
  const fixtureStory = await storyCreator(server.ctx, actor, created.id, { name: 'Fixture story', type: 'novel', description: '' });
  const fixtureBlock = await blockCreator(server.ctx, actor, created.id, fixtureStory.id, { name: 'Act I' });
  const fixtureScene = await sceneCreator(server.ctx, actor, created.id, fixtureStory.id, fixtureBlock.id, {
    name: 'Opening',
    text: '',
    links: [{ kind: 'document', id: doc.id }],
  });
  const variable = await storyVariableCreator(server.ctx, actor, created.id, {
    name: 'gold',
    type: 'integer',
    commentary: '',
    defaultValue: '0',
  });
  const definition = await metaSchemaCreator(server.ctx, actor, created.id, { name: 'volume', type: 'integer', commentary: '' });
  const fixtureDialog = await dialogCreator(server.ctx, actor, created.id, { name: 'Fixture dialog', kind: 'branching' });
  await dialogUpdater(server.ctx, actor, created.id, fixtureDialog.id, {
    name: 'Fixture dialog',
    version: 1,
    graph: {
      ...emptyDialogGraph(),
      startNodeId: 'a',
      nodes: [
        {
          id: 'a',
          kind: 'character',
          text: 'Ahoy',
          speakerId: doc.id,
          meta: [{ schemaId: definition.id, value: '2' }],
          onEnter: [{ variableId: variable.id, operation: 'add', value: '1' }],
          choices: [],
          nextId: null,
          position: { x: 0, y: 0 },
        },
      ],
    },
  });
  const imageFileUrl = server.ctx.imageUrls.url(created.id, `${image.file_key}.thumb.webp`, server.ctx.imageUrls.expiry());
  return {
    otherDocumentId: otherDoc.id,
    imageId: image.id,
    imageFileUrl,
    categoryId: category.id,
    relationTypeId: relationType.id,
    relationId: relation.id,
    variableId: variable.id,
    definitionId: definition.id,
    dialogId: fixtureDialog.id,
    storyId: fixtureStory.id,
    blockId: fixtureBlock.id,
    sceneId: fixtureScene.id,
    todoId,
    mainRowId: mainRow.id,
    rowId: row.id,
    eventId: fixtureEvent.id,
    documentId: doc.id,
    revisionId: revision.id,
    tagId: tag.id,
    templateId,
    worldId: created.id,
    worldName: created.name, target: { id: target.id, userName: target.userName }, unique, password };
}

async function tokenFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  const user = users[caller];
  return openSession(server.ctx, { id: user.id, user_name: user.userName });
}

describe('route x role', () => {
  it('has an expected answer for every registered route', () => {
    const missing = server.apiRoutes.filter((route) => !(route in table));
    const stale = Object.keys(table).filter((route) => !server.apiRoutes.includes(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('answers each caller exactly as the table says', async () => {
    const mismatches: string[] = [];
    for (const route of server.apiRoutes) {
      const entry = table[route];
      if (!entry) continue;
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      for (const caller of callers) {
        const fixture = await makeFixture();
        const upload = entry.upload ? multipart('upload.png', fixturePng) : undefined;
        const response = await server.api(method, entry.url(fixture), {
          token: await tokenFor(caller),
          ...(entry.body ? { body: entry.body(fixture) } : {}),
          ...(upload ? { body: upload.payload } : {}),
          headers: {
            ...(upload ? { 'content-type': upload.contentType } : {}),
            ...(entry.headers?.(fixture) ?? {}),
          },
        });
        if (response.status !== entry.expected[caller]) {
          mismatches.push(`${route} as ${caller}: ${response.status} (expected ${entry.expected[caller]}) ${JSON.stringify(response.body)?.slice(0, 160)}`);
        }
        if (response.status >= 400 && !Array.isArray(response.body?.Exceptions)) {
          mismatches.push(`${route} as ${caller}: error without the SPEC §8 body`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
