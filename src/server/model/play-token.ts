import crypto from 'node:crypto';

/**
 * A play link's token: 32 random bytes, base64url. A secret this random needs
 * no slow hash, and the SHA-256 alone finds the row, so the token itself is
 * never stored.
 */
export function mintPlayToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashPlayToken(token) };
}

export function hashPlayToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
