import { expect, test } from '@playwright/test';
import {
  addMemberByApi,
  createWorldByApi,
  newAccount,
  registerByApi,
  uniqueName,
} from './support/accounts';
import { textsOf, signedInPage, journeyLanguages } from './support/i18n';

/**
 * Issue 8, live updates and presence: two users of one world in two browser
 * contexts. Each sees the other in the top bar, with the page they are on;
 * a document the writer creates appears in the owner's documents list and at
 * the top of the owner's dashboard feed without a reload, and the writer
 * opening it shows as "also viewing" on the owner's copy of that document,
 * and the writer's rename shows there at once, naming who saved it. (Typing into one document together is the co-editing spec's.)
 */
test.describe.configure({ mode: 'parallel' });
// Three argon2 sign-ups and four page loads: about 25 s on two busy cores.
test.setTimeout(120_000);

const names = { en: 'Saltmere', ru: 'Солеморье' } as const;

for (const lang of journeyLanguages) {
  test(`a teammate's change and presence appear live (${lang})`, async ({ browser, request }) => {
    const t = textsOf(lang);
    const owner = newAccount(`liv${lang}`);
    const writer = newAccount(`lvw${lang}`);
    const { token: ownerToken } = await registerByApi(request, owner);
    const { token: writerToken } = await registerByApi(request, writer);
    const stamp = uniqueName('l').slice(2);
    const world = await createWorldByApi(request, ownerToken, {
      name: `Live ${stamp}`,
      urlName: `live-${stamp}`,
    });
    await addMemberByApi(request, ownerToken, world.id, {
      userName: writer.userName,
      role: 'writer',
    });
    const home = `/${world.ownerUserName}/${world.urlName}`;

    // The owner watches the documents list in one tab and the dashboard in another.
    const list = await signedInPage(browser, lang, ownerToken);
    await list.goto(`${home}/documents`);
    const dashboard = await list.context().newPage();
    await dashboard.goto(`${home}/world`);
    await expect(dashboard.getByTestId('activity-feed')).toBeVisible();

    const teammate = await signedInPage(browser, lang, writerToken);
    await teammate.goto(`${home}/timeline`);

    // Presence: each sees the other, and where they are.
    const writerAvatar = list.locator(
      `[data-testid="presence-avatar"][data-user="${writer.userName}"]`,
    );
    await expect(writerAvatar).toBeVisible();
    await expect(
      teammate.locator(`[data-testid="presence-avatar"][data-user="${owner.userName}"]`),
    ).toBeVisible();
    await list.getByTestId('presence').click();
    await expect(list.getByTestId('presence-list')).toContainText(writer.userName);
    await expect(list.getByTestId('presence-list')).toContainText(t.LIVE.PAGE.TIMELINE);
    await list.keyboard.press('Escape');

    // The writer adds a document (through the API: the form is the wiki spec's).
    const created = await request.post(`/api/Setting/${world.id}/Documents`, {
      headers: { authorization: `Bearer ${writerToken}` },
      data: {
        name: names[lang],
        type: 'location',
        tags: [],
        description: '',
        contents: { v: 1, doc: { type: 'doc', content: [] } },
      },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const { id: documentId } = (await created.json()) as { id: string };

    await expect(list.getByTestId('document-row').filter({ hasText: names[lang] })).toBeVisible();
    const newest = dashboard.getByTestId('activity').first();
    await expect(newest).toHaveAttribute('data-type', 'create_new_document');
    await expect(newest).toContainText(names[lang]);
    await expect(newest).toContainText(writer.userName);

    // Both open the document: the owner sees the writer there, in the bar and beside the title.
    await list.goto(`${home}/documents/${documentId}`);
    await teammate.goto(`${home}/documents/${documentId}`);
    await expect(list.getByTestId('document-viewers')).toContainText(t.LIVE.ALSO_VIEWING);
    await expect(list.getByTestId('document-viewer')).toHaveCount(1);

    // The writer renames it: the owner's read view shows the new version and says who saved it.
    const renamed = await request.put(`/api/Setting/${world.id}/Documents/${documentId}`, {
      headers: { authorization: `Bearer ${writerToken}` },
      data: {
        name: `${names[lang]} II`,
        type: 'location',
        tags: [],
        description: '',
        contents: { v: 1, doc: { type: 'doc', content: [] } },
        version: 1,
      },
    });
    expect(renamed.status(), await renamed.text()).toBeLessThan(300);
    await expect(list.getByTestId('document-title')).toHaveText(`${names[lang]} II`);
    await expect(list.getByTestId('document-updated')).toContainText(writer.userName);

    await list.context().close();
    await teammate.context().close();
  });
}
