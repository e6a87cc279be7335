import crypto from 'node:crypto';
import type { ServerContext } from '../../context';
import { shareLinkLimits, type PlayRecord } from '../../../shared/schemas/dialog-share';
import { linearized, type DialogKind } from '../../../shared/dialogs/dialog-graph';
import { errors } from '../../http/app-error';
import { isoNow } from '../../clock';
import { storedGraph } from '../../model/stored-dialog';
import { openPlayLink } from '../../queries/dialog-share';

/**
 * Keeps one anonymous play through a link: no address, no account, only the
 * nodes reached and the choices taken, each once. A step the dialog does not
 * have refuses the whole play, so the statistics hold only real paths.
 * Past `maxPlaysPerLink` a link's plays are no longer kept.
 */
export async function playRecorder(
  ctx: ServerContext,
  token: string,
  play: PlayRecord,
): Promise<void> {
  const { link, dialog } = await openPlayLink(ctx, token);
  const graph = linearized(storedGraph(dialog.graph), dialog.kind as DialogKind);
  const choicesOf = new Map(
    graph.nodes.map((node) => [node.id, new Set(node.choices.map((choice) => choice.id))]),
  );
  const reached = [...new Set(play.reachedNodes)];
  const chosen = new Map<string, [string, string]>();
  for (const { nodeId, choiceId } of play.chosenOptions)
    chosen.set(JSON.stringify([nodeId, choiceId]), [nodeId, choiceId]);
  const known =
    reached.every((nodeId) => choicesOf.has(nodeId)) &&
    [...chosen.values()].every(([nodeId, choiceId]) => choicesOf.get(nodeId)?.has(choiceId));
  if (!known) throw errors.validation('VALIDATION.PLAY_STEP_UNKNOWN');
  // A full link still thanks the tester: the statistics have plenty to show by then.
  const kept = await ctx.db
    .selectFrom('dialog_plays')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('link_id', '=', link.id)
    .executeTakeFirstOrThrow();
  if (Number(kept.count) >= shareLinkLimits.maxPlaysPerLink) return;
  await ctx.db
    .insertInto('dialog_plays')
    .values({
      id: crypto.randomUUID(),
      world_id: link.world_id,
      dialog_id: link.dialog_id,
      link_id: link.id,
      reached_nodes: JSON.stringify(reached),
      chosen_options: JSON.stringify([...chosen.values()]),
      finished: play.finished ? 1 : 0,
      created_at: isoNow(ctx.clock),
    })
    .execute();
}
