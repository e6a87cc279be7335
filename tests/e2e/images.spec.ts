import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { imageUploadLimits } from '../../src/shared/schemas/image';
import { formatBytes, typeList } from '../../src/client/lib/file-text';
import {
  addMemberByApi,
  createWorldByApi,
  newAccount,
  registerByApi,
  uniqueName,
} from './support/accounts';
import { fill, textsOf, type Texts, signedInPage, journeyLanguages } from './support/i18n';

/**
 * Issue 6, Proof (the images half), in English and in Russian: an artist
 * drops three pictures at once onto the gallery, watches a row per file go to
 * "uploaded", makes a category (a taken name is refused under the field),
 * puts the pictures in it, links one to a document and finds it on that
 * document's Images tab; a text file named `.png` is refused with the 4151
 * message and adds nothing; a viewer sees the gallery and the viewer but no
 * control that changes anything; the owner sets the world's cover.
 */
test.describe.configure({ mode: 'parallel' });
test.use({
  trace: { mode: 'retain-on-failure', screenshots: true, snapshots: true, sources: true },
});

interface DropFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Small pictures of three kinds the server accepts, each a different colour so they are told apart. */
async function pictures(names: readonly [string, string, string]): Promise<DropFile[]> {
  const canvas = (r: number, g: number, b: number) =>
    sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g, b } } });
  return [
    {
      name: `${names[0]}.png`,
      mimeType: 'image/png',
      buffer: await canvas(200, 60, 40).png().toBuffer(),
    },
    {
      name: `${names[1]}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await canvas(40, 140, 200).jpeg().toBuffer(),
    },
    {
      name: `${names[2]}.webp`,
      mimeType: 'image/webp',
      buffer: await canvas(60, 180, 90).webp().toBuffer(),
    },
  ];
}

/**
 * A real drag and drop: a DataTransfer holding the files is built in the
 * page, and dragenter, dragover and drop are dispatched on the box, as a
 * browser does when files are dropped from the desktop.
 */
async function dropFiles(page: Page, target: Locator, files: readonly DropFile[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.data), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }));
      }
      return transfer;
    },
    files.map((file) => ({
      name: file.name,
      mimeType: file.mimeType,
      data: file.buffer.toString('base64'),
    })),
  );
  for (const type of ['dragenter', 'dragover', 'drop'])
    await target.dispatchEvent(type, { dataTransfer });
}

async function member(
  request: APIRequestContext,
  ownerToken: string,
  worldId: string,
  role: 'artist' | 'viewer',
) {
  const account = newAccount(role === 'artist' ? 'imgart' : 'imgview');
  const { token } = await registerByApi(request, account);
  await addMemberByApi(request, ownerToken, worldId, { userName: account.userName, role });
  return { account, token };
}

async function imagesOfWorld(request: APIRequestContext, token: string, worldId: string) {
  const response = await request.get(`/api/Setting/${worldId}/Images?limit=200`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    total: number;
    items: { id: string; name: string; categoryId: string | null; documentIds: string[] }[];
  };
}

/** Opens a picture from the grid, edits it in the viewer and saves; the viewer shows the saved details. */
async function editPicture(
  page: Page,
  name: string,
  change: { category: string; document?: string },
) {
  await page.getByTestId('image-tile').filter({ hasText: name }).click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer.getByTestId('viewer-picture')).toBeVisible();
  await viewer.getByTestId('image-edit').click();
  await viewer.getByTestId('image-category').click();
  await page.getByRole('option', { name: change.category, exact: true }).click();
  if (change.document) {
    await viewer.getByTestId('image-documents').fill(change.document.slice(0, 5));
    await page.getByRole('option', { name: change.document, exact: true }).click();
    // Leaving the field closes its list of documents.
    await viewer.getByTestId('image-name').click();
  }
  await viewer.getByTestId('image-save').click();
  await expect(viewer.getByTestId('image-details')).toContainText(change.category);
  if (change.document)
    await expect(viewer.getByTestId('image-documents-list')).toContainText(change.document);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
}

const words = {
  en: {
    pictures: ['harbour', 'lighthouse', 'reef'] as const,
    category: 'Coastlines',
    document: 'Port Vesk',
  },
  ru: {
    pictures: ['гавань', 'маяк', 'риф'] as const,
    category: 'Побережья',
    document: 'Порт Веск',
  },
};

for (const lang of journeyLanguages) {
  test(`${lang}: an artist drops three pictures, files them in a category and a document; a fake .png is refused; a viewer only looks`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const t: Texts = textsOf(lang);
    const w = words[lang];

    // ── The owner's world, a document, an artist and a viewer ──────────────
    const owner = newAccount(`img${lang}`);
    const { token: ownerToken } = await registerByApi(request, owner);
    const stamp = uniqueName('i').slice(2);
    const world = await createWorldByApi(request, ownerToken, {
      name: `Atlas ${stamp}`,
      urlName: `atlas-${stamp}`,
    });
    const home = `/${world.ownerUserName}/${world.urlName}`;
    const created = await request.post(`/api/Setting/${world.id}/Documents`, {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: {
        name: w.document,
        type: 'location',
        tags: [],
        description: '',
        contents: { v: 1, doc: { type: 'doc', content: [] } },
      },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const document = (await created.json()) as { id: string };
    const artist = await member(request, ownerToken, world.id, 'artist');
    const viewer = await member(request, ownerToken, world.id, 'viewer');

    // ── The artist drops three pictures at once ─────────────────────────────
    const page = await signedInPage(browser, lang, artist.token);
    await page.goto(`${home}/images`);
    const dropzone = page.getByTestId('image-dropzone');
    await expect(dropzone.getByTestId('upload-limits')).toHaveText(
      fill(t.IMAGES.UPLOAD.LIMITS, {
        types: typeList(imageUploadLimits.acceptedTypes, lang),
        size: formatBytes(imageUploadLimits.maxBytes, lang),
      }),
    );
    await expect(page.getByTestId('images-empty')).toBeVisible();
    await dropFiles(page, dropzone, await pictures(w.pictures));

    const rows = page.getByTestId('upload-row');
    await expect(rows).toHaveCount(3);
    for (const [index, name] of w.pictures.entries()) {
      const row = rows.nth(index);
      await expect(row).toHaveAttribute('data-name', new RegExp(`^${name}\\.`));
      await expect(row).toHaveAttribute('data-status', 'done');
      await expect(row.getByTestId('upload-status')).toHaveText(t.IMAGES.UPLOAD.DONE);
      await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    }
    await expect(page.getByTestId('upload-list')).toContainText(
      fill(t.IMAGES.UPLOAD.SUMMARY, { done: 3, all: 3 }),
    );
    // The gallery refreshed as they landed: newest first, with the count.
    await expect(page.getByTestId('image-tile')).toHaveCount(3);
    await expect(page.getByTestId('images-total')).toHaveText(
      fill(t.IMAGES.COUNT_other, { count: 3 }),
    );
    // They went up side by side, so the server's order (by upload time) is the truth to compare with.
    const order = (await imagesOfWorld(request, artist.token, world.id)).items.map(
      (image) => image.name,
    );
    expect([...order].sort()).toEqual([...w.pictures].sort());
    await expect(page.getByTestId('image-tile')).toHaveText(order);

    // ── A text file named .png: the server reads the bytes and refuses it ───
    await dropFiles(page, dropzone, [
      {
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('Shopping list: rope, tar, a lantern.\n'),
      },
    ]);
    const fake = page.locator('[data-testid="upload-row"][data-name="notes.png"]');
    await expect(fake).toHaveAttribute('data-status', 'failed');
    await expect(fake.getByTestId('upload-status')).toHaveText(t.SERVER_ERROR['4151']);
    await expect(page.getByTestId('upload-list')).toContainText(
      fill(t.IMAGES.UPLOAD.FAILED_COUNT_one, { count: 1 }),
    );
    await expect(page.getByTestId('image-tile')).toHaveCount(3);
    expect((await imagesOfWorld(request, artist.token, world.id)).total).toBe(3);

    // ── A category: required, unique, then the three pictures go in it ──────
    await page.getByTestId('category-add').click();
    await page.getByTestId('category-save').click();
    await expect(page.getByRole('dialog').getByText(t.VALIDATION.NAME_REQUIRED)).toBeVisible();
    await page.getByTestId('category-name').fill(w.category);
    await page.getByTestId('category-save').click();
    const categoryLink = page.getByTestId('category-item').filter({ hasText: w.category });
    await expect(categoryLink).toContainText('0');
    await page.getByTestId('category-add').click();
    await page.getByTestId('category-name').fill(w.category);
    await page.getByTestId('category-save').click();
    await expect(page.getByRole('dialog').getByText(t.SERVER_ERROR['40039'])).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: t.COMMON.CANCEL }).click();

    await editPicture(page, w.pictures[0], { category: w.category, document: w.document });
    await editPicture(page, w.pictures[1], { category: w.category });
    await editPicture(page, w.pictures[2], { category: w.category });
    await expect(categoryLink).toContainText('3');
    await expect(page.getByTestId('category-none')).toContainText('0');

    // The category filter lives in the address: a link reproduces the view.
    await categoryLink.click();
    await expect(page).toHaveURL(/[?&]category=/);
    await expect(page.getByTestId('image-tile')).toHaveCount(3);
    const filtered = page.url();
    await page.getByTestId('category-none').click();
    await expect(page.getByTestId('images-empty')).toBeVisible();
    await page.goto(filtered);
    await expect(page.getByTestId('image-tile')).toHaveCount(3);

    // ── The document's Images tab shows the linked picture, with the same viewer ──
    await page.goto(`${home}/documents/${document.id}?tab=images`);
    const panel = page.getByTestId('document-images');
    await expect(panel.getByTestId('image-tile')).toHaveCount(1);
    await panel.getByTestId('image-tile').click();
    await expect(
      page.getByRole('dialog', { name: w.pictures[0] }).getByTestId('image-details'),
    ).toContainText(w.category);
    await page.keyboard.press('Escape');
    await page.context().close();

    // ── The viewer: the gallery and the viewer, and nothing that changes them ──
    const look = await signedInPage(browser, lang, viewer.token);
    await look.goto(`${home}/images`);
    await expect(look.getByTestId('image-tile')).toHaveCount(3);
    await expect(look.getByTestId('image-dropzone')).toHaveCount(0);
    await expect(look.getByTestId('category-add')).toHaveCount(0);
    await expect(
      look.getByRole('button', { name: fill(t.IMAGES.CATEGORIES.ACTIONS, { name: w.category }) }),
    ).toHaveCount(0);
    await look.getByTestId('image-tile').filter({ hasText: w.pictures[0] }).click();
    const open = look.getByRole('dialog', { name: w.pictures[0] });
    await expect(open.getByTestId('viewer-picture')).toBeVisible();
    await expect(open.getByRole('link', { name: w.document })).toHaveAttribute(
      'href',
      `${home}/documents/${document.id}`,
    );
    await expect(open.getByTestId('image-edit')).toHaveCount(0);
    await expect(open.getByTestId('image-delete')).toHaveCount(0);
    // ← and → go to the pictures beside it in the gallery's order.
    const at = order.indexOf(w.pictures[0]);
    const [key, neighbour] =
      at > 0 ? ['ArrowLeft', order[at - 1]!] : ['ArrowRight', order[at + 1]!];
    await look.keyboard.press(key);
    await expect(
      look.getByRole('dialog', { name: neighbour }).getByTestId('viewer-picture'),
    ).toBeVisible();
    await expect(look).toHaveURL(/[?&]image=/);
    await look.keyboard.press('Escape');
    await look.goto(`${home}/documents/${document.id}?tab=images`);
    await expect(look.getByTestId('document-images').getByTestId('image-tile')).toHaveCount(1);
    await expect(look.getByTestId('image-dropzone')).toHaveCount(0);
    await look.context().close();

    // ── The owner: the uploads in the feed, and the world's cover ───────────
    const own = await signedInPage(browser, lang, ownerToken);
    await own.goto(home);
    await expect(
      own.getByText(fill(t.WORLDS.FEED.UPLOAD_IMAGE, { name: w.pictures[2] })),
    ).toBeVisible();
    await expect(own.getByTestId('world-cover')).toHaveCount(0);
    await own.goto(`${home}/details`);
    const cover = own.getByTestId('world-cover-settings');
    await expect(cover).toContainText(t.IMAGES.COVER.NONE);
    await cover.locator('input[type=file]').setInputFiles((await pictures(w.pictures))[0]!);
    await expect(cover.getByTestId('world-cover-preview')).toBeVisible();
    await expect(cover.getByTestId('world-cover-upload')).toHaveText(t.IMAGES.COVER.REPLACE);
    await own.goto(home);
    await expect(own.getByTestId('world-cover')).toHaveJSProperty('complete', true);
    expect(
      await own.getByTestId('world-cover').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(320);
    await own.context().close();
  });
}
