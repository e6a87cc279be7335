import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  addMemberByApi,
  createWorldByApi,
  newAccount,
  registerByApi,
  uniqueName,
} from './support/accounts';
import { fill, textsOf, type Lang, signedInPage, journeyLanguages } from './support/i18n';
import { settledBox } from './support/settled-box';

/**
 * Issue 6, Proof (the graph's half): relations of two types appear in the
 * graph as nodes and edges; filtering by one type hides the other's; the
 * neighbourhood of one hop around a document shows only its neighbours; a
 * layout runs in the worker and comes back; a click opens the document; a
 * writer's drag pins a document for the world, a viewer's is not saved. In
 * English and in Russian.
 */
test.describe.configure({ mode: 'parallel' });
// Two users, several layouts in a web worker each: more than the default 30 s on a busy two-core machine.
test.setTimeout(180_000);

const names = {
  en: {
    documents: [
      'Captain Mira',
      'Old Teodor',
      'Brother Alun',
      'Saltmere Guild',
      'Lighthouse of Vey',
    ],
    ally: 'Ally',
    mentor: 'Mentor of',
  },
  ru: {
    documents: ['Капитан Мира', 'Старый Теодор', 'Брат Алун', 'Гильдия Солеморья', 'Маяк Вея'],
    ally: 'Союзник',
    mentor: 'Наставник',
  },
} as const;

/** Five documents; Ally: 0–1, 1–3; Mentor of: 2→1, 4→2. */
async function relatedWorld(request: APIRequestContext, lang: Lang) {
  const owner = newAccount(`gr${lang}`);
  const { token } = await registerByApi(request, owner);
  const stamp = uniqueName('g').slice(2);
  const world = await createWorldByApi(request, token, {
    name: `Graph ${stamp}`,
    urlName: `graph-${stamp}`,
  });
  const headers = { authorization: `Bearer ${token}` };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/api/Setting/${world.id}${path}`, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const ids: string[] = [];
  for (const name of names[lang].documents) {
    ids.push(
      (
        await post<{ id: string }>('/Documents', {
          name,
          type: 'character',
          tags: [],
          description: '',
          contents: { v: 1, doc: { type: 'doc', content: [] } },
        })
      ).id,
    );
  }
  const ally = await post<{ id: string }>('/RelationTypes', {
    name: names[lang].ally,
    directed: false,
  });
  const mentor = await post<{ id: string }>('/RelationTypes', {
    name: names[lang].mentor,
    directed: true,
  });
  for (const [type, source, target] of [
    [ally, 0, 1],
    [ally, 1, 3],
    [mentor, 2, 1],
    [mentor, 4, 2],
  ] as const) {
    await post('/Relations', {
      typeId: type.id,
      sourceId: ids[source],
      targetId: ids[target],
      label: '',
    });
  }
  const viewer = newAccount(`grv${lang}`);
  const { token: viewerToken } = await registerByApi(request, viewer);
  await addMemberByApi(request, token, world.id, { userName: viewer.userName, role: 'viewer' });
  return {
    world,
    ids,
    token,
    viewerToken,
    mentorId: mentor.id,
    home: `/${world.ownerUserName}/${world.urlName}`,
  };
}

async function pinnedPositions(request: APIRequestContext, worldId: string, token: string) {
  const response = await request.get(`/api/Setting/${worldId}/Graph/Positions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { positions: { documentId: string }[] }).positions;
}

