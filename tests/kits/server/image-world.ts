import type { ApiResponse, TestServer, TestUser } from './test-server';
import { multipart } from './test-images';

export interface ImageTeam {
  owner: TestUser;
  writer: TestUser;
  artist: TestUser;
  viewer: TestUser;
  outsider: TestUser;
}

export async function signUpTeam(server: TestServer, prefix: string): Promise<ImageTeam> {
  return {
    owner: await server.signUp(`${prefix}-owner`),
    writer: await server.signUp(`${prefix}-writer`),
    artist: await server.signUp(`${prefix}-artist`),
    viewer: await server.signUp(`${prefix}-viewer`),
    outsider: await server.signUp(`${prefix}-out`),
  };
}

/** A world where the team has its roles, with helpers for the image calls. */
export async function newImageWorld(server: TestServer, team: ImageTeam, urlName: string) {
  const created = await server.api('POST', '/api/Setting', {
    token: team.owner.token,
    body: { urlName, name: urlName },
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const id: string = created.body.id;
  for (const [user, role] of [
    [team.writer, 'writer'],
    [team.artist, 'artist'],
    [team.viewer, 'viewer'],
  ] as const) {
    await server.api('POST', `/api/Setting/${id}/Members`, {
      token: team.owner.token,
      body: { userName: user.userName, role },
    });
  }
  const upload = (
    fileName: string,
    data: Buffer,
    options: {
      token?: string;
      documentId?: string;
      categoryId?: string;
      lang?: 'en' | 'ru';
      worldId?: string;
    } = {},
  ): Promise<ApiResponse> => {
    const body = multipart(fileName, data);
    return server.api('POST', '/api/Images/Upload', {
      token: options.token ?? team.artist.token,
      lang: options.lang ?? 'en',
      body: body.payload,
      headers: {
        'content-type': body.contentType,
        WorldId: options.worldId ?? id,
        DocumentId: options.documentId ?? '',
        CategoryId: options.categoryId ?? '',
      },
    });
  };
  const addDocument = async (name: string): Promise<string> => {
    const response = await server.api('POST', `/api/Setting/${id}/Documents`, {
      token: team.writer.token,
      body: { name, type: 'character', contents: { v: 1, doc: { type: 'doc', content: [] } } },
    });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body.id;
  };
  return { id, url: `/api/Setting/${id}`, upload, addDocument };
}

/** Fetches a signed URL the way an `<img>` does: no bearer header. */
export async function fetchFile(server: TestServer, url: string) {
  const response = await server.app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.rawPayload,
    json: safeJson(response.body),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
