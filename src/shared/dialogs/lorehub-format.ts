/**
 * The LoreHub dialogue export, version 2: the original product's format, read
 * by its public player (issue 7). A flat list of resources pointing at each
 * other by id:
 * - the dialogue `dialogue/{D}`;
 * - its nodes `dialogue/{D}/dialogue-node/{N}`, each with a content block
 *   whose id is `{N}`, and options `…/dialogue-node/{N}/dialogue-node-option/{O}`;
 * - links `dialogue/{D}/dialogue-link/{L}` from the dialogue (to the starting
 *   node), from a node (its next node) or from an option (where it leads; an
 *   option without one ends the dialog);
 * - stubs of the documents the content names, boolean variables, meta schema
 *   definitions.
 * Types, ids and the format's own validity rule live here; the exporter and
 * the importer are beside it.
 */
export const loreHubExportType = '@lorehub/export-schema';
export const loreHubApiVersion = '2.0.0';

export interface LoreHubVariableValue {
  variableId: string;
  value: string;
}

export interface LoreHubDialogue {
  type: '@lorehub/dialogue';
  apiVersion: '2.0.0';
  id: string;
  /** LoreHub's own files may leave it out; its player does not read it. */
  name?: string;
}

export interface LoreHubDialogueNode {
  type: '@lorehub/dialogue-node';
  apiVersion: '2.0.0';
  id: string;
  /** LoreHub's own files may leave it out: see `nodeContentBlockId`. */
  contentBlockId?: string;
  optionsIds: string[];
  setVariableOnStart: LoreHubVariableValue[];
  metaData: { metaSchemaId: string; metaSchemaValue: string }[];
}

export interface LoreHubDialogueNodeOption {
  type: '@lorehub/dialogue-node-option';
  apiVersion: '2.0.0';
  id: string;
  text: string;
  requiredVariables: LoreHubVariableValue[];
}

export interface LoreHubDialogueLink {
  type: '@lorehub/dialogue-link';
  apiVersion: '1.0.0';
  id: string;
  from: string;
  to: string;
}

/** A piece of content: text, or a document reference (with its own text, or null for the document itself). */
export type LoreHubContentPiece = { text: string } | { text: string | null; documentId: string };

export interface LoreHubContentBlock {
  type: '@lorehub/content-block';
  apiVersion: '1.0.0';
  id: string;
  content: LoreHubContentPiece[];
}

export interface LoreHubDocument {
  type: '@lorehub/document';
  apiVersion: '1.0.0';
  id: string;
  name: string;
}

export interface LoreHubVariable {
  type: '@lorehub/variable';
  apiVersion: '1.0.0';
  id: string;
  name: string;
  variableType: 'boolean';
  defaultValue: 'true' | 'false';
}

export interface LoreHubMetaSchema {
  type: '@lorehub/meta-schema';
  apiVersion: '1.0.0';
  id: string;
  name: string;
  schemaType: 'text' | 'integer';
}

export type LoreHubResource =
  | LoreHubDialogue
  | LoreHubDialogueNode
  | LoreHubDialogueNodeOption
  | LoreHubDialogueLink
  | LoreHubContentBlock
  | LoreHubDocument
  | LoreHubVariable
  | LoreHubMetaSchema;

export interface LoreHubExport {
  type: typeof loreHubExportType;
  apiVersion: typeof loreHubApiVersion;
  resources: LoreHubResource[];
}

export const loreHubIds = {
  dialogue: (dialogueId: string) => `dialogue/${dialogueId}`,
  node: (dialogueId: string, nodeId: string) => `dialogue/${dialogueId}/dialogue-node/${nodeId}`,
  option: (dialogueId: string, nodeId: string, optionId: string) =>
    `dialogue/${dialogueId}/dialogue-node/${nodeId}/dialogue-node-option/${optionId}`,
  link: (dialogueId: string, linkId: string) => `dialogue/${dialogueId}/dialogue-link/${linkId}`,
};

export function isDocumentPiece(
  piece: LoreHubContentPiece,
): piece is { text: string | null; documentId: string } {
  return 'documentId' in piece;
}

/** The last part of a full id: `dialogue/D/dialogue-node/n3` → `n3`. */
export function lastIdPart(id: string): string {
  return id.slice(id.lastIndexOf('/') + 1);
}

/**
 * The content block a node shows: the one its `contentBlockId` names; else,
 * as LoreHub's public player finds it (it never reads `contentBlockId`, and
 * LoreHub's own files may lack it), the block whose id is the last part of
 * the node's id (or, as version 1 has it, the node's whole id). They agree on
 * LoreHub's files and on ours, except ours of node ids holding a `/`, which
 * need the first. Undefined when none is in `blockIds`.
 */
export function nodeContentBlockId(
  node: Pick<LoreHubDialogueNode, 'id' | 'contentBlockId'>,
  blockIds: ReadonlySet<string>,
): string | undefined {
  if (node.contentBlockId !== undefined && blockIds.has(node.contentBlockId))
    return node.contentBlockId;
  // Version 1's player takes the block of the node's own id.
  if (blockIds.has(node.id)) return node.id;
  const byId = lastIdPart(node.id);
  return blockIds.has(byId) ? byId : undefined;
}

export type LoreHubValidityProblem =
  | { code: 'empty' }
  | { code: 'contentBlockMissing'; resourceId: string }
  | { code: 'documentMissing'; resourceId: string };

/**
 * The format's own validity rule: not empty (at least one node), every node's
 * content block present (see `nodeContentBlockId`), every document a content block names present.
 */
export function loreHubValidityProblems(data: LoreHubExport): LoreHubValidityProblem[] {
  const problems: LoreHubValidityProblem[] = [];
  const contentBlocks = new Set<string>();
  const documents = new Set<string>();
  for (const resource of data.resources) {
    if (resource.type === '@lorehub/content-block') contentBlocks.add(resource.id);
    if (resource.type === '@lorehub/document') documents.add(resource.id);
  }
  const nodes = data.resources.filter((resource) => resource.type === '@lorehub/dialogue-node');
  if (nodes.length === 0) problems.push({ code: 'empty' });
  for (const node of nodes) {
    if (nodeContentBlockId(node, contentBlocks) === undefined) {
      problems.push({ code: 'contentBlockMissing', resourceId: node.id });
    }
  }
  const missing = new Set<string>();
  for (const resource of data.resources) {
    if (resource.type !== '@lorehub/content-block') continue;
    for (const piece of resource.content) {
      if (isDocumentPiece(piece) && !documents.has(piece.documentId)) missing.add(piece.documentId);
    }
  }
  for (const id of missing) problems.push({ code: 'documentMissing', resourceId: id });
  return problems;
}
