import type { ApiTokenAccess } from '../../shared/schemas/api-token';

/** The caller of a request, as authentication found it (auth/authenticate.ts). */
export interface CurrentUser {
  id: string;
  userName: string;
  sessionId: string;
  /** Set when a personal API token, not a session, signed the request in (auth/api-tokens.ts). */
  apiToken?: ApiTokenGrant;
}

/** What a personal API token lets its request reach. */
export interface ApiTokenGrant {
  id: string;
  access: ApiTokenAccess;
  worldIds: ReadonlySet<string>;
}
