import type { ApiResponse, TestServer } from './test-server';

/** Strangers to a world: signed out, and signed in without being a member. */
export const strangers = ['anonymous', 'nonMember'] as const;
export type Stranger = (typeof strangers)[number];

/** A GET as a stranger: no token for `anonymous`, the outsider's for `nonMember`. */
export function readAs(
  server: TestServer,
  outsiderToken: string,
): (stranger: Stranger, url: string) => Promise<ApiResponse> {
  return (stranger, url) =>
    server.api('GET', url, stranger === 'nonMember' ? { token: outsiderToken } : {});
}

/** Every byte a reader received: the body as sent and the headers. */
export function answerBytes(response: ApiResponse): string {
  return JSON.stringify(response.body) + JSON.stringify(response.headers);
}

/** Sets items' own visibility directly, as the item forms would. */
export async function setVisibility(
  server: TestServer,
  table: 'documents' | 'timeline_rows' | 'stories' | 'dialogs',
  ids: readonly string[],
  visibility: 'public' | 'members' | null,
): Promise<void> {
  await server.ctx.db.updateTable(table).set({ visibility }).where('id', 'in', ids).execute();
}
