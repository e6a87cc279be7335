import path from 'node:path';
import sharp from 'sharp';
import type {
  ActivitiesTable,
  ImageCategoriesTable,
  ImageDocumentsTable,
  ImagesTable,
} from '../../src/server/db/schema';
import { nameKey } from '../../src/server/model/name-key';
import { indexNewEntries } from '../../src/server/search/search-index';
import { imageFileNames, processImage } from '../../src/server/storage/image-processing';
import { LocalImageStore } from '../../src/server/storage/image-store';
import {
  insertChunked,
  seededId,
  seededTime,
  type GenerateContext,
  type Generator,
} from './context';
import { targetWorld } from './target-world';

const categoryNames = ['Maps', 'Portraits', 'Scenery', 'Artefacts', 'Heraldry'];
const subjects = [
  'Harbour',
  'Tower',
  'Reef',
  'Storm',
  'Citadel',
  'Forest',
  'Relic',
  'Banner',
  'Coast',
  'Shrine',
];
const moods = [
  'at dawn',
  'by night',
  'in winter',
  'from the sea',
  'in ruins',
  'under siege',
  'at festival',
];

/**
 * Images in ONE world (the documents world), made as uploads are: a generated
 * picture (a seeded gradient with a few shapes, no text) goes through the
 * same re-encode and thumbnail as an upload, its files are written to
 * DATA_DIR/images/<world>/ and its row, category, links to up to two
 * documents, feed row and search entry to the database. Files of a run that
 * fails are left without rows; the server's start-up sweep removes them.
 */
export const images: Generator = {
  flag: 'images',
  about:
    'generated pictures in ONE world (the documents world), in categories, linked to its documents',
  async run(ctx, count) {
    if (!ctx.dataDir) throw new Error('--images needs the data folder to write files to');
    const store = new LocalImageStore(path.join(ctx.dataDir, 'images'));
    const { id: worldId } = await targetWorld(ctx);
    const categories = await ensureCategories(ctx, worldId);
    const documents = await ctx.db
      .selectFrom('documents')
      .select('id')
      .where('world_id', '=', worldId)
      .execute();
    const authors = await ctx.db
      .selectFrom('world_members')
      .select('user_id')
      .where('world_id', '=', worldId)
      .where('role', 'in', ['owner', 'writer', 'artist'])
      .execute();
    const rows: ImagesTable[] = [];
    const links: ImageDocumentsTable[] = [];
    const activities: Omit<ActivitiesTable, 'id'>[] = [];
    for (let index = 0; index < count; index++) {
      const processed = await processImage(await picture(ctx));
      const fileKey = seededId(ctx);
      const files = imageFileNames(fileKey, processed.ext);
      await store.write(worldId, files.thumb, processed.thumb);
      await store.write(worldId, files.full, processed.data);
      const author = authors.length ? ctx.random.pick(authors).user_id : null;
      const createdAt = seededTime(ctx);
      const image: ImagesTable = {
        id: seededId(ctx),
        world_id: worldId,
        category_id: ctx.random.next() < 0.8 ? ctx.random.pick(categories).id : null,
        name: `${ctx.random.pick(subjects)} ${ctx.random.pick(moods)} ${index + 1}`,
        file_key: fileKey,
        ext: processed.ext,
        mime: processed.mime,
        width: processed.width,
        height: processed.height,
        byte_size: processed.data.length,
        version: 1,
        created_by: author,
        updated_by: author,
        created_at: createdAt,
        updated_at: createdAt,
      };
      rows.push(image);
      const linked = new Set<string>();
      for (let left = documents.length ? ctx.random.int(0, 2) : 0; left > 0; left--)
        linked.add(ctx.random.pick(documents).id);
      for (const documentId of linked)
        links.push({ world_id: worldId, image_id: image.id, document_id: documentId });
      activities.push({
        world_id: worldId,
        user_id: author,
        type: 'upload_image',
        details: JSON.stringify({ imageId: image.id, name: image.name }),
        created_at: createdAt,
      });
    }
    await insertChunked(rows, (chunk) => ctx.db.insertInto('images').values(chunk).execute(), 100);
    await insertChunked(
      links,
      (chunk) => ctx.db.insertInto('image_documents').values(chunk).execute(),
      300,
    );
    activities.sort((a, b) => a.created_at.localeCompare(b.created_at));
    await insertChunked(activities, (chunk) =>
      ctx.db.insertInto('activities').values(chunk).execute(),
    );
    await indexNewEntries(
      ctx.db,
      rows.map((image) => ({
        worldId,
        kind: 'image',
        refId: image.id,
        title: image.name,
        body: '',
      })),
    );
    return `${count} images (${links.length} document links) in world ${worldId}, files in ${store.root}`;
  },
};

async function ensureCategories(
  ctx: GenerateContext,
  worldId: string,
): Promise<ImageCategoriesTable[]> {
  const existing = await ctx.db
    .selectFrom('image_categories')
    .selectAll()
    .where('world_id', '=', worldId)
    .execute();
  const taken = new Set(existing.map((category) => category.name_key));
  const created: ImageCategoriesTable[] = categoryNames
    .filter((name) => !taken.has(nameKey(name)))
    .map((name) => ({
      id: seededId(ctx),
      world_id: worldId,
      name,
      name_key: nameKey(name),
      created_at: seededTime(ctx),
    }));
  if (created.length) await ctx.db.insertInto('image_categories').values(created).execute();
  return [...existing, ...created];
}

/** A 640 × 400 PNG: a seeded two-colour gradient under a few translucent circles. */
async function picture(ctx: GenerateContext): Promise<Buffer> {
  const colour = () =>
    `hsl(${ctx.random.int(0, 359)}, ${ctx.random.int(30, 80)}%, ${ctx.random.int(20, 70)}%)`;
  const circles = Array.from(
    { length: ctx.random.int(2, 6) },
    () =>
      `<circle cx="${ctx.random.int(0, 640)}" cy="${ctx.random.int(0, 400)}" r="${ctx.random.int(20, 160)}" fill="${colour()}" opacity="0.6"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs><rect width="640" height="400" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
