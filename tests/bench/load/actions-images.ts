import sharp from 'sharp';
import { body, type Action, type LoadUser } from './user';

/**
 * Artists' work: uploads of small generated pictures (a few a minute over
 * the whole team), and naming, filing and linking images; writers link
 * images too. The uploads go through the whole pipeline (sniff, re-encode,
 * thumbnail, fsync'd files, row).
 */
const S = '/api/Setting/{id}';

export interface Picture {
  name: string;
  data: Buffer;
}

/** Eight distinct pictures of 400–900 px, JPEG and PNG, ~30–300 kB. */
export async function makePictures(): Promise<Picture[]> {
  const pictures: Picture[] = [];
  for (let index = 0; index < 8; index++) {
    const png = index % 4 === 3;
    const width = 400 + index * 70;
    const picture = sharp({
      create: {
        width,
        height: Math.round(width * 0.7),
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 60 + index * 15, sigma: 30 },
      },
    });
    pictures.push({
      name: `sketch-${index}.${png ? 'png' : 'jpg'}`,
      data: png ? await picture.png().toBuffer() : await picture.jpeg({ quality: 80 }).toBuffer(),
    });
  }
  return pictures;
}

/** Renames (artists) and files an image, and links it to one more document. */
async function editImage(user: LoadUser, rename: boolean): Promise<void> {
  const { random, world } = user;
  if (world.images.length === 0) return;
  const id = random.pick(world.images);
  const path = `${user.worldPath}/Images/${id}`;
  await user.editWithRetry(
    async () =>
      body<ImageDetail | undefined>(await user.read(`GET ${S}/Images/{imageId}`, path, id)),
    (image) =>
      user.call(`PUT ${S}/Images/{imageId}`, path, {
        expected: user.expectGone(id, [409]),
        body: {
          name: rename ? `Sketch ${random.int(1, 999)}` : image.name,
          categoryId:
            rename && world.imageCategories.length > 0
              ? random.pick(world.imageCategories)
              : image.categoryId,
          documentIds: [
            ...new Set([...image.documentIds.slice(-5), random.pick(world.seededDocuments).id]),
          ],
          version: image.version,
        },
      }),
  );
}

interface ImageDetail {
  name: string;
  categoryId: string | null;
  documentIds: string[];
  version: number;
}

export function imageActions(pictures: Picture[]): Action[] {
  return [
    {
      name: 'upload an image',
      weight: 0.6,
      needs: 'images.edit',
      onlyRoles: ['artist'],
      async run(user) {
        const { random, world } = user;
        const picture = random.pick(pictures);
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(picture.data)]), picture.name);
        const answer = await user.call('POST /api/Images/Upload', '/api/Images/Upload', {
          form,
          headers: {
            WorldId: world.id,
            DocumentId: random.next() < 0.5 ? random.pick(world.seededDocuments).id : '',
            CategoryId:
              random.next() < 0.6 && world.imageCategories.length > 0
                ? random.pick(world.imageCategories)
                : '',
          },
        });
        world.images.push(body<{ id: string }>(answer).id);
        user.counters.uploads++;
      },
    },
    {
      name: 'edit an image',
      weight: 3,
      needs: 'images.edit',
      onlyRoles: ['artist'],
      run: (user) => editImage(user, true),
    },
    {
      name: 'link an image to a page',
      weight: 0.5,
      needs: 'images.edit',
      onlyRoles: ['writer', 'owner'],
      run: (user) => editImage(user, false),
    },
    {
      name: 'create an image category',
      weight: 0.2,
      needs: 'images.edit',
      onlyRoles: ['artist'],
      async run(user) {
        // Two artists may pick the same name: 409, a normal answer.
        const name = `Studies ${user.random.int(1, 40)}`;
        const answer = await user.call(
          `POST ${S}/ImageCategories`,
          `${user.worldPath}/ImageCategories`,
          { expected: [409], body: { name } },
        );
        if (answer.status === 200) user.world.imageCategories.push(body<{ id: string }>(answer).id);
      },
    },
  ];
}
