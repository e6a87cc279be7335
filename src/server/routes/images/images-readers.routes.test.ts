import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../tests/kits/server/test-server';
import {
  fetchFile,
  newImageWorld,
  signUpTeam,
  type ImageTeam,
} from '../../../../tests/kits/server/image-world';
import { samplePng } from '../../../../tests/kits/server/test-images';
import { publishFixtureWorld } from '../../../../tests/kits/server/world-fixture';
import { answerBytes, readAs, strangers } from '../../../../tests/kits/server/reader-calls';

let server: TestServer;
let team: ImageTeam;

beforeAll(async () => {
  server = await createTestServer();
  team = await signUpTeam(server, 'imgread');
});
afterAll(() => server.close());

const picture = (imageId: string) => ({ type: 'worldImage', attrs: { imageId, alt: '' } });
const paragraph = (value: string) => ({
  type: 'paragraph',
  content: [{ type: 'text', text: value }],
});
const contents = (...blocks: object[]) => ({ v: 1, doc: { type: 'doc', content: blocks } });

/**
 * A public world whose public document shows one picture and hides another in
 * a secret block; a members-only document shows a third; a fourth is only in
 * the gallery. Each picture is linked to the members-only document too.
 */
async function pictureWorld(urlName: string) {
  const world = await newImageWorld(server, team, urlName);
  const hidden = await world.addDocument('MARKimgdoc7c1e');
  const upload = async (colour: string) => {
    const response = await world.upload(`${colour.slice(1)}.png`, await samplePng(32, 24, colour), {
      documentId: hidden,
    });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body.id as string;
  };
  const [shown, secret, membersOnly, galleryOnly] = [
    await upload('#aa3311'),
    await upload('#11aa33'),
    await upload('#3311aa'),
    await upload('#777777'),
  ];
  const write = (path: string, body: object) =>
    server.api('POST', `${world.url}/${path}`, { token: team.writer.token, body });
  const page = await write('Documents', {
    name: 'Harbour',
    type: 'location',
    visibility: 'public',
    contents: contents(paragraph('The tide.'), picture(shown), {
      type: 'secret',
      attrs: { roles: 'writer' },
      content: [picture(secret)],
    }),
  });
  expect(page.status).toBe(200);
  await server.ctx.db
    .updateTable('documents')
    .set({ contents: JSON.stringify(contents(picture(membersOnly))), visibility: 'members' })
    .where('id', '=', hidden)
    .execute();
  await publishFixtureWorld(server, world.id, 'members');
  return { ...world, shown, secret, membersOnly, galleryOnly, publicDocument: page.body.id };
}

describe('pictures for readers of a public world', () => {
  it('gives a reader a picture a public document shows, and no other', async () => {
    const world = await pictureWorld('img-readers');
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers) {
      const shown = await read(stranger, `${world.url}/Images/${world.shown}`);
      expect(shown.status).toBe(200);
      // The uploader, the category and the members-only document stay with members.
      expect(shown.body).toMatchObject({ createdBy: null, updatedBy: null, category: null });
      expect(shown.body.documentIds).toEqual([]);
      expect(answerBytes(shown)).not.toContain('MARKimgdoc');
      const file = await fetchFile(server, shown.body.fullUrl);
      expect(file.status).toBe(200);
      for (const refused of [world.secret, world.membersOnly, world.galleryOnly, 'no-such-image']) {
        const answer = await read(stranger, `${world.url}/Images/${refused}`);
        expect(answer.status).toBe(404);
        expect(answerBytes(answer)).not.toContain('fullUrl');
      }
      expect((await read(stranger, `${world.url}/Images`)).status).toBe(
        stranger === 'anonymous' ? 401 : 403,
      );
    }
  });

  it('gives members every picture as before', async () => {
    const world = await pictureWorld('img-members');
    for (const id of [world.shown, world.secret, world.membersOnly, world.galleryOnly]) {
      const answer = await server.api('GET', `${world.url}/Images/${id}`, {
        token: team.viewer.token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.documents.map((document: { name: string }) => document.name)).toEqual([
        'MARKimgdoc7c1e',
      ]);
    }
  });

  it('shows a private world’s pictures to no stranger', async () => {
    const world = await pictureWorld('img-private');
    await server.ctx.db
      .updateTable('worlds')
      .set({ is_public: 0 })
      .where('id', '=', world.id)
      .execute();
    const read = readAs(server, team.outsider.token);
    for (const stranger of strangers) {
      const answer = await read(stranger, `${world.url}/Images/${world.shown}`);
      expect([401, 403]).toContain(answer.status);
      expect(answerBytes(answer)).not.toContain('fullUrl');
    }
  });
});
