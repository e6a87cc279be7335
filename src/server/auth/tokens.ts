import { SignJWT, jwtVerify } from 'jose';

export const tokenLifetimeSeconds = 2 * 60 * 60;

export interface TokenClaims {
  userId: string;
  sessionId: string;
  userName: string;
}

/** Signed HS256 JWTs carrying `exp` (the client reads it) and the session they belong to. */
export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

  async sign(claims: TokenClaims, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, name: claims.userName })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + tokenLifetimeSeconds)
      .setIssuer('loreweave')
      .sign(this.secret);
  }

  /** The claims of a valid, unexpired token, or undefined. */
  async verify(token: string, now: Date): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: 'loreweave',
        currentDate: now,
      });
      if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string') return undefined;
      return {
        userId: payload.sub,
        sessionId: payload['sid'],
        userName: typeof payload['name'] === 'string' ? payload['name'] : '',
      };
    } catch {
      return undefined;
    }
  }
}
