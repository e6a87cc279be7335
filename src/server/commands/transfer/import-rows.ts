import crypto from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { ArchiveRows } from '../../../shared/transfer/world-archive';
import {
  migrateRichText,
  mentionedDocumentIds,
  plainText,
  richTextSchema,
} from '../../../shared/wiki/rich-text';
import { publicContents } from '../../../shared/wiki/secret-blocks';
import { createCalendar } from '../../../shared/calendar/calendar-math';
import type { CalendarConfig } from '../../../shared/calendar/calendar-config';
import { nameKey } from '../../model/name-key';
import { documentSearchEntry } from '../wiki/document-writer';
import { endColumns, firstDateIssue, secondsOf, startColumns } from '../../model/event-dates';
import { firstRowName } from '../timeline/timeline-setup';
import { pairKey } from '../relations/relation-writer';
import { graphReferences, graphStructureProblem, saveGraphLinks } from '../dialogs/dialog-checks';
import { indexNewEntries, type SearchEntry } from '../../search/search-index';
import { placeSearchEntry } from '../../search/map-place-index';
import { lineIdInDialog } from './line-ids';
import { archiveErrors } from './archive-reader';
import { IdMap, rewireContents, rewireGraph } from './id-rewiring';
import { mapInTurns } from './loop-turns';
import { mapGeometryProblem } from '../../../shared/maps/map-geometry';
import { compareDateParts } from '../../../shared/calendar/calendar-config';
import type { SlicedWrites } from './sliced-writes';
import { checkDocumentTree, writeDocumentParents } from './document-parents';
import { importedDocumentTypes } from './document-types-import';

/** A stored picture of the import: the new file's key and what processing found. */
export interface ImportedPicture {
  fileKey: string;
  ext: string;
  mime: string;
  width: number;
  height: number;
  byteSize: number;
}

export interface RowsImport {
  worldId: string;
  rows: ArchiveRows;
  calendar: CalendarConfig;
  ids: IdMap;
  /** A user name to an account of this server, or null. */
  userId(name: string | null): string | null;
  /** Members of the new world (assignees must be members). */
  memberIds: Set<string>;
  pictures: Map<string, ImportedPicture>;
  /** A map picture's archive entry to the upload it was copied to (its tiles are cut after the import). */
  mapPictures: Map<string, string>;
  now: string;
}

/** A map of the import whose picture waits to be cut into tiles. */
export interface ImportedMapPicture {
  mapId: string;
  fileKey: string;
}

/**
 * Inserts every entity of an archive into a new, empty world, through the
 * caller's short transactions (the world is staged: hidden until the caller
 * publishes it), with new ids and every reference rewired. Derived
 * rows (name keys, plain text, event sort keys, pair keys, mention links,
 * dialog link tables, the search index) are computed as the writers do.
 * A reference to something the archive does not hold is left out and counted;
 * a structural one (an event's row, a scene's block) makes the archive damaged.
 */