for (const lang of journeyLanguages) {
  test(`the relations graph: filters, neighbourhood, layout, open and pin (${lang})`, async ({
    browser,
    request,
  }) => {
    const t = textsOf(lang);
    const { world, ids, token, viewerToken, mentorId, home } = await relatedWorld(request, lang);
    const page = await signedInPage(browser, lang, token);
    await page.goto(`${home}/relations?view=graph`);
    const graph = page.getByTestId('relations-graph');
    await expect(graph).toHaveAttribute('data-layout-status', 'idle', { timeout: 45_000 });
    await expect(graph.getByTestId('graph-node')).toHaveCount(5);
    // The relations are drawn on the canvas under the documents, which says how many it drew.
    const edgesDrawn = graph.locator('canvas[data-edges-drawn]');
    await expect(edgesDrawn).toHaveAttribute('data-edges-drawn', '4');
    await expect(page.getByTestId('graph-summary')).toHaveText(
      fill(t.RELATIONS.GRAPH.SUMMARY, { nodes: 5, edges: 4 }),
    );

    // One relation type: the other's edges go, and documents left without relations with them.
    await page.goto(`${home}/relations?view=graph&types=${mentorId}`);
    await expect(edgesDrawn).toHaveAttribute('data-edges-drawn', '2');
    await expect(graph.getByTestId('graph-node')).toHaveCount(3);

    // Focus on Old Teodor, one hop: he and his three neighbours.
    await page.goto(`${home}/relations?view=graph`);
    await page.getByTestId('graph-focus').click();
    await page.getByRole('option', { name: names[lang].documents[1], exact: true }).click();
    await expect(graph.getByTestId('graph-node')).toHaveCount(4);
    await expect(graph.locator('.react-flow__node[data-id="' + ids[4] + '"]')).toHaveCount(0);
    await page.getByTestId('graph-hops').getByText('2', { exact: true }).click();
    await expect(graph.getByTestId('graph-node')).toHaveCount(5);
    expect(page.url()).toContain(`focus=${ids[1]}`);

    // Another layout runs in the worker and comes back.
    await page
      .getByTestId('graph-layout')
      .getByText(t.RELATIONS.GRAPH.LAYOUTS.radial, { exact: true })
      .click();
    // The status still says idle until the click has re-rendered: wait for the radial layout itself.
    await expect(graph).toHaveAttribute('data-laid-out', 'radial', { timeout: 20_000 });
    await expect(graph).toHaveAttribute('data-layout-status', 'idle', { timeout: 20_000 });
    expect(page.url()).toContain('layout=radial');

    // The owner drags Captain Mira: pinned for the world.
    const mira = graph.locator(`.react-flow__node[data-id="${ids[0]}"]`);
    const box = await settledBox(mira);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 60, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(async () => (await pinnedPositions(request, world.id, token)).map((p) => p.documentId))
      .toEqual([ids[0]]);
    await expect(page.getByTestId('graph-unpin')).toBeVisible();

    // A click opens the document (the whole graph in view first: the drag may have moved things out of it).
    await page.getByTestId('graph-fit').click();
    await graph.locator(`.react-flow__node[data-id="${ids[3]}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/documents/${ids[3]}`));
    await expect(
      page.getByRole('heading', { level: 1, name: names[lang].documents[3] }),
    ).toBeVisible();

    // A viewer may drag for themselves; nothing is saved, and there is nothing to unpin.
    const viewerPage = await signedInPage(browser, lang, viewerToken);
    await viewerPage.goto(`${home}/relations?view=graph`);
    const viewerGraph = viewerPage.getByTestId('relations-graph');
    await expect(viewerGraph).toHaveAttribute('data-layout-status', 'idle', { timeout: 45_000 });
    await expect(viewerPage.getByTestId('graph-unpin')).toHaveCount(0);
    const teodor = await settledBox(viewerGraph.locator(`.react-flow__node[data-id="${ids[1]}"]`));
    await viewerPage.mouse.move(teodor.x + 20, teodor.y + 20);
    await viewerPage.mouse.down();
    await viewerPage.mouse.move(teodor.x + 140, teodor.y + 90, { steps: 8 });
    await viewerPage.mouse.up();
    await viewerPage.waitForTimeout(800);
    expect((await pinnedPositions(request, world.id, token)).map((p) => p.documentId)).toEqual([
      ids[0],
    ]);
    await expect(viewerPage.getByText(t.RELATIONS.GRAPH.HINT_VIEW)).toBeVisible();
  });
}
