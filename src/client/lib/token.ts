import { decodeJwt } from 'jose';

export interface TokenInfo {
  userId: string;
  userName: string;
  /** Expiry, in milliseconds since the epoch. */
  expiresAt: number;
}

/** Reads the claims the client needs; an unreadable token counts as none. */
export function readToken(token: string | null): TokenInfo | null {
  if (!token) return null;
  try {
    const claims = decodeJwt(token);
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return {
      userId: claims.sub,
      userName: typeof claims['name'] === 'string' ? claims['name'] : '',
      expiresAt: claims.exp * 1000,
    };
  } catch {
    return null;
  }
}

/** SPEC §4/§9: a call is not made when the token has less than about 200 seconds left. */
export const minimumTokenLifeMs = 200_000;
/** SPEC §4/§9: the logout timer fires 20 seconds before expiry. */
export const logoutBeforeExpiryMs = 20_000;

export function hasUsableLife(info: TokenInfo | null, now = Date.now()): info is TokenInfo {
  return info !== null && info.expiresAt - now >= minimumTokenLifeMs;
}
