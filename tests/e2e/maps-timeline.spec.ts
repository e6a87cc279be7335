import { expect, test } from '@playwright/test';
import type { CalendarConfig } from '../../src/shared/calendar/calendar-config';
import { createWorldByApi, newAccount, registerByApi, uniqueName } from './support/accounts';
import { signedInPage, textsOf } from './support/i18n';
import { mapApi, mapPicture, yearStart } from './support/maps';

/**
 * The map and the timeline, both ways: a writer links a pin to a timeline
 * event, follows "Show on timeline" to the event's details, and comes back
 * through its "On maps" to the same pin, selected; the pin's panel also lists
 * its document's other events. Renaming and deleting the event show on the
 * open map at once.
 */
test.use({
  trace: { mode: 'retain-on-failure', screenshots: true, snapshots: true, sources: true },
});

test('a pin links an event; "Show on timeline" and "On maps" lead to each other', async ({
  browser,
  request,
}) => {
  const t = textsOf('en');
  const { token } = await registerByApi(request, newAccount('mapline'));
  const world = await createWorldByApi(request, token, {
    name: 'Chronicle',
    urlName: uniqueName('chron'),
  });
  const home = `/${world.ownerUserName}/${world.urlName}`;
  const api = mapApi(request, token, world.id);
  const headers = { authorization: `Bearer ${token}` };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/api/Setting/${world.id}${path}`, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };

  const castle = await api.createDocument('Castle Vell');
  const { config } = await api.get<{ config: CalendarConfig }>('/Timeline');
  const row = await post<{ id: string }>('/TimelineRows', { name: 'Wars' });
  const event = (name: string, year: number) =>
    post<{ id: string; name: string }>('/Events', {
      name,
      kind: 'instant',
      start: yearStart(config.startYear + year),
      rowId: row.id,
      documentIds: [castle.id],
    });
  const siege = await event('Siege of Vell', 20);
  const founding = await event('Founding of Vell', 5);
  const map = await api.createMap({ name: 'Realm' });
  await api.upload(map.id, await mapPicture());
  const pin = await api.createFeature(map.id, {
    geometry: { kind: 'pin', point: [400, 300] },
    documentId: castle.id,
  });

  const page = await signedInPage(browser, 'en', token);
  await page.goto(`${home}/maps/${map.id}?feature=${pin.id}`);
  const form = page.getByTestId('map-feature-form');
  await expect(form).toHaveAttribute('data-feature-id', pin.id);
  // The document's events are listed with the pin, each a link to it on the timeline.
  const documentEvents = form.getByTestId('document-event-link');
  await expect(documentEvents).toHaveText([founding.name, siege.name]);
  await expect(form.getByTestId('map-feature-show-on-timeline')).toHaveCount(0);

  // Link the pin to the siege and save.
  await form.getByTestId('map-feature-event').click();
  await form.getByTestId('map-feature-event').fill('Siege');
  await page.getByRole('option', { name: new RegExp(siege.name) }).click();
  await expect(form.getByTestId('map-feature-event')).toHaveValue(siege.name);
  await form.getByTestId('map-feature-save').click();
  const showOnTimeline = form.getByRole('link', { name: t.MAPS.FEATURE.SHOW_ON_TIMELINE });
  await expect(showOnTimeline).toBeVisible();
  // The pin's own event is not listed twice.
  await expect(documentEvents).toHaveText([founding.name]);
  expect((await api.map(map.id)).features[0]).toMatchObject({
    eventId: siege.id,
    event: { id: siege.id, name: siege.name },
  });

  // "Show on timeline": the event's details open, and the event is selected on the canvas.
  await showOnTimeline.click();
  await expect(page).toHaveURL(new RegExp(`/timeline\\?event=${siege.id}$`));
  const details = page.getByRole('dialog', { name: t.TIMELINE.EVENT.DETAILS_TITLE });
  await expect(details.getByTestId('event-details-name')).toHaveText(siege.name);
  await expect(page.getByTestId('selected-event')).toContainText(siege.name);

  // "On maps" leads back to the pin, selected on its map.
  const places = details.getByTestId('event-map-place');
  await expect(places).toHaveText([`Castle Vell on Realm`]);
  await places.click();
  await expect(page).toHaveURL(new RegExp(`/maps/${map.id}\\?feature=${pin.id}$`));
  await expect(page.getByTestId('map-feature-form')).toHaveAttribute('data-feature-id', pin.id);
  await expect(page.getByTestId('map-feature-event')).toHaveValue(siege.name);

  // Live: the event renamed elsewhere is renamed on the open map; deleted, it leaves the pin.
  const eventUrl = `/api/Setting/${world.id}/Events/${siege.id}`;
  const stored = (await (await request.get(eventUrl, { headers })).json()) as Record<
    string,
    unknown
  >;
  const renamed = await request.put(eventUrl, {
    headers,
    data: {
      name: 'Great Siege of Vell',
      kind: stored['kind'],
      start: stored['start'],
      rowId: stored['rowId'],
      documentIds: [castle.id],
      version: stored['version'],
    },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await expect(page.getByTestId('map-feature-event')).toHaveValue('Great Siege of Vell');
  expect((await request.delete(eventUrl, { headers })).status()).toBeLessThan(300);
  await expect(page.getByTestId('map-feature-show-on-timeline')).toHaveCount(0);
  await expect(page.getByTestId('map-feature-event')).toHaveValue('');

  // The document's other event, followed from the pin, opens on the timeline too.
  await page.getByTestId('document-event-link').filter({ hasText: founding.name }).click();
  await expect(
    page
      .getByRole('dialog', { name: t.TIMELINE.EVENT.DETAILS_TITLE })
      .getByTestId('event-details-name'),
  ).toHaveText(founding.name);
  await expect(
    page.getByRole('dialog').getByText(t.EVENT_MAPS.NONE, { exact: true }),
  ).toBeVisible();
  await page.context().close();
});