export async function insertArchiveRows(
  writes: SlicedWrites,
  input: RowsImport,
): Promise<{ droppedReferences: number; mapPictures: ImportedMapPicture[] }> {
  const { worldId, rows, ids } = input;
  let dropped = 0;
  const mapped = (kind: Parameters<IdMap['find']>[0], oldIds: string[]): string[] =>
    oldIds.flatMap((oldId) => {
      const id = ids.find(kind, oldId);
      if (!id) dropped += 1;
      return id ? [id] : [];
    });
  const required = (kind: Parameters<IdMap['find']>[0], oldId: string, where: string): string => {
    const id = ids.find(kind, oldId);
    if (!id) throw archiveErrors.damaged(`${where}: ${kind} ${oldId} is not in the archive`);
    return id;
  };
  const search: SearchEntry[] = [];

  // Declare every id first: contents and graphs refer forwards and backwards.
  const declare = async <T extends { id: string }>(
    kind: Parameters<IdMap['declare']>[0],
    list: T[],
    where: string,
  ) => {
    for (const row of list) {
      try {
        ids.declare(kind, row.id);
      } catch {
        throw archiveErrors.damaged(`${where}: id ${row.id} twice`);
      }
      await writes.turn();
    }
  };
  await declare('tag', rows.tags, 'tags');
  await declare('documentType', rows.documentTypes, 'document types');
  await declare('document', rows.documents, 'documents');
  await declare('revision', rows.revisions, 'revisions');
  await declare('template', rows.templates, 'templates');
  await declare('todo', rows.todos, 'todos');
  await declare('row', rows.timelineRows, 'timeline rows');
  await declare('event', rows.events, 'events');
  await declare('category', rows.imageCategories, 'image categories');
  await declare('image', rows.images, 'images');
  await declare('relationType', rows.relationTypes, 'relation types');
  await declare('relation', rows.relations, 'relations');
  await declare('variable', rows.storyVariables, 'story variables');
  await declare('definition', rows.metaSchema, 'meta schema');
  await declare('dialog', rows.dialogs, 'dialogs');
  await declare('story', rows.stories, 'stories');
  await declare('block', rows.storyBlocks, 'story blocks');
  await declare('scene', rows.storyScenes, 'story scenes');
  await declare('map', rows.maps, 'maps');
  await declare('mapLayer', rows.mapLayers, 'map layers');
  await declare('mapFeature', rows.mapFeatures, 'map features');
  const id = (kind: Parameters<IdMap['find']>[0], oldId: string) => ids.find(kind, oldId)!;
  const user = input.userId;

  // Timeline: rows (a timeline keeps at least one), then events on the archive's calendar.
  const timelineRows = await mapInTurns(writes, rows.timelineRows, (row) => ({
    id: id('row', row.id),
    world_id: worldId,
    name: row.name,
    name_key: nameKey(row.name),
    position: row.position,
    created_at: row.createdAt,
    visibility: row.visibility ?? null,
  }));
  if (timelineRows.length === 0) {
    timelineRows.push({
      id: crypto.randomUUID(),
      world_id: worldId,
      name: firstRowName,
      name_key: nameKey(firstRowName),
      position: 0,
      created_at: input.now,
      visibility: null,
    });
  }
  await insertChunks(writes, 'timeline_rows', timelineRows);

  // Document types, including any a document or template names that the list lacks.
  await insertChunks(
    writes,
    'document_types',
    importedDocumentTypes(rows, worldId, ids, input.now),
  );

  // Tags, including any a document names that the tag list lacks.
  const tagIds = new Map<string, string>();
  const tagRows: Insertable<DB['tags']>[] = await mapInTurns(writes, rows.tags, (tag) => {
    tagIds.set(nameKey(tag.name), id('tag', tag.id));
    return {
      id: id('tag', tag.id),
      world_id: worldId,
      name: tag.name.trim(),
      name_key: nameKey(tag.name),
      previewable: tag.previewable ? 1 : 0,
      created_at: tag.createdAt,
    };
  });
  for (const document of rows.documents) {
    for (const name of document.tags) {
      if (!name.trim() || tagIds.has(nameKey(name))) continue;
      const tagId = crypto.randomUUID();
      tagIds.set(nameKey(name), tagId);
      tagRows.push({
        id: tagId,
        world_id: worldId,
        name: name.trim(),
        name_key: nameKey(name),
        previewable: 0,
        created_at: document.createdAt,
      });
    }
  }
  await insertChunks(writes, 'tags', tagRows);

  // Documents with their tags and mention links.
  const documentTags: Insertable<DB['document_tags']>[] = [];
  const documentLinks: Insertable<DB['document_links']>[] = [];
  checkDocumentTree(rows.documents);
  const newDocumentIds = new Set(rows.documents.map((document) => id('document', document.id)));
  const documents = await mapInTurns(writes, rows.documents, (document) => {
    const documentId = id('document', document.id);
    const contents = { ...document.contents, doc: rewireContents(document.contents.doc, ids) };
    const tagNames = [...new Set(document.tags.map((name) => name.trim()).filter(Boolean))];
    for (const name of new Set(tagNames.map(nameKey)))
      documentTags.push({ world_id: worldId, document_id: documentId, tag_id: tagIds.get(name)! });
    const row: DB['documents'] = {
      id: documentId,
      world_id: worldId,
      name: document.name.trim(),
      name_key: nameKey(document.name),
      type: document.type,
      description: document.description,
      contents: JSON.stringify(contents),
      contents_text: plainText(publicContents(contents).doc),
      version: document.version,
      visibility: document.visibility ?? null,
      created_by: user(document.createdBy),
      updated_by: user(document.updatedBy),
      created_at: document.createdAt,
      updated_at: document.updatedAt,
    };
    const targets = new Set(mentionedDocumentIds(publicContents(contents).doc));
    for (const target of targets) {
      if (target !== documentId && newDocumentIds.has(target)) {
        documentLinks.push({ world_id: worldId, source_id: documentId, target_id: target });
      }
    }
    search.push(documentSearchEntry(row, tagNames));
    return row;
  });
  await insertChunks(writes, 'documents', documents);
  dropped += await writeDocumentParents(writes, rows.documents, ids);
  await insertChunks(writes, 'document_tags', documentTags);
  await insertChunks(writes, 'document_links', documentLinks);

  const revisions = (
    await mapInTurns(writes, rows.revisions, (revision) => {
      const documentId = ids.find('document', revision.documentId);
      if (!documentId) {
        dropped += 1;
        return [];
      }
      const contents = { ...revision.contents, doc: rewireContents(revision.contents.doc, ids) };
      return [
        {
          id: id('revision', revision.id),
          world_id: worldId,
          document_id: documentId,
          version: revision.version,
          kind: revision.kind,
          restored_from: revision.restoredFrom,
          name: revision.name,
          type: revision.type,
          description: revision.description,
          tags: JSON.stringify(revision.tags),
          contents: JSON.stringify(contents),
          author_id: user(revision.author),
          created_at: revision.createdAt,
          editors: JSON.stringify(revision.editors.map(user).filter((editor) => editor !== null)),
        },
      ];
    })
  ).flat();
  await insertChunks(writes, 'document_revisions', revisions);

  await insertChunks(
    writes,
    'document_templates',
    await mapInTurns(writes, rows.templates, (template) => {
      const rich = richTextSchema.safeParse(template.contents);
      const contents = rich.success
        ? { ...rich.data, doc: rewireContents(migrateRichText(rich.data).doc, ids) }
        : template.contents;
      return {
        id: id('template', template.id),
        world_id: worldId,
        name: template.name,
        type: template.type,
        contents: JSON.stringify(contents),
        created_by: user(template.createdBy),
        created_at: template.createdAt,
      };
    }),
  );

  await insertChunks(
    writes,
    'todos',
    await mapInTurns(writes, rows.todos, (todo) => {
      const assignee = user(todo.assignee);
      return {
        id: id('todo', todo.id),
        world_id: worldId,
        text: todo.text,
        done: todo.done ? 1 : 0,
        assignee_id: assignee && input.memberIds.has(assignee) ? assignee : null,
        created_by: user(todo.createdBy),
        created_at: todo.createdAt,
        updated_at: todo.updatedAt,
      };
    }),
  );

  const calendar = createCalendar(input.calendar);
  const eventDocuments: Insertable<DB['event_documents']>[] = [];
  const events = await mapInTurns(writes, rows.events, (event) => {
    const eventId = id('event', event.id);
    const end = event.kind === 'instant' ? null : event.end;
    if (firstDateIssue(calendar, event.start, end))
      throw archiveErrors.damaged(`events: ${event.id} has a date outside the calendar`);
    for (const documentId of new Set(mapped('document', event.documentIds)))
      eventDocuments.push({ world_id: worldId, event_id: eventId, document_id: documentId });
    search.push({
      worldId,
      kind: 'event',
      refId: eventId,
      title: event.name,
      body: event.description,
    });
    return {
      id: eventId,
      world_id: worldId,
      row_id: required('row', event.rowId, `events: ${event.id}`),
      name: event.name,
      kind: event.kind,
      ...startColumns(event.start),
      ...endColumns(end),
      ...secondsOf(calendar, event.start, end, event.kind),
      description: event.description,
      version: event.version,
      created_by: user(event.createdBy),
      updated_by: user(event.updatedBy),
      created_at: event.createdAt,
      updated_at: event.updatedAt,
    };
  });
  await insertChunks(writes, 'events', events);
  await insertChunks(writes, 'event_documents', eventDocuments);

  // Images: the files are written already; here their rows.
  await insertChunks(
    writes,
    'image_categories',
    await mapInTurns(writes, rows.imageCategories, (category) => ({
      id: id('category', category.id),
      world_id: worldId,
      name: category.name,
      name_key: nameKey(category.name),
      created_at: category.createdAt,
    })),
  );
  const imageDocuments: Insertable<DB['image_documents']>[] = [];
  const images = await mapInTurns(writes, rows.images, (image) => {
    const imageId = id('image', image.id);
    const picture = input.pictures.get(image.file);
    if (!picture) throw archiveErrors.damaged(`images: ${image.file} is missing`);
    const categoryId =
      image.categoryId === null ? null : (ids.find('category', image.categoryId) ?? null);
    if (image.categoryId !== null && categoryId === null) dropped += 1;
    for (const documentId of new Set(mapped('document', image.documentIds)))
      imageDocuments.push({ world_id: worldId, image_id: imageId, document_id: documentId });
    search.push({ worldId, kind: 'image', refId: imageId, title: image.name, body: '' });
    return {
      id: imageId,
      world_id: worldId,
      category_id: categoryId,
      name: image.name,
      file_key: picture.fileKey,
      ext: picture.ext,
      mime: picture.mime,
      width: picture.width,
      height: picture.height,
      byte_size: picture.byteSize,
      version: image.version,
      created_by: user(image.createdBy),
      updated_by: user(image.updatedBy),
      created_at: image.createdAt,
      updated_at: image.updatedAt,
    };
  });
  await insertChunks(writes, 'images', images);
  await insertChunks(writes, 'image_documents', imageDocuments);

  // Relations and the graph's pinned positions.
  const directed = new Map(rows.relationTypes.map((type) => [type.id, type.directed]));
  await insertChunks(
    writes,
    'relation_types',
    await mapInTurns(writes, rows.relationTypes, (type) => ({
      id: id('relationType', type.id),
      world_id: worldId,
      name: type.name,
      name_key: nameKey(type.name),
      color: type.color,
      directed: type.directed ? 1 : 0,
      created_at: type.createdAt,
    })),
  );
  const relations = (
    await mapInTurns(writes, rows.relations, (relation) => {
      const typeId = ids.find('relationType', relation.typeId);
      const sourceId = ids.find('document', relation.sourceId);
      const targetId = ids.find('document', relation.targetId);
      if (!typeId || !sourceId || !targetId || sourceId === targetId) {
        dropped += 1;
        return [];
      }
      return [
        {
          id: id('relation', relation.id),
          world_id: worldId,
          type_id: typeId,
          source_id: sourceId,
          target_id: targetId,
          pair_key: pairKey(directed.get(relation.typeId) ?? true, sourceId, targetId),
          label: relation.label,
          created_by: user(relation.createdBy),
          created_at: relation.createdAt,
          updated_at: relation.updatedAt,
        },
      ];
    })
  ).flat();
  await insertChunks(writes, 'relations', relations);
  const positions = (
    await mapInTurns(writes, rows.graphPositions, (position) => {
      const documentId = ids.find('document', position.documentId);
      if (!documentId) dropped += 1;
      return documentId
        ? [{ world_id: worldId, document_id: documentId, x: position.x, y: position.y }]
        : [];
    })
  ).flat();
  await insertChunks(writes, 'graph_positions', positions);

  // Dialogs and what their graphs name.
  await insertChunks(
    writes,
    'story_variables',
    await mapInTurns(writes, rows.storyVariables, (variable) => ({
      id: id('variable', variable.id),
      world_id: worldId,
      name: variable.name,
      type: variable.type,
      commentary: variable.commentary,
      default_value: variable.defaultValue,
      created_at: variable.createdAt,
      updated_at: variable.updatedAt,
    })),
  );
  await insertChunks(
    writes,
    'dialog_meta_schemas',
    await mapInTurns(writes, rows.metaSchema, (definition) => ({
      id: id('definition', definition.id),
      world_id: worldId,
      name: definition.name,
      type: definition.type,
      commentary: definition.commentary,
      created_at: definition.createdAt,
      updated_at: definition.updatedAt,
    })),
  );
  for (const dialog of rows.dialogs) {
    const rewired = rewireGraph(dialog.graph, ids);
    dropped += rewired.dropped;
    const problem = graphStructureProblem(rewired.graph);
    if (problem) throw archiveErrors.damaged(`dialogs: ${dialog.id}: ${problem}`);
    const dialogId = id('dialog', dialog.id);
    await writes.write(async (trx) => {
      await trx
        .insertInto('dialogs')
        .values({
          id: dialogId,
          world_id: worldId,
          name: dialog.name,
          name_key: nameKey(dialog.name),
          kind: dialog.kind,
          graph: JSON.stringify(rewired.graph),
          node_count: rewired.graph.nodes.length,
          version: dialog.version,
          visibility: dialog.visibility ?? null,
          created_by: user(dialog.createdBy),
          updated_by: user(dialog.updatedBy),
          created_at: dialog.createdAt,
          updated_at: dialog.updatedAt,
        })
        .execute();
      await saveGraphLinks(trx, worldId, dialogId, graphReferences(rewired.graph));
    });
  }

  // Translations: a derived line id names its dialog by the new id's key.
  const translations = new Map<string, Insertable<DB['dialog_translations']>>();
  for (const translation of rows.dialogTranslations) {
    const dialogId = ids.find('dialog', translation.dialogId);
    if (!dialogId) {
      dropped += 1;
      continue;
    }
    const lineId = lineIdInDialog(translation.lineId, dialogId);
    translations.set(`${dialogId}\u0000${translation.language}\u0000${lineId}`, {
      dialog_id: dialogId,
      language: translation.language,
      line_id: lineId,
      text: translation.text,
      source_text: translation.sourceText,
      updated_at: translation.updatedAt,
      updated_by: user(translation.updatedBy),
    });
    await writes.turn();
  }
  await insertChunks(writes, 'dialog_translations', [...translations.values()]);

  // Stories: blocks, scenes and their links.
  await insertChunks(
    writes,
    'stories',
    await mapInTurns(writes, rows.stories, (story) => ({
      id: id('story', story.id),
      world_id: worldId,
      name: story.name,
      name_key: nameKey(story.name),
      type: story.type,
      description: story.description,
      version: story.version,
      visibility: story.visibility ?? null,
      created_by: user(story.createdBy),
      updated_by: user(story.updatedBy),
      created_at: story.createdAt,
      updated_at: story.updatedAt,
    })),
  );
  await insertChunks(
    writes,
    'story_blocks',
    await mapInTurns(writes, rows.storyBlocks, (block) => ({
      id: id('block', block.id),
      world_id: worldId,
      story_id: required('story', block.storyId, `story blocks: ${block.id}`),
      name: block.name,
      position: block.position,
      version: block.version,
      created_at: block.createdAt,
      updated_at: block.updatedAt,
    })),
  );
  const sceneLinks: Insertable<DB['story_scene_links']>[] = [];
  const scenes = await mapInTurns(writes, rows.storyScenes, (scene) => {
    const sceneId = id('scene', scene.id);
    let position = 0;
    for (const link of scene.links) {
      const targetId = ids.find(link.kind, link.id);
      if (!targetId) {
        dropped += 1;
        continue;
      }
      sceneLinks.push({
        world_id: worldId,
        scene_id: sceneId,
        target_kind: link.kind,
        target_id: targetId,
        document_id: link.kind === 'document' ? targetId : null,
        event_id: link.kind === 'event' ? targetId : null,
        dialog_id: link.kind === 'dialog' ? targetId : null,
        position: position++,
      });
    }
    return {
      id: sceneId,
      world_id: worldId,
      story_id: required('story', scene.storyId, `story scenes: ${scene.id}`),
      block_id: required('block', scene.blockId, `story scenes: ${scene.id}`),
      name: scene.name,
      text: scene.text,
      position: scene.position,
      version: scene.version,
      created_at: scene.createdAt,
      updated_at: scene.updatedAt,
    };
  });
  await insertChunks(writes, 'story_scenes', scenes);
  await insertChunks(writes, 'story_scene_links', sceneLinks);

  // Maps: parents linked once every map exists; a picture makes its map `tiling` until cut.
  const mapPictures: ImportedMapPicture[] = [];
  checkMapTree(rows.maps);
  const maps = await mapInTurns(writes, rows.maps, (map) => {
    const mapId = id('map', map.id);
    const fileKey = map.picture === null ? undefined : input.mapPictures.get(map.picture);
    if (map.picture !== null && fileKey === undefined)
      throw archiveErrors.damaged(`maps: ${map.picture} is missing`);
    if (fileKey) mapPictures.push({ mapId, fileKey });
    search.push({ worldId, kind: 'map', refId: mapId, title: map.name, body: map.description });
    return {
      id: mapId,
      world_id: worldId,
      name: map.name,
      description: map.description,
      parent_map_id: null,
      parent_pin_id: null,
      status: fileKey ? 'tiling' : 'empty',
      tiling_progress: fileKey ? 0 : null,
      file_key: null,
      width: map.width,
      height: map.height,
      max_zoom: null,
      pending_file_key: fileKey ?? null,
      scale_units_per_pixel: map.scale?.unitsPerPixel ?? null,
      scale_unit: map.scale?.unit ?? null,
      version: map.version,
      visibility: map.visibility ?? null,
      created_by: user(map.createdBy),
      updated_by: user(map.updatedBy),
      created_at: map.createdAt,
      updated_at: map.updatedAt,
    };
  });
  await insertChunks(writes, 'maps', maps);
  const layerMaps = new Map<string, string>();
  const secretLayers = new Set<string>();
  await insertChunks(
    writes,
    'map_layers',
    await mapInTurns(writes, rows.mapLayers, (layer) => {
      const layerId = id('mapLayer', layer.id);
      const mapId = required('map', layer.mapId, `map layers: ${layer.id}`);
      layerMaps.set(layerId, mapId);
      if (layer.secret) secretLayers.add(layerId);
      return {
        id: layerId,
        world_id: worldId,
        map_id: mapId,
        name: layer.name,
        position: layer.position,
        secret: layer.secret ? 1 : 0,
        visible: layer.visible ? 1 : 0,
        version: layer.version,
        visibility: layer.visibility ?? null,
        created_at: layer.createdAt,
        updated_at: layer.updatedAt,
      };
    }),
  );
  const optional = (kind: Parameters<IdMap['find']>[0], oldId: string | null) => {
    if (oldId === null) return null;
    const found = ids.find(kind, oldId);
    if (!found) dropped += 1;
    return found ?? null;
  };
  const features = (
    await mapInTurns(writes, rows.mapFeatures, (feature) => {
      const where = `map features: ${feature.id}`;
      const mapId = required('map', feature.mapId, where);
      // A feature whose layer is gone is dropped, never moved: its layer may have been secret.
      const layerId = feature.layerId === null ? null : ids.find('mapLayer', feature.layerId);
      if (layerId === undefined) {
        dropped += 1;
        return [];
      }
      if (layerId !== null && layerMaps.get(layerId) !== mapId)
        throw archiveErrors.damaged(`${where}: its layer is on another map`);
      const geometry = feature.geometry;
      if (geometry.kind !== 'pin' && mapGeometryProblem(geometry.kind, geometry.points))
        throw archiveErrors.damaged(`${where}: its outline is not a shape`);
      if (feature.from && feature.until && compareDateParts(feature.until, feature.from) <= 0)
        throw archiveErrors.damaged(`${where}: it ends before it starts`);
      return [
        {
          id: id('mapFeature', feature.id),
          world_id: worldId,
          map_id: mapId,
          layer_id: layerId,
          kind: geometry.kind,
          geometry: JSON.stringify(geometry),
          name: feature.name,
          description: feature.description,
          document_id: optional('document', feature.documentId),
          child_map_id: geometry.kind === 'pin' ? optional('map', feature.childMapId) : null,
          event_id: optional('event', feature.eventId),
          color: feature.color,
          icon: feature.icon,
          from_date: feature.from ? JSON.stringify(feature.from) : null,
          until_date: feature.until ? JSON.stringify(feature.until) : null,
          version: feature.version,
          created_by: user(feature.createdBy),
          updated_by: user(feature.updatedBy),
          created_at: feature.createdAt,
          updated_at: feature.updatedAt,
        },
      ];
    })
  ).flat();
  await insertChunks(writes, 'map_features', features);
  const documentNames = new Map(documents.map((document) => [document.id, document.name]));
  for (const feature of features)
    search.push(
      placeSearchEntry({
        worldId,
        id: feature.id,
        name: feature.name,
        description: feature.description,
        documentName:
          feature.document_id === null ? null : (documentNames.get(feature.document_id) ?? null),
        secret: feature.layer_id !== null && secretLayers.has(feature.layer_id),
      }),
    );
  for (const map of rows.maps) {
    const parentMapId = optional('map', map.parentMapId);
    const parentPinId = optional('mapFeature', map.parentPinId);
    if (parentMapId === null && parentPinId === null) continue;
    await writes.write((trx) =>
      trx
        .updateTable('maps')
        .set({ parent_map_id: parentMapId, parent_pin_id: parentPinId })
        .where('id', '=', id('map', map.id))
        .execute(),
    );
  }

  // A few at a time: one statement indexing 200 documents' words took a second.
  for (const entries of chunks(search, 20, 32 * 1024))
    await writes.write((trx) => indexNewEntries(trx, entries));
  return { droppedReferences: dropped, mapPictures };
}

