/**
 * A file shaped as LoreHub itself exports a dialogue (version 2): the
 * dialogue has no `name`, no node has a `contentBlockId` (LoreHub's player
 * finds a node's block by the last part of the node's id), ids are
 * `dialogue/{uuid}/dialogue-node/{uuid}`, the speaker's reference has no
 * `text`, a document is named inside a line, and the meta schema's type key
 * is misspelt as in LoreHub's documented example. Used by the unit, route
 * and browser tests of the import.
 */
const dialogue = 'dialogue/4f1c2a7e-0b8d-4c55-9a3e-6d2f8b1e7c90';
const node = (id: string) => `${dialogue}/dialogue-node/${id}`;
export const realLoreHubIds = {
  dialogue,
  greet: 'c2b7e5d4-1a3f-4e8b-9c6d-0f1e2d3c4b5a',
  follow: '8e9d0c1b-2a3f-4b5c-8d7e-6f5a4b3c2d1e',
  end: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  yes: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
  no: '9a8b7c6d-5e4f-4321-9a8b-7c6d5e4f3a2b',
  edna: '031476c0-2504-4ed7-aa79-e5fce21e2091',
  sword: '6e7f8091-a2b3-4c4d-9e5f-60718293a4b5',
  metEdna: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  background: '97dbd876-117c-48a1-a7a5-2841edc58136',
} as const;

export function realLoreHubFile(speakerName = 'Edna'): unknown {
  const ids = realLoreHubIds;
  const option = (nodeId: string, id: string) => `${node(nodeId)}/dialogue-node-option/${id}`;
  return {
    type: '@lorehub/export-schema',
    apiVersion: '2.0.0',
    resources: [
      { type: '@lorehub/dialogue', apiVersion: '2.0.0', id: dialogue },
      {
        type: '@lorehub/dialogue-node',
        apiVersion: '2.0.0',
        id: node(ids.greet),
        optionsIds: [option(ids.greet, ids.yes), option(ids.greet, ids.no)],
        setVariableOnStart: [],
        metaData: [],
      },
      {
        type: '@lorehub/dialogue-node',
        apiVersion: '2.0.0',
        id: node(ids.follow),
        optionsIds: [],
        setVariableOnStart: [{ variableId: ids.metEdna, value: 'true' }],
        metaData: [],
      },
      {
        type: '@lorehub/dialogue-node',
        apiVersion: '2.0.0',
        id: node(ids.end),
        optionsIds: [],
        setVariableOnStart: [],
        metaData: [{ metaSchemaId: ids.background, metaSchemaValue: 'academy_hallway' }],
      },
      {
        type: '@lorehub/dialogue-node-option',
        apiVersion: '2.0.0',
        id: option(ids.greet, ids.yes),
        text: 'Show me.',
        requiredVariables: [],
      },
      {
        type: '@lorehub/dialogue-node-option',
        apiVersion: '2.0.0',
        id: option(ids.greet, ids.no),
        text: 'Not today.',
        requiredVariables: [],
      },
      {
        type: '@lorehub/dialogue-link',
        apiVersion: '1.0.0',
        id: `${dialogue}/dialogue-link/l1`,
        from: dialogue,
        to: node(ids.greet),
      },
      {
        type: '@lorehub/dialogue-link',
        apiVersion: '1.0.0',
        id: `${dialogue}/dialogue-link/l2`,
        from: option(ids.greet, ids.yes),
        to: node(ids.follow),
      },
      {
        type: '@lorehub/dialogue-link',
        apiVersion: '1.0.0',
        id: `${dialogue}/dialogue-link/l3`,
        from: node(ids.follow),
        to: node(ids.end),
      },
      {
        type: '@lorehub/content-block',
        apiVersion: '1.0.0',
        id: ids.greet,
        content: [
          { documentId: ids.edna },
          { text: 'You came for the ' },
          { text: null, documentId: ids.sword },
          { text: '?' },
        ],
      },
      {
        type: '@lorehub/content-block',
        apiVersion: '1.0.0',
        id: ids.follow,
        content: [{ documentId: ids.edna }, { text: 'Then follow me.' }],
      },
      {
        type: '@lorehub/content-block',
        apiVersion: '1.0.0',
        id: ids.end,
        content: [{ text: 'The hallway is empty.' }],
      },
      { type: '@lorehub/document', apiVersion: '1.0.0', id: ids.edna, name: speakerName },
      { type: '@lorehub/document', apiVersion: '1.0.0', id: ids.sword, name: 'Sword of Dawn' },
      {
        type: '@lorehub/variable',
        apiVersion: '1.0.0',
        id: ids.metEdna,
        name: 'met_edna',
        variableType: 'boolean',
        defaultValue: 'false',
      },
      {
        type: '@lorehub/meta-schema',
        apiVersion: '1.0.0',
        id: ids.background,
        name: 'background',
        'schemaType:': 'text',
      },
    ],
  };
}
