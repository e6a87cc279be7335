import * as z from 'zod/mini';
import { dialogGraph, dialogGraphVersion } from './dialog-graph';
import type {
  DialogChoice,
  DialogDocumentRef,
  DialogGraph,
  DialogNode,
  DialogVariable,
  MetaSchemaDefinition,
} from './dialog-graph';
import { graphIntegrityProblems } from './dialog-integrity';
import {
  isDocumentPiece,
  lastIdPart,
  loreHubApiVersion,
  loreHubExportType,
  loreHubValidityProblems,
  nodeContentBlockId,
} from './lorehub-format';
import type { LoreHubExport, LoreHubResource } from './lorehub-format';

/**
 * Reads a LoreHub dialogue export (version 2, or 1: see `version1AsLinks`)
 * back into a branching dialog:
 * node and option ids lose their `dialogue/{D}/…` prefixes (so an export of
 * ours comes back with the ids it had), variables, meta schema definitions and
 * document stubs come back as definitions for the caller to match with the
 * world's. Positions are not in the format: nodes are laid out in columns by
 * their distance from the start, which the builder's auto-layout can refine.
 *
 * The file is read as LoreHub's public player reads it, so that whatever it
 * plays comes in: a dialogue without a name (the caller names it), a node
 * without `contentBlockId` (its block is found by the node id's last part),
 * ids in other shapes than ours (then their last part is the local id),
 * resources of any `apiVersion`. Where the player would silently take the
 * first of two resources with one id, the file is refused instead.
 *
 * Anything that would not make a consistent dialog is refused with a list of
 * problems rather than half imported. Resources of types this version does not
 * know are skipped (a newer exporter may add some), and document references
 * inside a line become the document's name: both are listed in `losses`.
 */
export const loreHubImportCodes = [
  /** The text is not JSON. */
  'notJson',
  /** Not `{"type":"@lorehub/export-schema","apiVersion":"2.0.0" or "1.0.0","resources":[…]}`. */
  'notLoreHubExport',
  /** A resource of a known type without the fields the format requires. */
  'malformedResource',
  /** No dialogue resource, or more than one. */
  'dialogueMissing',
  'severalDialogues',
  /** The format's validity rule (see `loreHubValidityProblems`). */
  'empty',
  'contentBlockMissing',
  'documentMissing',
  /** A node lists an option that is not in the file. */
  'optionMissing',
  /** A link from or to something that is not in the file, or to something other than a node. */
  'linkBroken',
  /** Two links leave the same dialogue, node or option. */
  'linkDuplicated',
  /** Two nodes, options of a node or content blocks share an id (the resource id names it). */
  'duplicateId',
  /** The ids or sizes do not fit a dialog (duplicate ids, ids over 64 characters, over the limits). */
  'notADialog',
] as const;
export type LoreHubImportCode = (typeof loreHubImportCodes)[number];

export interface LoreHubImportProblem {
  code: LoreHubImportCode;
  /** The resource at fault, as the file names it. */
  resourceId?: string;
}

/** What a reading left out or changed, for the import's report. */
export interface DialogImportLoss {
  code: 'resourceSkipped' | 'mentionFlattened';
  count: number;
  /** A few examples: the skipped types, the documents named. */
  examples: string[];
}

export interface LoreHubImported {
  ok: true;
  graph: DialogGraph;
  kind: 'branching';
  name: string;
  variables: DialogVariable[];
  metaSchema: MetaSchemaDefinition[];
  documents: DialogDocumentRef[];
  losses: DialogImportLoss[];
}

export type LoreHubImportResult = LoreHubImported | { ok: false; problems: LoreHubImportProblem[] };

