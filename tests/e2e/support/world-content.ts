/** Bodies for the API calls that fill a spec's world: document contents and dialog nodes. */

/** Document contents of one paragraph of plain text. */
export function paragraphContents(text: string) {
  return {
    v: 1,
    doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
  };
}

/** A dialog node at (x, y): a text line with nothing after it, unless `fields` say otherwise. */
export function dialogNode(id: string, x: number, y: number, fields: Record<string, unknown>) {
  return {
    id,
    kind: 'text',
    text: '',
    speakerId: null,
    meta: [],
    onEnter: [],
    choices: [],
    nextId: null,
    position: { x, y },
    ...fields,
  };
}
