import crypto from 'node:crypto';
import type { Clock } from '../clock';

/**
 * Signed, short-lived image URLs. An `<img>` cannot send the bearer token, so
 * whoever may see an image (a member, checked when the list or detail is
 * answered) gets a URL whose signature is the permission: an HMAC over the
 * world, the file and the expiry, keyed by a key derived from the server secret.
 *
 * Expiries are rounded up to a half-hour step, so the same image gets the same
 * URL for half an hour and the browser's cache keeps working across refetches;
 * a fresh URL therefore lives between 30 and 60 minutes.
 */
export const imageUrlLifetimeSeconds = 60 * 60;
const stepSeconds = 30 * 60;
const signatureLength = 32;

export type ImageUrlCheck = 'valid' | 'invalid' | 'expired';

export class ImageUrlSigner {
  constructor(
    private readonly key: Uint8Array,
    private readonly clock: Clock,
  ) {}

  /** The expiry (Unix seconds) every URL signed now carries. */
  expiry(): number {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return Math.floor(now / stepSeconds) * stepSeconds + imageUrlLifetimeSeconds;
  }

  /** A path from the server root, e.g. `/api/Images/File/<world>/<file>?exp=…&sig=…`. */
  url(worldId: string, fileName: string, expiry: number): string {
    const signature = this.signature(worldId, fileName, expiry);
    return `/api/Images/File/${encodeURIComponent(worldId)}/${encodeURIComponent(fileName)}?exp=${expiry}&sig=${signature}`;
  }

  check(worldId: string, fileName: string, expiry: number, signature: string): ImageUrlCheck {
    const expected = Buffer.from(this.signature(worldId, fileName, expiry));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
      return 'invalid';
    return expiry * 1000 <= this.clock.now().getTime() ? 'expired' : 'valid';
  }

  /** Seconds until the expiry, for Cache-Control (never negative). */
  secondsLeft(expiry: number): number {
    return Math.max(0, expiry - Math.floor(this.clock.now().getTime() / 1000));
  }

  private signature(worldId: string, fileName: string, expiry: number): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${worldId}/${fileName}/${expiry}`)
      .digest('base64url')
      .slice(0, signatureLength);
  }
}

/** The URL key, derived from the server secret for this one purpose. */
export function imageUrlKey(secret: Uint8Array): Uint8Array {
  return crypto.createHash('sha256').update(secret).update('image-urls').digest();
}