const variableValue = z.object({ variableId: z.string(), value: z.string() });
/** LoreHub's player reads no resource's `apiVersion`, and neither do we. */
const anyVersion = z.optional(z.unknown());
const resourceSchemas: Record<string, z.ZodMiniType> = {
  '@lorehub/dialogue': z.object({
    type: z.literal('@lorehub/dialogue'),
    apiVersion: anyVersion,
    id: z.string(),
    name: z.optional(z.string()),
  }),
  '@lorehub/dialogue-node': z.object({
    type: z.literal('@lorehub/dialogue-node'),
    apiVersion: anyVersion,
    id: z.string(),
    contentBlockId: z.optional(z.string()),
    optionsIds: z._default(z.array(z.string()), []),
    setVariableOnStart: z._default(z.array(variableValue), []),
    metaData: z._default(
      z.array(z.object({ metaSchemaId: z.string(), metaSchemaValue: z.string() })),
      [],
    ),
  }),
  '@lorehub/dialogue-node-option': z.object({
    type: z.literal('@lorehub/dialogue-node-option'),
    apiVersion: anyVersion,
    id: z.string(),
    text: z._default(z.string(), ''),
    requiredVariables: z._default(z.array(variableValue), []),
  }),
  '@lorehub/dialogue-link': z.object({
    type: z.literal('@lorehub/dialogue-link'),
    apiVersion: anyVersion,
    id: z.string(),
    from: z.string(),
    to: z.string(),
  }),
  '@lorehub/content-block': z.object({
    type: z.literal('@lorehub/content-block'),
    apiVersion: anyVersion,
    id: z.string(),
    content: z.array(
      z.union([
        // A reference without `text` shows the document's name, as one with null.
        z.pipe(
          z.object({ text: z.optional(z.nullable(z.string())), documentId: z.string() }),
          z.transform(({ text, documentId }) => ({ text: text ?? null, documentId })),
        ),
        z.object({ text: z.string() }),
      ]),
    ),
  }),
  '@lorehub/document': z.object({
    type: z.literal('@lorehub/document'),
    apiVersion: anyVersion,
    id: z.string(),
    name: z.string(),
  }),
  '@lorehub/variable': z.object({
    type: z.literal('@lorehub/variable'),
    apiVersion: anyVersion,
    id: z.string(),
    name: z.string(),
    variableType: z._default(z.literal('boolean'), 'boolean'),
    defaultValue: z.enum(['true', 'false']),
  }),
  '@lorehub/meta-schema': z.object({
    type: z.literal('@lorehub/meta-schema'),
    apiVersion: anyVersion,
    id: z.string(),
    name: z.string(),
    // LoreHub's documented example misspells the key; its player plays it.
    schemaType: z._default(z.enum(['text', 'integer']), 'text'),
  }),
};

const envelope = z.object({
  type: z.literal(loreHubExportType),
  apiVersion: z.enum(['1.0.0', loreHubApiVersion]),
  resources: z.array(z.unknown()),
});

/**
 * Version 1 as LoreHub's public player of that version reads it: the
 * dialogue names its `startingNodeId`, a node its `nextDialogueNodeId`, an
 * option the `nextDialogueNodeId` it leads to, and a node's content block has
 * the node's id. Those pointers become the links of version 2, which is read
 * from there on.
 */
function version1AsLinks(items: readonly unknown[]): unknown[] {
  const links: unknown[] = [];
  const link = (from: string, to: unknown) => {
    if (typeof to !== 'string' || to === '') return;
    links.push({ type: '@lorehub/dialogue-link', id: `${from} → ${to}`, from, to });
  };
  for (const item of items) {
    if (item === null || typeof item !== 'object') continue;
    const { type, id } = item as { type?: unknown; id?: unknown };
    if (typeof id !== 'string') continue;
    if (type === '@lorehub/dialogue')
      link(id, (item as { startingNodeId?: unknown }).startingNodeId);
    if (type === '@lorehub/dialogue-node' || type === '@lorehub/dialogue-node-option')
      link(id, (item as { nextDialogueNodeId?: unknown }).nextDialogueNodeId);
  }
  return [...items, ...links];
}

