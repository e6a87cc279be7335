import type { DialogDetail, DialogSummary } from '../../shared/schemas/dialog';
import type { StoryVariable } from '../../shared/schemas/story-variable';
import { escapeHtml, fileId } from './html';
import { page } from './site-layout';
import { allItems, leftOut, type SectionInput, type SectionResult } from './site-files';
import { playerDataElementId, playerRootElementId, type PlayerData } from './player/player-data';
import { playerScriptName, staticPlayerScript } from './player/player-bundle';

export function dialogPagePath(dialogId: string): string {
  return `dialogs/${fileId(dialogId)}.html`;
}

/** JSON inside a script element: nothing in it may close the element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** dialogs/index.html, a page per dialog with the player working from files, and the player script. */
export async function dialogsSection(input: SectionInput): Promise<SectionResult> {
  const { frame, reader, worldId } = input;
  const words = frame.words;
  const listed = await allItems<DialogSummary>(reader, `/api/Setting/${worldId}/Dialogs`, 200);
  if (!listed) return leftOut('dialogs', 403);
  const variables = (await reader.json<StoryVariable[]>(`/api/Setting/${worldId}/StoryVariables`))
    .body;
  const files = new Map<string, string | Buffer>();
  const written: DialogSummary[] = [];
  for (const summary of listed.items) {
    const answer = await reader.json<DialogDetail>(
      `/api/Setting/${worldId}/Dialogs/${encodeURIComponent(summary.id)}`,
    );
    if (!answer.body) continue;
    const dialog = answer.body;
    const used = new Set(
      dialog.graph.nodes.flatMap((node) => [
        ...node.onEnter.map((assignment) => assignment.variableId),
        ...node.choices.flatMap((choice) => choice.conditions.map((c) => c.variableId)),
      ]),
    );
    const speakers: PlayerData['speakers'] = {};
    for (const mentioned of dialog.mentionedDocuments) {
      const target = input.documentPath(mentioned.id);
      speakers[mentioned.id] = { name: mentioned.name, href: target ? `../${target}` : null };
    }
    const data: PlayerData = {
      kind: dialog.kind,
      graph: dialog.graph,
      // Only what playing needs: ids, types and starting values, never names or notes.
      variables: (variables ?? [])
        .filter((variable) => used.has(variable.id))
        .map(({ id, type, defaultValue }) => ({ id, type, defaultValue })),
      speakers,
      words: { restart: words.restart, next: words.next, end: words.end },
    };
    const lines = dialog.graph.nodes
      .map((node) => {
        const speaker = node.speakerId ? speakers[node.speakerId]?.name : undefined;
        return `<li>${speaker ? `<strong>${escapeHtml(speaker)}:</strong> ` : ''}${escapeHtml(node.text)}</li>`;
      })
      .join('');
    const body = `<h1>${escapeHtml(dialog.name)}</h1>
<div class="player" id="${playerRootElementId}" aria-live="polite"><noscript><p>${escapeHtml(words.noScript)}</p></noscript></div>
<noscript><h2>${escapeHtml(words.allLines)}</h2><ul class="items">${lines}</ul></noscript>
<script type="application/json" id="${playerDataElementId}">${inlineJson(data)}</script>`;
    files.set(
      dialogPagePath(dialog.id),
      page(frame, dialog.name, body, `<script src="../${playerScriptName}"></script>`),
    );
    written.push(summary);
  }
  if (written.length > 0) files.set(playerScriptName, await staticPlayerScript());
  const list =
    written.length === 0
      ? `<p>${escapeHtml(words.nothing)}</p>`
      : `<ul class="items">${written
          .map(
            (dialog) =>
              `<li><a href="../${dialogPagePath(dialog.id)}">${escapeHtml(dialog.name)}</a></li>`,
          )
          .join('')}</ul>`;
  files.set(
    'dialogs/index.html',
    page(frame, words.dialogs, `<h1>${escapeHtml(words.dialogs)}</h1>${list}`),
  );
  return {
    section: 'dialogs',
    present: true,
    files,
    summary: `dialogs: ${written.length} page(s)`,
  };
}
