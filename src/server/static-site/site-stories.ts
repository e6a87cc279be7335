import type { Story, StorySummary } from '../../shared/schemas/story';
import { escapeHtml, fileId } from './html';
import { page } from './site-layout';
import { allItems, leftOut, type SectionInput, type SectionResult } from './site-files';
import { dialogPagePath } from './site-dialogs';

export function storyPagePath(storyId: string): string {
  return `stories/${fileId(storyId)}.html`;
}

/** stories/index.html and a page per story: its blocks and scenes, links to pages in the site. */
export async function storiesSection(
  input: SectionInput,
  dialogsInSite: ReadonlySet<string>,
): Promise<SectionResult> {
  const { frame, reader, worldId } = input;
  const words = frame.words;
  const listed = await allItems<StorySummary>(reader, `/api/Setting/${worldId}/Stories`, 500);
  if (!listed) return leftOut('stories', 403);
  const files = new Map<string, string | Buffer>();
  const written: StorySummary[] = [];
  const linkHref = (link: Story['blocks'][number]['scenes'][number]['links'][number]) => {
    if (link.kind === 'document') {
      const target = input.documentPath(link.id);
      return target ? `../${target}` : null;
    }
    if (link.kind === 'dialog' && dialogsInSite.has(link.id))
      return `../${dialogPagePath(link.id)}`;
    return null;
  };
  for (const summary of listed.items) {
    const answer = await reader.json<Story>(
      `/api/Setting/${worldId}/Stories/${encodeURIComponent(summary.id)}`,
    );
    if (!answer.body) continue;
    const story = answer.body;
    const blocks = story.blocks
      .map((block) => {
        const scenes = block.scenes
          .map((scene) => {
            const links = scene.links
              .map((link) => {
                const href = linkHref(link);
                return href ? `<li><a href="${href}">${escapeHtml(link.name)}</a></li>` : '';
              })
              .join('');
            return `<section class="scene"><h3>${escapeHtml(scene.name || words.scene)}</h3>${
              scene.text ? `<p>${escapeHtml(scene.text)}</p>` : ''
            }${links ? `<p class="muted">${escapeHtml(words.links)}</p><ul class="items">${links}</ul>` : ''}</section>`;
          })
          .join('');
        return `<h2>${escapeHtml(block.name)}</h2>${scenes}`;
      })
      .join('\n');
    const body = `<p class="type">${escapeHtml(story.type)}</p><h1>${escapeHtml(story.name)}</h1>${
      story.description ? `<p class="muted">${escapeHtml(story.description)}</p>` : ''
    }${blocks}`;
    files.set(storyPagePath(story.id), page(frame, story.name, body));
    written.push(summary);
  }
  const list =
    written.length === 0
      ? `<p>${escapeHtml(words.nothing)}</p>`
      : `<ul class="items">${written
          .map(
            (story) =>
              `<li><a href="../${storyPagePath(story.id)}">${escapeHtml(story.name)}</a></li>`,
          )
          .join('')}</ul>`;
  files.set(
    'stories/index.html',
    page(frame, words.stories, `<h1>${escapeHtml(words.stories)}</h1>${list}`),
  );
  return {
    section: 'stories',
    present: true,
    files,
    summary: `stories: ${written.length} page(s)`,
  };
}
