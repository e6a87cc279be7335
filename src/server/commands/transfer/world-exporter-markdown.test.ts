import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  type TestServer,
  type TestUser,
} from '../../../../tests/kits/server/test-server';
import { makeWorldFixture, type WorldFixture } from '../../../../tests/kits/server/world-fixture';
import { renderMarkdown, unsafeParts } from '../../../../tests/kits/shared/markdown-test-support';
import { exportWorld, unzip } from '../../../../tests/kits/server/archive-test-support';

/**
 * A world archive's .md files are read outside the app, by any Markdown
 * reader: a document's name and contents arrive there as plain text, and a
 * stored link to a script does not arrive at all.
 */
let server: TestServer;
let owner: TestUser;
let fixture: WorldFixture;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signUp('markdown-owner');
  fixture = await makeWorldFixture(server, owner, []);
}, 60_000);
afterAll(() => server.close());

describe('the Markdown of an exported world', () => {
  it('writes a hostile document name and stored script links as text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    // Written as stored JSON from before link targets were checked, or by hand.
    const contents = {
      v: 1,
      doc: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'click',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      },
    };
    await server.ctx.db
      .updateTable('documents')
      .set({ name, contents: JSON.stringify(contents) })
      .where('id', '=', fixture.documentId)
      .execute();

    const archive = await unzip(await exportWorld(server, fixture.worldId, owner.token));
    const markdown = [...archive]
      .filter(([file]) => file.startsWith('documents/'))
      .map(([, bytes]) => bytes.toString())
      .find((text) => text.includes('click'));

    expect(markdown).toBeDefined();
    expect(unsafeParts(markdown!)).toEqual([]);
    expect(renderMarkdown(markdown!)).toBe(
      '<h1>&lt;img src=x onerror=alert(1)&gt;</h1>\n<p>click</p>\n',
    );
  });
});