/** Reads an export: its text, or the value `JSON.parse` made of it. */
export function importLoreHub(input: unknown): LoreHubImportResult {
  let raw = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch {
      return refuse({ code: 'notJson' });
    }
  }
  const parsedEnvelope = envelope.safeParse(raw);
  if (!parsedEnvelope.success) return refuse({ code: 'notLoreHubExport' });
  const items =
    parsedEnvelope.data.apiVersion === '1.0.0'
      ? version1AsLinks(parsedEnvelope.data.resources)
      : parsedEnvelope.data.resources;

  const problems: LoreHubImportProblem[] = [];
  const resources: LoreHubResource[] = [];
  const skipped = new Losses('resourceSkipped');
  for (const item of items) {
    const type = (item as { type?: unknown } | null)?.type;
    const schema = typeof type === 'string' ? resourceSchemas[type] : undefined;
    if (!schema) {
      skipped.add(typeof type === 'string' ? type.slice(0, 100) : '?');
      continue;
    }
    const parsed = schema.safeParse(item);
    if (parsed.success) resources.push(parsed.data as LoreHubResource);
    else {
      const id = (item as { id?: unknown }).id;
      problems.push({
        code: 'malformedResource',
        ...(typeof id === 'string' ? { resourceId: id } : {}),
      });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const data: LoreHubExport = { type: loreHubExportType, apiVersion: loreHubApiVersion, resources };

  const dialogues = resources.filter((resource) => resource.type === '@lorehub/dialogue');
  const dialogue = dialogues[0];
  if (!dialogue) return refuse({ code: 'dialogueMissing' });
  if (dialogues.length > 1)
    return refuse({ code: 'severalDialogues', resourceId: dialogues[1]?.id });
  problems.push(...loreHubValidityProblems(data));
  if (problems.length > 0) return { ok: false, problems };

  const duplicates = duplicateIds(resources);
  if (duplicates.length > 0) return { ok: false, problems: duplicates };
  return readDialogue(dialogue.id, dialogue.name ?? '', resources, skipped);
}

function readDialogue(
  dialogueId: string,
  name: string,
  resources: LoreHubResource[],
  skipped: Losses,
): LoreHubImportResult {
  const problems: LoreHubImportProblem[] = [];
  const flattened = new Losses('mentionFlattened');
  const byType = <T extends LoreHubResource['type']>(type: T) =>
    resources.filter(
      (resource): resource is Extract<LoreHubResource, { type: T }> => resource.type === type,
    );
  const contentBlocks = new Map(byType('@lorehub/content-block').map((block) => [block.id, block]));
  const blockIds = new Set(contentBlocks.keys());
  const documents = byType('@lorehub/document').map(({ id, name }) => ({ id, name }));
  const documentNames = new Map(documents.map((document) => [document.id, document.name]));
  const options = new Map(
    byType('@lorehub/dialogue-node-option').map((option) => [option.id, option]),
  );

  const nodePrefix = `${dialogueId}/dialogue-node/`;
  const nodes: DialogNode[] = [];
  const nodeByFullId = new Map<string, DialogNode>();
  const choiceByOptionId = new Map<string, DialogChoice>();
  const speakerIds = new Set<string>();
  const localNodeIds = new Set<string>();
  for (const resource of byType('@lorehub/dialogue-node')) {
    const blockId = nodeContentBlockId(resource, blockIds);
    const block = blockId === undefined ? undefined : contentBlocks.get(blockId);
    const content = block?.content ?? [];
    const first = content[0];
    const speakerId = first && isDocumentPiece(first) && !first.text ? first.documentId : null;
    if (speakerId !== null) speakerIds.add(speakerId);
    const text = content
      .slice(speakerId !== null ? 1 : 0)
      .map((piece) => {
        if (!isDocumentPiece(piece)) return piece.text;
        const documentName = documentNames.get(piece.documentId) ?? '';
        flattened.add(documentName);
        return piece.text ?? documentName;
      })
      .join('');
    const id = localId(resource.id, nodePrefix);
    if (localNodeIds.has(id)) {
      problems.push({ code: 'duplicateId', resourceId: resource.id });
      continue;
    }
    localNodeIds.add(id);
    const choices: DialogChoice[] = [];
    for (const optionId of resource.optionsIds) {
      const option = options.get(optionId);
      if (!option) {
        problems.push({ code: 'optionMissing', resourceId: optionId });
        continue;
      }
      const choiceId = localId(option.id, `${resource.id}/dialogue-node-option/`);
      if (choices.some((choice) => choice.id === choiceId)) {
        problems.push({ code: 'duplicateId', resourceId: option.id });
        continue;
      }
      const choice: DialogChoice = {
        id: choiceId,
        text: option.text,
        conditions: option.requiredVariables.map(({ variableId, value }) => ({
          variableId,
          operator: 'eq' as const,
          value,
        })),
        targetId: null,
      };
      choices.push(choice);
      choiceByOptionId.set(option.id, choice);
    }
    const node: DialogNode = {
      id,
      kind: speakerId !== null ? 'character' : resource.metaData.length > 0 ? 'custom' : 'text',
      text,
      speakerId,
      meta: resource.metaData.map(({ metaSchemaId, metaSchemaValue }) => ({
        schemaId: metaSchemaId,
        value: metaSchemaValue,
      })),
      onEnter: resource.setVariableOnStart.map(({ variableId, value }) => ({
        variableId,
        operation: 'set' as const,
        value,
      })),
      choices,
      nextId: null,
      position: { x: 0, y: 0 },
    };
    nodes.push(node);
    nodeByFullId.set(resource.id, node);
  }

  let startNodeId: string | null = null;
  const linked = new Set<string>();
  for (const link of byType('@lorehub/dialogue-link')) {
    const target = nodeByFullId.get(link.to);
    const fromNode = nodeByFullId.get(link.from);
    const fromOption = choiceByOptionId.get(link.from);
    if (!target || (link.from !== dialogueId && !fromNode && !fromOption)) {
      problems.push({ code: 'linkBroken', resourceId: link.id });
      continue;
    }
    if (linked.has(link.from)) {
      problems.push({ code: 'linkDuplicated', resourceId: link.id });
      continue;
    }
    linked.add(link.from);
    if (link.from === dialogueId) startNodeId = target.id;
    else if (fromNode) fromNode.nextId = target.id;
    else if (fromOption) fromOption.targetId = target.id;
  }
  if (problems.length > 0) return { ok: false, problems };

  const graph: DialogGraph = { version: dialogGraphVersion, startNodeId, nodes };
  layOut(graph);
  const fits = dialogGraph.safeParse(graph).success && graphIntegrityProblems(graph).length === 0;
  if (!fits) return refuse({ code: 'notADialog' });
  return {
    ok: true,
    graph,
    kind: 'branching',
    name,
    variables: byType('@lorehub/variable').map((variable) => ({
      id: variable.id,
      name: variable.name,
      type: 'boolean',
      commentary: '',
      defaultValue: variable.defaultValue,
    })),
    metaSchema: byType('@lorehub/meta-schema').map((schema) => ({
      id: schema.id,
      name: schema.name,
      type: schema.schemaType,
      commentary: '',
    })),
    // Speakers only: a document named inside a line became text (`mentionFlattened`).
    documents: documents.filter((document) => speakerIds.has(document.id)),
    losses: [skipped, flattened].filter((loss) => loss.count > 0).map((loss) => loss.report()),
  };
}

/** Counts one kind of loss and keeps its first few distinct examples. */
class Losses {
  count = 0;
  private readonly examples = new Set<string>();
  constructor(private readonly code: DialogImportLoss['code']) {}

  add(example: string): void {
    this.count++;
    if (this.examples.size < 5) this.examples.add(example);
  }

  report(): DialogImportLoss {
    return { code: this.code, count: this.count, examples: [...this.examples] };
  }
}

function refuse(problem: LoreHubImportProblem): LoreHubImportResult {
  return { ok: false, problems: [problem] };
}

/** The id past our exporter's prefix; else, for ids of other shapes, their last part. */
function localId(id: string, prefix: string): string {
  return id.startsWith(prefix) && id.length > prefix.length
    ? id.slice(prefix.length)
    : lastIdPart(id);
}

/**
 * Nodes, options and content blocks whose id another of their type has:
 * LoreHub's player would take the first copy and we the last, so neither.
 */
function duplicateIds(resources: readonly LoreHubResource[]): LoreHubImportProblem[] {
  const seen = new Set<string>();
  const reported = new Set<string>();
  const problems: LoreHubImportProblem[] = [];
  for (const resource of resources) {
    const { type } = resource;
    if (
      type !== '@lorehub/dialogue-node' &&
      type !== '@lorehub/dialogue-node-option' &&
      type !== '@lorehub/content-block'
    )
      continue;
    const key = `${type} ${resource.id}`;
    if (!seen.has(key)) seen.add(key);
    else if (!reported.has(key)) {
      reported.add(key);
      problems.push({ code: 'duplicateId', resourceId: resource.id });
    }
  }
  return problems;
}

/**
 * Columns by distance from the start (breadth first), rows in file order;
 * nodes the start does not reach go in a last column. Mutates the positions of
 * the graph being built.
 */
function layOut(graph: DialogGraph): void {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const depth = new Map<string, number>();
  const queue: string[] = [];
  if (graph.startNodeId !== null) {
    depth.set(graph.startNodeId, 0);
    queue.push(graph.startNodeId);
  }
  for (let index = 0; index < queue.length; index++) {
    const id = queue[index] as string;
    const node = byId.get(id);
    if (!node) continue;
    const targets = [...node.choices.map((choice) => choice.targetId), node.nextId];
    for (const target of targets) {
      if (target === null || depth.has(target)) continue;
      depth.set(target, (depth.get(id) ?? 0) + 1);
      queue.push(target);
    }
  }
  const lastColumn = Math.max(-1, ...depth.values()) + 1;
  const rows = new Map<number, number>();
  for (const node of graph.nodes) {
    const column = depth.get(node.id) ?? lastColumn;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    node.position = { x: column * 320, y: row * 180 };
  }
}
