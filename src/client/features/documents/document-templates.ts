import { templateSectionsOf } from '../../../shared/wiki/document-types';
import {
  emptyRichText,
  richTextVersion,
  type RichNode,
  type RichText,
} from '../../../shared/wiki/rich-text';
import type { Template } from '../../../shared/schemas/template';

type Translate = (key: string) => string;

/**
 * The built-in template of a type: each section heading, in the interface
 * language, followed by an empty paragraph to write in.
 */
export function builtInTemplate(type: string, t: Translate): RichText {
  const sections = templateSectionsOf(type);
  if (sections.length === 0) return emptyRichText();
  const content: RichNode[] = sections.flatMap((section) => [
    {
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: t(`WIKI.TEMPLATE_SECTIONS.${section}`) }],
    },
    { type: 'paragraph' },
  ]);
  return { v: richTextVersion, doc: { type: 'doc', content } };
}

/** What the "Template" field of a new document holds: nothing, the type's own, or one of the world's. */
export type TemplateChoice = 'none' | 'builtin' | `world:${string}`;

export function templateContents(
  choice: TemplateChoice,
  type: string,
  worldTemplates: readonly Template[],
  t: Translate,
): RichText {
  if (choice === 'builtin') return builtInTemplate(type, t);
  if (choice.startsWith('world:')) {
    const template = worldTemplates.find((item) => `world:${item.id}` === choice);
    if (template) return template.contents;
  }
  return emptyRichText();
}

/** The world's templates of the chosen type come first: they are the likely pick. */
export function sortTemplatesForType(templates: readonly Template[], type: string): Template[] {
  return [...templates].sort(
    (a, b) => Number(b.type === type) - Number(a.type === type) || a.name.localeCompare(b.name),
  );
}
