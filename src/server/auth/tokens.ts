import { SignJWT, jwtVerify } from 'jose';

export const tokenLifetimeSeconds = 2 * 60 * 60;

export interface TokenClaims {
  userId: string;
  sessionId: string;
  userName: string;
}

/** How many verified tokens are remembered; a client sends the same token for its whole life. */
const verifiedCacheSize = 10_000;

/** Signed HS256 JWTs carrying `exp` (the client reads it) and the session they belong to. */
export class TokenService {
  private key: Promise<CryptoKey> | undefined;
  /** Tokens whose signature already checked out, with their `exp` (seconds). */
  private readonly verified = new Map<string, { claims: TokenClaims; exp: number }>();

  constructor(private readonly secret: Uint8Array) {}

  /** The secret imported once: jose would import a raw secret again on every call. */
  private cryptoKey(): Promise<CryptoKey> {
    this.key ??= crypto.subtle.importKey(
      'raw',
      new Uint8Array(this.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.key;
  }

  async sign(claims: TokenClaims, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, name: claims.userName })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + tokenLifetimeSeconds)
      .setIssuer('loreweave')
      .sign(await this.cryptoKey());
  }

  /** The claims of a valid, unexpired token, or undefined. Revocation is the session's business. */
  async verify(token: string, now: Date): Promise<TokenClaims | undefined> {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const known = this.verified.get(token);
    // The same rule as jose's: a token is expired once exp <= now (in whole seconds).
    if (known) return known.exp > nowSeconds ? known.claims : undefined;
    try {
      const { payload } = await jwtVerify(token, await this.cryptoKey(), {
        algorithms: ['HS256'],
        issuer: 'loreweave',
        currentDate: now,
      });
      if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string') return undefined;
      if (typeof payload.exp !== 'number') return undefined;
      const claims = {
        userId: payload.sub,
        sessionId: payload['sid'],
        userName: typeof payload['name'] === 'string' ? payload['name'] : '',
      };
      if (this.verified.size >= verifiedCacheSize)
        this.verified.delete(this.verified.keys().next().value ?? '');
      this.verified.set(token, { claims, exp: payload.exp });
      return claims;
    } catch {
      return undefined;
    }
  }
}
