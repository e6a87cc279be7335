import { expect, type APIRequestContext } from '@playwright/test';

/** A visitor's session in the demo world, with the story and the branching dialog it holds. */
export interface DemoWorld {
  token: string;
  /** The world's address in the app, `/{owner}/{world}`. */
  home: string;
  storyId: string;
  /** A branching dialog: it opens on the builder's canvas (a linear one is a list). */
  dialogId: string;
}

/** "Try now": a new demo visitor, and the ids of what the demo world's screens show. */
export async function openDemoWorld(request: APIRequestContext): Promise<DemoWorld> {
  const demo = await request.post('/api/Account/TryDemo', { data: {} });
  expect(demo.status(), await demo.text()).toBe(200);
  const { token, ownerUserName, settingUrl } = (await demo.json()) as {
    token: string;
    ownerUserName: string;
    settingUrl: string;
  };
  const api = async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  const world = (await api<{ id: string; urlName: string }[]>('/api/Setting')).find(
    (candidate) => candidate.urlName === settingUrl,
  );
  expect(world).toBeDefined();
  const worldApi = `/api/Setting/${world!.id}`;
  const story = (await api<{ items: { id: string }[] }>(`${worldApi}/Stories`)).items[0];
  const dialog = (
    await api<{ items: { id: string; kind: string }[] }>(`${worldApi}/Dialogs`)
  ).items.find((item) => item.kind === 'branching');
  expect(story && dialog).toBeTruthy();
  return {
    token,
    home: `/${ownerUserName}/${settingUrl}`,
    storyId: story!.id,
    dialogId: dialog!.id,
  };
}
