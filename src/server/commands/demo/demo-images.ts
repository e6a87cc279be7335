import type { ServerContext } from '../../context';
import type { CurrentUser } from '../../auth/authenticate';
import { imageCategoryCreator } from '../images/image-category-writer';
import { imageUploader } from '../images/image-uploader';
import { renderDemoPicture, type DemoPicture } from './demo-pictures';

const categories = ['Maps', 'Scenery', 'Artefacts', 'Heraldry'] as const;

const images: {
  name: string;
  picture: DemoPicture;
  category: (typeof categories)[number];
  documents: string[];
}[] = [
  {
    name: 'Chart of the Shattered Isles',
    picture: 'chart',
    category: 'Maps',
    documents: ['Saltmere', 'The Outer Reefs'],
  },
  {
    name: 'Moonfall over the sea',
    picture: 'moonfall',
    category: 'Scenery',
    documents: ['Moonfall', 'Moon Shard'],
  },
  {
    name: 'The Lantern of Ash',
    picture: 'lantern',
    category: 'Artefacts',
    documents: ['Lantern of Ash', 'Cinder Choir'],
  },
  {
    name: 'The Reef Serpent surfacing',
    picture: 'serpent',
    category: 'Scenery',
    documents: ['Reef Serpent'],
  },
  {
    name: 'Sigil of the Tidewardens',
    picture: 'sigil',
    category: 'Heraldry',
    documents: ['Tidewardens', 'Brother Hale'],
  },
  {
    name: 'The Gullwing at dawn',
    picture: 'ship',
    category: 'Scenery',
    documents: ['The Gullwing', 'Captain Oro', 'Mira Vell'],
  },
  {
    name: 'The Drowned Bell',
    picture: 'bell',
    category: 'Artefacts',
    documents: ['The Drowned Bell'],
  },
];

/**
 * Generated pictures in four categories, linked to the documents they show.
 * Runs after the relations seed (which adds some of those documents), once:
 * a world that has images already is left alone.
 */
export async function seedDemoImages(
  ctx: ServerContext,
  owner: CurrentUser,
  worldId: string,
): Promise<void> {
  const seeded = await ctx.db
    .selectFrom('images')
    .select('id')
    .where('world_id', '=', worldId)
    .limit(1)
    .execute();
  if (seeded.length) return;
  const documents = await ctx.db
    .selectFrom('documents')
    .select(['id', 'name'])
    .where('world_id', '=', worldId)
    .execute();
  const documentIds = new Map(documents.map((document) => [document.name, document.id]));
  const categoryIds = new Map<string, string>();
  for (const name of categories)
    categoryIds.set(name, (await imageCategoryCreator(ctx, owner, worldId, name)).id);
  for (const image of images) {
    const linked = image.documents
      .map((name) => documentIds.get(name))
      .filter((id) => id !== undefined);
    const uploaded = await imageUploader(ctx, owner, {
      worldId,
      fileName: `${image.name}.png`,
      data: await renderDemoPicture(image.picture),
      documentId: linked[0] ?? null,
      categoryId: categoryIds.get(image.category) ?? null,
    });
    // The upload linked the first document; the rest join without an "edited" line per picture in the feed.
    if (linked.length > 1) {
      await ctx.db
        .insertInto('image_documents')
        .values(
          linked
            .slice(1)
            .map((documentId) => ({
              world_id: worldId,
              image_id: uploaded.id,
              document_id: documentId,
            })),
        )
        .execute();
    }
  }
}
