import { linearized } from '../dialog-graph';
import type { DialogChoice, DialogContext, DialogGraph, DialogNode } from '../dialog-graph';

/**
 * The translatable lines of a dialog: a node's own text and each of
 * its choices' texts. Every line has a line id that survives edits and moves,
 * because it is derived from the node and choice ids, which never change; an
 * id an import carried (Yarn's `#line:`) is kept as it was instead.
 */
export interface DialogLine {
  lineId: string;
  nodeId: string;
  /** Null: the node's own text; else one of its choices. */
  choiceId: string | null;
  /** The source text. */
  text: string;
  /** '' for narration and choices. */
  speakerName: string;
  /** For translators: generated and language-neutral (quotes and arrows, no prose). */
  context: string;
  /** The node's voice or acting direction; '' for choices. */
  direction: string;
  /** The world's limit for lines or for choices; null: none. */
  charLimit: number | null;
}

/** The world's character limits for translated lines and choices. */
export interface CharLimits {
  line: number | null;
  choice: number | null;
}

const safeIdPart = /^[A-Za-z0-9_-]{1,24}$/;

/** The stable line id of a node's text, or of one of its choices. Only `[A-Za-z0-9_-]`, at most 64 characters. */
export function lineIdOf(
  dialogId: string,
  node: { id: string; lineId?: string },
  choice?: { id: string; lineId?: string },
): string {
  if (choice) {
    return choice.lineId ?? `${dialogKey(dialogId)}-${safe(node.id)}-${safe(choice.id)}`;
  }
  return node.lineId ?? `${dialogKey(dialogId)}-${safe(node.id)}`;
}

function dialogKey(dialogId: string): string {
  return dialogId.slice(0, 8).replace(/[^A-Za-z0-9]/g, '') || 'd';
}

/** Ids from imports may hold anything; those are replaced by their hash. */
function safe(id: string): string {
  return safeIdPart.test(id) ? id : `h${fnv1a(id)}`;
}

/** 32-bit FNV-1a over the UTF-16 code units, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Every line of the dialog with text, in play order (breadth-first from the
 * start, then the nodes nothing reaches, in stored order): a node's text, then
 * its choices. Textless nodes (conditions only) carry no line.
 */
export function dialogLines(
  graph: DialogGraph,
  context: DialogContext,
  limits: CharLimits,
): DialogLine[] {
  const played = linearized(graph, context.kind);
  const byId = new Map(played.nodes.map((node) => [node.id, node]));
  const speakerNames = new Map(context.documents.map((document) => [document.id, document.name]));
  const incoming = incomingTexts(played);
  const lines: DialogLine[] = [];
  for (const node of playOrder(played, byId)) {
    if (node.text.trim() !== '') {
      const speakerName =
        node.kind === 'character' && node.speakerId !== null
          ? (speakerNames.get(node.speakerId) ?? '')
          : '';
      lines.push({
        lineId: lineIdOf(context.dialogId, node),
        nodeId: node.id,
        choiceId: null,
        text: node.text,
        speakerName,
        context: nodeContext(node, incoming.get(node.id), byId),
        direction: node.direction ?? '',
        charLimit: limits.line,
      });
    }
    for (const choice of node.choices) {
      if (choice.text.trim() === '') continue;
      lines.push({
        lineId: lineIdOf(context.dialogId, node, choice),
        nodeId: node.id,
        choiceId: choice.id,
        text: choice.text,
        speakerName: '',
        context: choiceContext(node, choice, byId),
        direction: '',
        charLimit: limits.choice,
      });
    }
  }
  return lines;
}

function playOrder(graph: DialogGraph, byId: ReadonlyMap<string, DialogNode>): DialogNode[] {
  const seen = new Set<string>();
  const order: DialogNode[] = [];
  const queue: string[] = graph.startNodeId !== null ? [graph.startNodeId] : [];
  const visit = (): void => {
    while (queue.length > 0) {
      const node = byId.get(queue.shift() as string);
      if (!node || seen.has(node.id)) continue;
      seen.add(node.id);
      order.push(node);
      for (const choice of node.choices) if (choice.targetId !== null) queue.push(choice.targetId);
      if (node.choices.length === 0 && node.nextId !== null) queue.push(node.nextId);
    }
  };
  visit();
  for (const node of graph.nodes) {
    if (seen.has(node.id)) continue;
    queue.push(node.id);
    visit();
  }
  return order;
}

const quoteLength = 60;

/** A text as context shows it: on one line, quoted, cut short. */
function quoted(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  const cut =
    characters.length > quoteLength ? `${characters.slice(0, quoteLength - 1).join('')}…` : flat;
  return `"${cut}"`;
}

/** For each node, the text that first leads into it (a choice's or the node before it). */
function incomingTexts(graph: DialogGraph): Map<string, string> {
  const texts = new Map<string, string>();
  for (const node of graph.nodes) {
    for (const choice of node.choices) {
      if (choice.targetId !== null && !texts.has(choice.targetId) && choice.text.trim() !== '') {
        texts.set(choice.targetId, choice.text);
      }
    }
    if (node.choices.length === 0 && node.nextId !== null && !texts.has(node.nextId)) {
      if (node.text.trim() !== '') texts.set(node.nextId, node.text);
    }
  }
  return texts;
}

/** `← "what led here"`, then `→ "option" | "option"` or `→ "next line"`. */
function nodeContext(
  node: DialogNode,
  incoming: string | undefined,
  byId: ReadonlyMap<string, DialogNode>,
): string {
  const parts: string[] = [];
  if (incoming !== undefined) parts.push(`← ${quoted(incoming)}`);
  const options = node.choices.filter((choice) => choice.text.trim() !== '');
  if (options.length > 0) {
    parts.push(`→ ${options.map((choice) => quoted(choice.text)).join(' | ')}`);
  } else if (node.choices.length === 0 && node.nextId !== null) {
    const next = byId.get(node.nextId);
    if (next && next.text.trim() !== '') parts.push(`→ ${quoted(next.text)}`);
  }
  return parts.join(' ');
}

/** `← "the line it answers" → "where it leads"`. */
function choiceContext(
  node: DialogNode,
  choice: DialogChoice,
  byId: ReadonlyMap<string, DialogNode>,
): string {
  const parts: string[] = [];
  if (node.text.trim() !== '') parts.push(`← ${quoted(node.text)}`);
  const target = choice.targetId !== null ? byId.get(choice.targetId) : undefined;
  if (target && target.text.trim() !== '') parts.push(`→ ${quoted(target.text)}`);
  else if (choice.targetId === null) parts.push('→ ■');
  return parts.join(' ');
}
