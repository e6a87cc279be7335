import type { DialogGraph } from '../../../src/shared/dialogs/dialog-graph';
import { body, type Action } from './user';

/**
 * Writers at work on stories and dialogs: a scene's text rewritten, a scene
 * added, a dialog's line changed and the whole dialog saved, as the builder
 * saves it. Edits carry the version they were made on (409 retried).
 */
const S = '/api/Setting/{id}';

interface Scene {
  id: string;
  name: string;
  text: string;
  version: number;
  links: { kind: string; id: string }[];
}

interface Story {
  blocks: { id: string; scenes: Scene[] }[];
}

interface Dialog {
  name: string;
  graph: DialogGraph;
  version: number;
}

export const storyActions: Action[] = [
  {
    name: 'edit a scene',
    weight: 3,
    needs: 'stories.edit',
    async run(user) {
      const story = user.random.pick(user.world.stories);
      const sceneId = user.random.pick(story.sceneIds);
      const path = `${user.worldPath}/Stories/${story.id}`;
      const sentence = `${user.member.userName} wrote this line.`;
      await user.editWithRetry(
        async () => {
          const current = body<Story>(await user.call(`GET ${S}/Stories/{storyId}`, path));
          return current.blocks
            .flatMap((block) => block.scenes)
            .find((scene) => scene.id === sceneId);
        },
        (scene) =>
          user.call(`PUT ${S}/Stories/{storyId}/Scenes/{sceneId}`, `${path}/Scenes/${scene.id}`, {
            expected: [409],
            body: {
              name: scene.name,
              text: `${scene.text.slice(-4000)}\n${sentence}`,
              links: scene.links.map((link) => ({ kind: link.kind, id: link.id })),
              version: scene.version,
            },
          }),
      );
    },
  },
  {
    name: 'add a scene',
    weight: 0.5,
    needs: 'stories.edit',
    async run(user) {
      const story = user.random.pick(user.world.stories);
      const blockId = user.random.pick(story.blockIds);
      const document = user.random.pick(user.world.seededDocuments);
      const answer = await user.call(
        `POST ${S}/Stories/{storyId}/Blocks/{blockId}/Scenes`,
        `${user.worldPath}/Stories/${story.id}/Blocks/${blockId}/Scenes`,
        {
          body: {
            name: `Scene of ${user.member.userName}`,
            text: 'It begins.',
            links: [{ kind: 'document', id: document.id }],
          },
        },
      );
      const scenes = body<Story>(answer).blocks.find((block) => block.id === blockId)?.scenes ?? [];
      const added = scenes.at(-1);
      if (added) story.sceneIds.push(added.id);
    },
  },
  {
    name: 'save a dialog',
    weight: 3,
    needs: 'dialogs.edit',
    async run(user) {
      const dialogId = user.random.pick(user.world.dialogs);
      const path = `${user.worldPath}/Dialogs/${dialogId}`;
      await user.editWithRetry(
        async () => body<Dialog>(await user.call(`GET ${S}/Dialogs/{dialogId}`, path)),
        (dialog) => {
          const nodes = dialog.graph.nodes.map((node) => ({ ...node }));
          const node = user.random.pick(nodes);
          node.text = `${user.member.userName} rewrote this line (${user.random.int(1, 1e6)}).`;
          node.position = {
            x: node.position.x + user.random.int(-40, 40),
            y: node.position.y + user.random.int(-40, 40),
          };
          return user.call(`PUT ${S}/Dialogs/{dialogId}`, path, {
            expected: [409],
            body: { name: dialog.name, graph: { ...dialog.graph, nodes }, version: dialog.version },
          });
        },
      );
    },
  },
];
