import * as z from 'zod/mini';
import { idField, nameField } from './fields';

/**
 * Images of a world (SPEC §3 Image: name, category, linked documents; Image
 * category: name, unique) and the world's cover, the general file upload of
 * SPEC §7.
 *
 * Files are never fetched with the bearer token: an `<img>` cannot send it.
 * Every answer that shows an image carries short-lived signed URLs instead
 * (`thumbUrl`, `fullUrl`, valid until `urlsExpireAt`); refetch the list or
 * detail to get fresh ones.
 */

// ── Limits ──────────────────────────────────────────────────────────────────

export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];

/**
 * What an upload may be. The server enforces these and answers them at
 * `GET /api/Images/Limits`, so the screen states the same numbers.
 */
export const imageUploadLimits = {
  /** 20 MiB: a large camera JPEG or a detailed PNG map fits, a video does not. */
  maxBytes: 20 * 1024 * 1024,
  /** Width × height (× frames of an animation); beyond it decoding costs too much memory. */
  maxPixels: 100_000_000,
  /** Frames of an animation: each costs work whatever its size, and a 20 MB GIF can hold a million tiny ones. */
  maxFrames: 1000,
  acceptedTypes: acceptedImageTypes,
  /** The longer side of a thumbnail, in px. */
  thumbnailSize: 400,
} as const;

export const imageLimitsResponse = z.object({
  maxBytes: z.number(),
  maxPixels: z.number(),
  acceptedTypes: z.array(z.enum(acceptedImageTypes)),
  thumbnailSize: z.number(),
  /** How long a signed image URL stays valid, in seconds (at least half of it is left on a fresh one). */
  urlLifetimeSeconds: z.number(),
});
export type ImageLimits = z.infer<typeof imageLimitsResponse>;

/**
 * The headers of `POST /api/Images/Upload` (SPEC §7). `DocumentId` and
 * `CategoryId` may be absent or empty: the image is then linked to no
 * document and has no category. The file name (without its extension) is the
 * image's first name.
 */
export const imageUploadHeaders = z.object({
  worldid: idField,
  documentid: z.optional(z.union([z.literal(''), idField])),
  categoryid: z.optional(z.union([z.literal(''), idField])),
});

// ── Categories ──────────────────────────────────────────────────────────────

export const imageCategoryNameField = z
  .string({ error: 'VALIDATION.NAME_REQUIRED' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'VALIDATION.NAME_REQUIRED' }),
    z.maxLength(100, { error: 'VALIDATION.CATEGORY_NAME_TOO_LONG' }),
  );

/** SPEC §5: name required; unique in the world ("Category with this name already exists", 40039). */
export const imageCategoryRequest = z.strictObject({ name: imageCategoryNameField });
export type ImageCategoryRequest = z.input<typeof imageCategoryRequest>;

export const imageCategoryResponse = z.object({
  id: z.string(),
  name: z.string(),
  /** Images in the category. */
  images: z.number(),
});
export type ImageCategory = z.infer<typeof imageCategoryResponse>;
export const imageCategoryListResponse = z.object({
  items: z.array(imageCategoryResponse),
  /** Images without a category. */
  uncategorized: z.number(),
});
export type ImageCategoryList = z.infer<typeof imageCategoryListResponse>;

export const imageCategoryParams = z.object({ id: idField, categoryId: idField });

// ── Images ──────────────────────────────────────────────────────────────────

/** An edit carries the version it was made on; a stale one gets 409 (4091). */
export const imageUpdateRequest = z.strictObject({
  name: nameField,
  /** A category of this world, or null for none. */
  categoryId: z.nullable(idField),
  documentIds: z.array(idField).check(z.maxLength(100)),
  version: z.number().check(z.int(), z.minimum(1)),
});
export type ImageUpdateRequest = z.input<typeof imageUpdateRequest>;

const userRef = z.nullable(z.object({ id: z.string(), userName: z.string() }));
const documentRef = z.object({ id: z.string(), name: z.string(), type: z.string() });

/** One image as the gallery needs it: linked documents by id only. */
export const imageSummary = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.nullable(z.string()),
  documentIds: z.array(z.string()),
  /** Of the stored (re-encoded, upright) picture, in px. */
  width: z.number(),
  height: z.number(),
  /** Of the stored picture, in bytes. */
  byteSize: z.number(),
  mime: z.enum(acceptedImageTypes),
  /**
   * A WebP at most `thumbnailSize` px on its longer side; the first frame of an
   * animation. Signed URLs are paths from the server root (`/api/Images/File/…`).
   */
  thumbUrl: z.string(),
  fullUrl: z.string(),
  createdAt: z.string(),
  createdBy: userRef,
  version: z.number(),
});
export type ImageSummary = z.infer<typeof imageSummary>;

export const imageResponse = z.extend(imageSummary, {
  category: z.nullable(z.object({ id: z.string(), name: z.string() })),
  documents: z.array(documentRef),
  updatedAt: z.string(),
  updatedBy: userRef,
  /** When `thumbUrl` and `fullUrl` stop working (ISO time). */
  urlsExpireAt: z.string(),
});
export type ImageDetail = z.infer<typeof imageResponse>;

/** `categoryId=none` lists the images without a category. */
export const noImageCategory = 'none';

export const imageListQuery = z.object({
  categoryId: z.optional(idField),
  /** Only images linked to this document (the document page's Images tab). */
  documentId: z.optional(idField),
  /** Newest first. */
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 60),
});
export type ImageListQuery = z.input<typeof imageListQuery>;

export const imageListResponse = z.object({
  items: z.array(imageSummary),
  /** The documents the listed images link, once each. */
  documents: z.array(documentRef),
  /** Matching images in all, beyond this page too. */
  total: z.number(),
  /** When the URLs of this page stop working (ISO time). */
  urlsExpireAt: z.string(),
});
export type ImageList = z.infer<typeof imageListResponse>;

export const imageParams = z.object({ id: idField, imageId: idField });

// ── The world's cover (the general file upload of SPEC §7) ──────────────────

/**
 * `POST /api/Setting/{id}/Cover`, multipart with one file, sets the picture
 * shown for the world (same limits and types as images; owner only).
 * `GET` answers it or `null`, `DELETE` removes it.
 */
export const worldCoverResponse = z.nullable(
  z.object({
    width: z.number(),
    height: z.number(),
    byteSize: z.number(),
    mime: z.enum(acceptedImageTypes),
    thumbUrl: z.string(),
    fullUrl: z.string(),
    updatedAt: z.string(),
    updatedBy: userRef,
    urlsExpireAt: z.string(),
  }),
);
export type WorldCover = z.infer<typeof worldCoverResponse>;

// ── Signed file URLs ────────────────────────────────────────────────────────

/**
 * `GET /api/Images/File/{worldId}/{file}?exp=&sig=`: no bearer header, the
 * signature is the access. Loose on purpose: a missing, garbled or expired
 * signature is a 403 (4032), never a validation error that says which part is wrong.
 */
export const imageFileParams = z.object({
  worldId: z.string().check(z.maxLength(64)),
  file: z.string().check(z.maxLength(128)),
});
export const imageFileQuery = z.object({
  exp: z.optional(z.string().check(z.maxLength(20))),
  sig: z.optional(z.string().check(z.maxLength(200))),
});
