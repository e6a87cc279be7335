import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { signedInPage } from './support/i18n';

/**
 * Issue 9 item 4, XSS: payloads go into every text field a user can write
 * (through the API, for speed), then every screen that shows them is opened
 * in Chromium. The test fails if a dialog opens, a request leaves for another
 * host, the marker global `__xss` is set, or a `javascript:` link is in the page.
 */
const pieces = [
  '<img src=//evil.test/i.png onerror=__xss=1>',
  '"><svg onload=__xss=2>',
  '<script>__xss=3</script>',
  "{{constructor.constructor('__xss=4')()}}",
  '[x](javascript:__xss=5)',
  "' onmouseover='__xss=6' x='",
  '<a href="javascript:__xss=7">j</a>',
];

/** `label` and as many payload pieces as fit in `max` characters (starting at piece `from`). */
function payload(label: string, max = 200, from = 0): string {
  let text = label;
  for (const piece of [...pieces.slice(from), ...pieces.slice(0, from)]) {
    if (text.length + 1 + piece.length <= max) text += ` ${piece}`;
  }
  return text;
}

function richText(label: string) {
  return {
    v: 1,
    doc: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: payload(label, 400) }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'js link',
              marks: [{ type: 'link', attrs: { href: 'javascript:__xss=8' } }],
            },
            {
              type: 'text',
              text: ' data link',
              marks: [{ type: 'link', attrs: { href: 'data:text/html,<script>__xss=9</script>' } }],
            },
            {
              type: 'text',
              text: ' spaced link',
              marks: [{ type: 'link', attrs: { href: ' java\tscript:__xss=10' } }],
            },
          ],
        },
        { type: 'image', attrs: { src: 'https://evil.test/tracker.png' } },
        {
          type: 'heading',
          attrs: { level: 2 },
          content: [{ type: 'text', text: '<img src=x onerror=__xss=11>' }],
        },
      ],
    },
  };
}

interface Seeded {
  home: string;
  worldName: string;
  documentId: string;
  eventId: string;
  storyId: string;
  sceneId: string;
  dialogId: string;
  refused: string[];
}

