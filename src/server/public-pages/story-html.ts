import { escapeHtml } from '../rich-text/html-escape';
import type { PublicStory } from './public-story-data';

/** Plain text as paragraphs: a blank line starts a new one, a line break stays one. */
export function plainParagraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .filter((part) => part.trim())
    .map((part) => `<p>${escapeHtml(part.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A story's blocks and scenes, headings starting at `level`. */
export function storyBlocksHtml(story: PublicStory, level: 2 | 3): string {
  const block = `h${level}`;
  const scene = `h${level + 1}`;
  return story.blocks
    .map(
      (part) =>
        `<${block}>${escapeHtml(part.name)}</${block}>${part.scenes
          .map(
            (each) =>
              `<section>${each.name ? `<${scene}>${escapeHtml(each.name)}</${scene}>` : ''}${plainParagraphs(each.text)}</section>`,
          )
          .join('')}`,
    )
    .join('');
}

/** The stories page: each public story's name (linking its page), summary and scenes. */
export function storiesHtml(stories: PublicStory[], storyHref: (id: string) => string): string {
  return stories
    .map(
      (story) =>
        `<article><h2><a href="${escapeHtml(storyHref(story.id))}">${escapeHtml(story.name)}</a></h2>${plainParagraphs(story.description)}${storyBlocksHtml(story, 3)}</article>`,
    )
    .join('');
}

/** The words of a story for its one-line description: its summary, else its first scene. */
export function storySummary(story: PublicStory): string {
  if (story.description.trim()) return story.description;
  for (const block of story.blocks)
    for (const scene of block.scenes) if (scene.text.trim()) return scene.text;
  return '';
}
