import { linearized } from './dialog-graph';
import type { DialogContext, DialogGraph, VariableCondition, VariableType } from './dialog-graph';
import { referencedIds } from './dialog-integrity';
import { integerOf } from './dialog-values';
import { identifierOf, uniqueNames } from './export-names';
import { scriptVariables } from './export-variables';
import { scriptComparison, scriptSet, type ScriptSyntax } from './export-variables';
import { lineIdOf } from './localization/dialog-lines';

/**
 * Yarn Spinner (`.yarn`, language 2): a node per dialog node.
 * - `title:` is the node id made of letters, digits and `_` (unique); the
 *   starting node is titled `Start`, the node a Yarn dialogue runner starts
 *   at unless told otherwise, and comes first. `position: x,y` and one header
 *   per meta value (the field's name) follow.
 * - The starting node declares the variables the dialog uses with their
 *   defaults (`<<declare $gold = 10>>`); every node then `<<set>>`s its
 *   assignments, says its text (`Name: text` for a character), offers its
 *   choices (`-> text <<if …>>` then `<<jump Title>>`, or `<<stop>>` for a
 *   choice that ends the dialog), and `<<jump>>`s to its next node, which
 *   Yarn reaches only when no choice was offered, as our player does.
 * - Text is escaped so that nothing in it reads as Yarn: `\ [ ] { } < > # /`
 *   get a backslash, a plain line's first `:` too (it would name a speaker),
 *   and a line that would start with `===` or `\]` is led by `{""}`.
 * - Every line and option carries its line id (`#line:…`, `lineIdOf`), so a
 *   Yarn project's string tables and voice-over match ours; a node's text of
 *   several lines gives its second line `#line:<id>.2`, and so on ('.' is in
 *   no line id, so these never meet another line's id).
 * Linear dialogs play through `linearized`.
 */
export function exportYarn(graph: DialogGraph, context: DialogContext): string {
  const played = linearized(graph, context.kind);
  const start = played.nodes.find((node) => node.id === played.startNodeId);
  const ordered = start ? [start, ...played.nodes.filter((node) => node !== start)] : played.nodes;
  const titles = uniqueNames(
    ordered,
    (node) => (node === start ? 'Start' : identifierOf(node.id, 'Node_')),
    {
      reserved: start ? [] : ['Start'],
    },
  );
  const titleById = new Map(ordered.map((node) => [node.id, titles.get(node) as string]));

  const variables = scriptVariables(played, context.variables);
  const schemaNames = metaHeaderNames(played, context);
  const speakerNames = new Map(context.documents.map((document) => [document.id, document.name]));

  const out: string[] = [];
  for (const node of ordered) {
    out.push(`title: ${titles.get(node)}`);
    out.push(`position: ${Math.round(node.position.x)},${Math.round(node.position.y)}`);
    for (const { schemaId, value } of node.meta) {
      out.push(`${schemaNames.get(schemaId)}: ${headerValue(value)}`);
    }
    out.push('---');
    if (node === (start ?? ordered[0])) {
      for (const variable of variables.values()) {
        out.push(`<<declare ${variable.name} = ${literal(variable.defaultValue, variable.type)}>>`);
      }
    }
    for (const assignment of node.onEnter) out.push(scriptSet(syntax, assignment, variables));
    const lineId = lineIdOf(context.dialogId, node);
    textLines(node.text).forEach((line, index) => {
      const tag = ` #line:${index === 0 ? lineId : `${lineId}.${index + 1}`}`;
      if (node.kind === 'character') {
        const speaker = speakerName(
          node.speakerId !== null ? speakerNames.get(node.speakerId) : undefined,
        );
        out.push(leadSafely(`${speaker}: ${escapeText(line)}`) + tag);
      } else out.push(leadSafely(escapeSpeakerColon(escapeText(line))) + tag);
    });
    for (const choice of node.choices) {
      const text = escapeSpeakerColon(escapeText(choice.text.replace(/\s*\r?\n\s*/g, ' ').trim()));
      const condition = choice.conditions
        .map((c) => scriptComparison(syntax, c, variables))
        .join(' and ');
      const tag = ` #line:${lineIdOf(context.dialogId, node, choice)}`;
      out.push(`-> ${text || '{""}'}${condition ? ` <<if ${condition}>>` : ''}${tag}`);
      const target = choice.targetId !== null ? titleById.get(choice.targetId) : undefined;
      out.push(target ? `    <<jump ${target}>>` : '    <<stop>>');
    }
    const next = node.nextId !== null ? titleById.get(node.nextId) : undefined;
    if (next) out.push(`<<jump ${next}>>`);
    out.push('===', '');
  }
  return out.join('\n');
}

const reservedHeaders = [
  'title',
  'position',
  'tags',
  'when',
  'color',
  'group',
  'style',
  'tracking',
];

function metaHeaderNames(graph: DialogGraph, context: DialogContext): Map<string, string> {
  const used = [...referencedIds(graph).metaSchemaIds];
  const schemaName = new Map(context.metaSchema.map((schema) => [schema.id, schema.name]));
  const names = uniqueNames(
    used,
    (id) => {
      const name = identifierOf(schemaName.get(id) ?? `meta_${id}`, 'meta_');
      return reservedHeaders.includes(name) ? `meta_${name}` : name;
    },
    { reserved: reservedHeaders },
  );
  return new Map(used.map((id) => [id, names.get(id) as string]));
}

/** A header value is the rest of its line, and `//` starts a comment there. */
function headerValue(value: string): string {
  return value
    .replace(/\s*\r?\n\s*/g, ' ')
    .replace(/\/\//g, '/ /')
    .trim();
}

function literal(value: string, type: VariableType): string {
  if (type === 'boolean') return value === 'true' ? 'true' : 'false';
  if (type === 'integer') return String(integerOf(value) ?? 0);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, ' ')}"`;
}

const operators: Record<VariableCondition['operator'], string> = {
  eq: '==',
  ne: '!=',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
};

const syntax: ScriptSyntax = { operators, literal };

/** Each line of the text, without the leading blanks Yarn would drop (indentation means something there). */
function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function escapeText(text: string): string {
  return text.replace(/[\\[\]{}<>#/]/g, (character) => `\\${character}`);
}

/** In a line without a speaker, text before a `:` would be read as one. */
function escapeSpeakerColon(text: string): string {
  return text.replace(':', '\\:');
}

/** Starts that a body line cannot have: the node's end marker, and `\]`, which Yarn cannot escape there. */
function leadSafely(line: string): string {
  return line.startsWith('===') || line.startsWith('\\]') ? `{""}${line}` : line;
}

function speakerName(name: string | undefined): string {
  const cleaned = escapeText((name ?? '').replace(/:/g, ' ').replace(/\s+/g, ' ').trim());
  return cleaned || 'unknown';
}