/** Fills a world with payloads; fields the server refuses them in are listed, not failed. */
async function seed(request: APIRequestContext, token: string, password: string): Promise<Seeded> {
  const refused: string[] = [];
  const headers = { authorization: `Bearer ${token}` };
  let worldUrl = '';
  const call = async (method: 'post' | 'put', url: string, data: unknown, what: string) => {
    const response = await request[method](`${worldUrl}${url}`, { headers, data });
    if (response.status() >= 300) {
      refused.push(`${what}: ${response.status()} ${(await response.text()).slice(0, 100)}`);
      return undefined;
    }
    return (await response.json()) as Record<string, unknown> & { id: string; version: number };
  };

  // User names allow only a-z, 0-9 and '-'; an e-mail address may carry markup, and the profile shows it.
  const email = await request.put('/api/Account/Email', {
    headers,
    data: { emailAdress: `"><svg/onload=__xss=12>${uniqueName('m')}@evil.io`, password },
  });
  if (!email.ok()) refused.push(`e-mail: ${email.status()}`);

  const world = await createWorldByApi(request, token, {
    name: payload('QWorld-X'),
    urlName: uniqueName('xss'),
    description: payload('QWorld description', 5000),
  });
  worldUrl = `/api/Setting/${world.id}`;
  const documentFields = {
    name: payload('QDoc-A'),
    type: 'character',
    description: payload('QDoc description', 5000),
    tags: [
      payload('QT1', 50, 0),
      payload('QT2', 50, 1),
      payload('QT3', 50, 2),
      payload('QT4', 50, 4),
    ],
  };
  const document = (await call(
    'post',
    '/Documents',
    { ...documentFields, contents: richText('QContents first') },
    'document',
  ))!;
  const other = (await call(
    'post',
    '/Documents',
    { name: payload('QDoc-B', 200, 2), type: 'location', contents: richText('QB') },
    'document B',
  ))!;
  await call(
    'put',
    `/Documents/${document.id}`,
    { ...documentFields, version: document.version, contents: richText('QContents second') },
    'document edit',
  );
  await call(
    'post',
    '/Templates',
    { name: payload('QTemplate'), type: 'character', contents: richText('QTemplate') },
    'template',
  );
  await call('post', '/Todos', { text: payload('QTodo', 500) }, 'todo');

  const row = await call('post', '/TimelineRows', { name: payload('QRow', 100) }, 'row');
  const event = (await call(
    'post',
    '/Events',
    {
      name: payload('QEvent'),
      kind: 'instant',
      start: { year: 12, month: 3, day: 4, hour: 5, minute: 6, second: 7 },
      rowId: row?.id,
      documentIds: [document.id],
      description: payload('QEvent description', 5000),
    },
    'event',
  ))!;

  const category = await call(
    'post',
    '/ImageCategories',
    { name: payload('QCat', 100) },
    'image category',
  );
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
  const upload = await request.post('/api/Images/Upload', {
    headers: {
      ...headers,
      WorldId: world.id,
      DocumentId: document.id,
      CategoryId: String(category?.id ?? ''),
    },
    multipart: {
      file: { name: `${pieces[0]!.replaceAll('/', '')}.png`, mimeType: 'image/png', buffer: png },
    },
  });
  if (upload.ok()) {
    const image = (await upload.json()) as { id: string; version: number };
    await call(
      'put',
      `/Images/${image.id}`,
      {
        name: payload('QImage'),
        categoryId: category?.id ?? null,
        documentIds: [document.id],
        version: image.version,
      },
      'image name',
    );
  } else refused.push(`image upload: ${upload.status()}`);

  const type = await call(
    'post',
    '/RelationTypes',
    { name: payload('QType', 100), directed: true },
    'relation type',
  );
  await call(
    'post',
    '/Relations',
    {
      typeId: type?.id,
      sourceId: document.id,
      targetId: other.id,
      label: payload('QLabel', 100, 1),
    },
    'relation label',
  );

  const variable = await call(
    'post',
    '/StoryVariables',
    {
      name: 'mood',
      type: 'text',
      commentary: payload('QCommentary', 500),
      defaultValue: payload('QDefault', 200, 3),
    },
    'variable',
  );
  await call(
    'post',
    '/StoryVariables',
    { name: payload('QVar', 50), type: 'text', defaultValue: '' },
    'variable name',
  );
  const meta = await call(
    'post',
    '/DialogMetaSchema',
    { name: 'camera', type: 'text', commentary: payload('QMeta commentary', 500) },
    'meta field',
  );
  const story = (await call(
    'post',
    '/Stories',
    { name: payload('QStory'), type: 'novel', description: payload('QStory description', 5000) },
    'story',
  ))!;
  type StoryAnswer = { blocks: { id: string; scenes: { id: string }[] }[] };
  const withBlock = (await call(
    'post',
    `/Stories/${story.id}/Blocks`,
    { name: payload('QBlock') },
    'block',
  )) as unknown as StoryAnswer;
  const block = withBlock.blocks.at(-1)!;
  const withScene = (await call(
    'post',
    `/Stories/${story.id}/Blocks/${block.id}/Scenes`,
    {
      name: payload('QScene'),
      text: payload('QScene text', 5000),
      links: [{ kind: 'document', id: document.id }],
    },
    'scene',
  )) as unknown as StoryAnswer;
  const scene = withScene.blocks.at(-1)!.scenes.at(-1)!;
  const dialog = (await call(
    'post',
    '/Dialogs',
    { name: payload('QDialog'), kind: 'branching' },
    'dialog',
  ))!;
  const node = (
    id: string,
    text: string,
    choices: unknown[],
    nextId: string | null,
    y: number,
  ) => ({
    id,
    kind: 'character',
    text,
    speakerId: document.id,
    meta: meta ? [{ schemaId: meta.id, value: payload('QMeta value', 200, 5) }] : [],
    onEnter: variable
      ? [{ variableId: variable.id, operation: 'set', value: payload('QSet', 200, 6) }]
      : [],
    choices,
    nextId,
    position: { x: 0, y },
  });
  await call(
    'put',
    `/Dialogs/${dialog.id}`,
    {
      name: payload('QDialog'),
      version: dialog.version,
      graph: {
        version: 1,
        startNodeId: 'start',
        nodes: [
          node(
            'start',
            payload('QNode text', 2000),
            [{ id: 'c1', text: payload('QChoice', 500, 1), conditions: [], targetId: 'end' }],
            null,
            0,
          ),
          node('end', payload('QLast node', 2000, 4), [], null, 200),
        ],
      },
    },
    'dialog graph',
  );
  await call(
    'put',
    '/Graph/Positions',
    { positions: [{ documentId: document.id, x: 10, y: 10 }] },
    'graph positions',
  );

  return {
    home: `/${world.ownerUserName}/${world.urlName}`,
    worldName: world.name,
    documentId: document.id,
    eventId: event.id,
    storyId: story.id,
    sceneId: scene.id,
    dialogId: dialog.id,
    refused,
  };
}

