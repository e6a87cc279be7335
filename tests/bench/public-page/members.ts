import type { Random } from '../../../scripts/generate/random';
import type { RichNode, RichText } from '../../../src/shared/wiki/rich-text';
import type { ReadSite } from './readers';
import type { Tally } from './tally';

/** A signed-in writer of the world, with the documents only they edit (so no edit meets a 409). */
export interface Writer {
  userName: string;
  token: string;
  documentIds: string[];
}

interface DocumentDetail {
  name: string;
  type: string;
  description: string;
  tags: { name: string }[];
  contents: RichText;
  version: number;
}

const password = 'bench-writer-password';

/**
 * Before the run: the owner signs in and adds `count` writers who signed up
 * through the API, and a timeline row for their events. Not measured (the
 * tally is not recording yet).
 */
export async function prepareWriters(
  site: ReadSite,
  tally: Tally,
  count: number,
): Promise<{ writers: Writer[]; rowId: string }> {
  const post = async (path: string, body: unknown, token?: string) => {
    const reply = await tally.send('setup', path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return reply?.body as Record<string, unknown>;
  };
  const login = await post('/api/Account/TryLogin', {
    userNameOrMail: site.ownerName,
    password: site.ownerPassword,
  });
  const ownerToken = (login['user'] as { token: string }).token;
  const world = `/api/Setting/${site.worldId}`;
  const row = await post(`${world}/TimelineRows`, { name: 'Chronicle' }, ownerToken);
  const writers: Writer[] = [];
  for (let index = 0; index < count; index++) {
    const userName = `bench-writer-${index}`;
    const account = await post('/api/Account/CreateAccount', {
      userName,
      password,
      emailAdress: `${userName}@bench.test`,
    });
    await post(`${world}/Members`, { userName, role: 'writer' }, ownerToken);
    writers.push({
      userName,
      token: account['token'] as string,
      documentIds: site.documentIds.filter((_id, position) => position % count === index),
    });
  }
  return { writers, rowId: row['id'] as string };
}

let made = 0;
const midnight = { hour: 0, minute: 0, second: 0 };

/**
 * One writer at work until the deadline, thinking 0.5–2 s between actions:
 * mostly saving one of their documents (read it, save it against the version
 * read), sometimes adding an event or a new public document. Every save
 * moves the documents table, so every cached public page is rendered again.
 */
export async function writeUntil(
  site: ReadSite,
  writer: Writer,
  rowId: string,
  tally: Tally,
  random: Random,
  deadline: number,
): Promise<void> {
  const world = `/api/Setting/${site.worldId}`;
  const send = (kind: string, method: string, path: string, body?: unknown) =>
    tally.send(kind, path, {
      method,
      headers: {
        authorization: `Bearer ${writer.token}`,
        lang: 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, random.int(500, 2000)));
    if (Date.now() >= deadline) return;
    const roll = random.next();
    if (roll < 0.65) {
      const path = `${world}/Documents/${random.pick(writer.documentIds)}`;
      const read = await send('GET document', 'GET', path);
      const current = read?.body as DocumentDetail | undefined;
      if (!current) continue;
      await send('PUT document (save)', 'PUT', path, {
        name: current.name,
        type: current.type,
        description: `Revised by ${writer.userName} (${++made}).`,
        tags: current.tags.map((tag) => tag.name),
        version: current.version,
        contents: withLastParagraph(current.contents, `Revised by ${writer.userName}.`),
      });
    } else if (roll < 0.9) {
      const year = random.int(100, 2800);
      await send('POST event', 'POST', `${world}/Events`, {
        name: `Landing ${writer.userName} ${++made}`,
        kind: 'lasting',
        start: { ...midnight, year, month: random.int(1, 12), day: random.int(1, 28) },
        end: { ...midnight, year: year + random.int(1, 30), month: 1, day: 1 },
        rowId,
        documentIds: [random.pick(writer.documentIds)],
        description: '',
      });
    } else {
      const answer = await send('POST document', 'POST', `${world}/Documents`, {
        name: `Islet ${writer.userName} ${++made}`,
        type: 'location',
        description: 'Charted during the bench.',
        contents: {
          v: 1,
          doc: { type: 'doc', content: [paragraph(`Found by ${writer.userName}.`)] },
        },
      });
      const id = (answer?.body as { id?: string } | undefined)?.id;
      if (id) site.madeDocumentIds.push(id);
    }
  }
}

function paragraph(text: string): RichNode {
  return { type: 'paragraph', content: [{ type: 'text', text }] };
}

/** The document with its last block rewritten: an edit of the same size each time. */
function withLastParagraph(contents: RichText, text: string): RichText {
  const blocks = contents.doc.content ?? [];
  return {
    ...contents,
    doc: { ...contents.doc, content: [...blocks.slice(0, -1), paragraph(text)] },
  };
}