/** Maps hang from maps without a loop (a map cannot be its own ancestor). */
function checkMapTree(maps: ArchiveRows['maps']): void {
  const parents = new Map(maps.map((map) => [map.id, map.parentMapId]));
  for (const map of maps) {
    const seen = new Set([map.id]);
    for (let parent = map.parentMapId; parent !== null; parent = parents.get(parent) ?? null) {
      if (seen.has(parent)) throw archiveErrors.damaged(`maps: ${map.id} is its own ancestor`);
      seen.add(parent);
    }
  }
}

/**
 * Chunked so each statement stays under SQLite's and PostgreSQL's
 * bound-parameter limits, and short: a statement is the smallest step
 * between two turns of the event loop.
 */
async function insertChunks<T extends keyof DB & string>(
  writes: SlicedWrites,
  table: T,
  values: Insertable<DB[T]>[],
): Promise<void> {
  for (const chunk of chunks(values as Record<string, unknown>[], 100, 64 * 1024)) {
    // Kysely's insert typing cannot follow a generic table name.
    await writes.write((trx) =>
      (trx as unknown as Transaction<Record<string, Record<string, unknown>>>)
        .insertInto(table)
        .values(chunk)
        .execute(),
    );
  }
}

/** Runs of at most `maxRows` rows and about `maxChars` characters of text (a statement's cost follows its bytes). */
function* chunks<T extends object>(rows: T[], maxRows: number, maxChars: number): Generator<T[]> {
  let chunk: T[] = [];
  let chars = 0;
  for (const row of rows) {
    for (const value of Object.values(row)) if (typeof value === 'string') chars += value.length;
    chunk.push(row);
    if (chunk.length >= maxRows || chars >= maxChars) {
      yield chunk;
      chunk = [];
      chars = 0;
    }
  }
  if (chunk.length > 0) yield chunk;
}