interface Findings {
  dialogs: string[];
  foreignRequests: string[];
  markers: string[];
}

function guard(page: Page, appOrigin: string): Findings {
  const findings: Findings = { dialogs: [], foreignRequests: [], markers: [] };
  page.on('dialog', (dialog) => {
    findings.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    // The page's Content-Security-Policy refused something: a payload reached the page as markup, or the app broke its own policy.
    if (/content security policy/i.test(message.text()))
      findings.markers.push(`CSP: ${message.text().slice(0, 200)}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(appOrigin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      findings.foreignRequests.push(url);
  });
  return findings;
}

/** The marker global and `javascript:` / `data:` addresses in links, frames and sources. */
async function inspect(page: Page, screen: string, findings: Findings): Promise<void> {
  const found = await page.evaluate(() => {
    const marker = (window as unknown as { __xss?: unknown }).__xss;
    const bad = /^\s*(javascript|data|vbscript):/i;
    const links = [
      ...document.querySelectorAll('[href], [src], [action], [formaction], [xlink\\:href]'),
    ]
      .flatMap((element) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
      )
      // Browsers skip tabs, line breaks and spaces inside a scheme ("java\tscript:").
      .filter((value) => bad.test(value.replace(/\s/g, '')) && !value.startsWith('data:image/'));
    const handlers = [...document.querySelectorAll('*')].filter((element) =>
      [...element.attributes].some(
        (attribute) => attribute.name.startsWith('on') && attribute.value.includes('__xss'),
      ),
    ).length;
    return { marker: marker === undefined ? null : String(marker), links, handlers };
  });
  if (found.marker !== null) findings.markers.push(`${screen}: __xss=${found.marker}`);
  for (const link of found.links) findings.markers.push(`${screen}: link ${link}`);
  if (found.handlers > 0)
    findings.markers.push(`${screen}: ${found.handlers} elements with a payload event handler`);
}

test('XSS payloads in every text field are shown as text on every screen', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('xss');
  const { token } = await registerByApi(request, account);
  const seeded = await seed(request, token, account.password);
  const page = await signedInPage(browser, 'en', token);
  const findings = guard(page, new URL(baseURL!).origin);
  // Foreign hosts are answered empty at once, so a leak is noticed without waiting on DNS.
  await page
    .context()
    .route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204 }));

  const { home } = seeded;
  const visible = async (...texts: string[]) => {
    for (const text of texts)
      await expect(
        page.getByText(text, { exact: false }).filter({ visible: true }).first(),
      ).toBeVisible();
  };
  const screens: [string, string, () => Promise<void>][] = [
    ['world list', '/select-setting', () => visible('QWorld-X')],
    ['dashboard and feed', `${home}/world`, () => visible('QDoc-A', 'QTodo')],
    [
      'world details',
      `${home}/details`,
      () =>
        expect
          .poll(() =>
            page.evaluate(() =>
              [...document.querySelectorAll('input, textarea')].some((field) =>
                (field as HTMLInputElement).value.includes('QWorld-X'),
              ),
            ),
          )
          .toBe(true),
    ],
    ['world access', `${home}/details?tab=access`, () => visible(account.userName)],
    [
      'documents list, tags and templates',
      `${home}/documents`,
      async () => {
        await visible('QDoc-A', 'QDoc description');
        await page.getByRole('button', { name: 'Tags and templates' }).click();
        await visible('QT2');
        await page.getByRole('tab', { name: /templates/i }).click();
        await visible('QTemplate');
      },
    ],
    [
      'document contents',
      `${home}/documents/${seeded.documentId}?tab=contents`,
      () => visible('QContents second', 'QT1'),
    ],
    [
      'document events',
      `${home}/documents/${seeded.documentId}?tab=events`,
      () => visible('QEvent'),
    ],
    [
      'document images',
      `${home}/documents/${seeded.documentId}?tab=images`,
      () => visible('QImage'),
    ],
    [
      'document connections',
      `${home}/documents/${seeded.documentId}?tab=connections`,
      () => visible('QLabel'),
    ],
    [
      'history and diff',
      `${home}/documents/${seeded.documentId}?history=1`,
      async () => {
        const boxes = page.getByTestId('revision-history').getByRole('checkbox');
        await expect(boxes.nth(1)).toBeVisible();
        await boxes.nth(0).check();
        await boxes.nth(1).check();
        await visible('QContents first');
      },
    ],
    ['print', `${home}/print-document/${seeded.documentId}`, () => visible('QContents second')],
    [
      'timeline',
      `${home}/timeline?event=${seeded.eventId}`,
      async () => {
        await expect(page.getByTestId('timeline-canvas')).toBeVisible();
        await visible('QEvent');
        const box = await page.getByTestId('timeline-canvas').boundingBox();
        if (box)
          for (let x = 20; x < box.width; x += 40) await page.mouse.move(box.x + x, box.y + 60);
      },
    ],
    [
      'gallery',
      `${home}/images`,
      async () => {
        await visible('QImage', 'QCat');
        await page.getByText('QImage', { exact: false }).first().click();
      },
    ],
    ['relations tables', `${home}/relations`, () => visible('QType', 'QLabel')],
    ['relations graph', `${home}/relations?view=graph`, () => visible('QDoc-A')],
    ['stories', `${home}/stories`, () => visible('QStory')],
    ['story variables', `${home}/stories?tab=variables`, () => visible('QCommentary')],
    ['meta fields', `${home}/stories?tab=meta`, () => visible('QMeta commentary')],
    ['dialogs list', `${home}/stories?tab=dialogs`, () => visible('QDialog')],
    [
      'story and scene',
      `${home}/story/${seeded.storyId}?scene=${seeded.sceneId}`,
      () => visible('QScene text'),
    ],
    ['dialog builder', `${home}/dialog/${seeded.dialogId}`, () => visible('QNode text')],
    [
      'dialog player',
      `${home}/dialog/${seeded.dialogId}`,
      async () => {
        await page.getByTestId('editor-mode').getByText('Play', { exact: true }).click();
        await page.getByTestId('player-restart').click();
        await expect(page.getByTestId('player-text')).toContainText('QNode text');
        await page.getByTestId('player-choice').first().click();
        await expect(page.getByTestId('player-text')).toContainText('QLast node');
      },
    ],
    [
      'search results',
      `${home}/documents`,
      async () => {
        await page.getByTestId('world-search').fill('onerror');
        await expect(page.getByRole('option').first()).toBeVisible();
      },
    ],
    ['profile', '/profile', () => visible('svg/onload=__xss=12')],
    ['analytics', '/analytics', () => visible('QT1', 'QT3')],
  ];
  const shown: string[] = [];
  const first = await page.goto('/select-setting');
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
  for (const [screen, url, check] of screens) {
    const started = Date.now();
    // In-app navigation: a full load per screen costs seconds, and a payload's effect would stay.
    await page.evaluate((next) => {
      window.history.pushState({}, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await check();
    // Let late effects (image errors, lazy panels) happen before looking.
    await page.waitForTimeout(150);
    await inspect(page, screen, findings);
    shown.push(`${screen} ${Date.now() - started}`);
  }
  // The detector itself: a page where each kind of finding does happen.
  const control = await page.context().newPage();
  const caught = guard(control, new URL(baseURL!).origin);
  await control.setContent(
    '<a href="javascript:void 0">a</a><img src="https://evil.test/c.png"><img src=x onerror="window.__xss=1">',
  );
  await expect
    .poll(() => control.evaluate(() => (window as unknown as { __xss?: number }).__xss))
    .toBe(1);
  await inspect(control, 'control', caught);
  await control.close();
  expect(caught.markers.length).toBeGreaterThanOrEqual(2);
  expect(caught.foreignRequests.length).toBeGreaterThanOrEqual(1);

  console.log(`screens (ms): ${shown.join(', ')}`);
  console.log(
    `[abuse] XSS: ${pieces.length} payload kinds in the e-mail, world, document (name, description, tags, contents, links), template, todo, row, event, image, category, relation type and label, variable, meta field, story, block, scene, dialog, nodes and choices; ${shown.length} screens opened -> dialogs ${findings.dialogs.length}, foreign requests ${findings.foreignRequests.length}, markers ${findings.markers.length}; refused by the server: ${seeded.refused.length ? seeded.refused.join('; ') : 'none'}`,
  );
  expect(findings).toEqual({ dialogs: [], foreignRequests: [], markers: [] });
});
