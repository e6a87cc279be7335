import { useDebouncedCallback, useHotkeys, useWindowEvent } from '@mantine/hooks';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import type { DialogDetail } from '../../../../shared/schemas/dialog';
import type { Visibility } from '../../../../shared/visibility';
import { ApiError } from '../../../lib/api-error';
import { getDialog } from '../api/get-dialog';
import { saveDialog } from '../api/save-dialog';

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'conflict' | 'failed';

interface Options {
  worldId: string;
  /** The dialog as the cache holds it now: a live refetch brings someone else's newer version here. */
  dialog: DialogDetail;
  name: string;
  graph: DialogGraph;
  /** Who reads the dialog in a public world; saved with the name and graph. */
  visibility: Visibility | null;
  enabled: boolean;
  /** Someone else's version replaces the user's (after "take theirs", or live while nothing is unsaved). */
  onTheirs: (theirs: DialogDetail, how: 'taken' | 'live') => void;
  onSaved?: (saved: DialogDetail) => void;
}

type Phase = 'idle' | 'saving' | 'conflict' | 'failed';
/** How a save ended: the server has everything, or why not. */
export type SaveOutcome = { ok: true } | { ok: false; error: unknown };

interface Saved {
  graph: DialogGraph;
  name: string;
  visibility: Visibility | null;
  version: number;
}

const savedOf = (dialog: DialogDetail): Saved => ({
  graph: dialog.graph,
  name: dialog.name,
  visibility: dialog.visibility,
  version: dialog.version,
});

const autosaveDelayMs = 1_200;

/**
 * Saves the dialog a moment after the last edit (and on Ctrl+S), each save
 * on the version the last one returned. A 409 (someone saved first) stops
 * saving until the user keeps theirs or takes the other version; nothing is
 * overwritten silently. A refused save waits for the user's retry.
 *
 * Leaving does not wait for the moment: `flush` saves at once (the page calls
 * it before it lets the user go), and closing the tab starts the save as a
 * keepalive request while the browser asks whether to leave.
 *
 * Live (issue 8): when a newer version arrives from someone else and nothing
 * here is unsaved or being saved, it is shown at once and saving goes on from
 * it. With unsaved edits it waits: the next save meets the 409 above and the
 * user chooses, so neither side's work is lost.
 */
export function useDialogAutosave({
  worldId,
  dialog,
  name,
  graph,
  visibility,
  enabled,
  onTheirs,
  onSaved,
}: Options) {
  const [saved, setSaved] = useState<Saved>(() => savedOf(dialog));
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<unknown>(null);
  const dirty = graph !== saved.graph || name !== saved.name || visibility !== saved.visibility;

  // What a save reads when it starts, which may be after the render that asked for it (a flush
  // waiting for the save before it). A finished save writes here at once, so the next one in
  // line builds on the version it got without waiting for a render.
  const latest = useRef({ graph, name, visibility, enabled, saved, phase, error });
  useLayoutEffect(() => {
    latest.current = { graph, name, visibility, enabled, saved, phase, error };
  }, [graph, name, visibility, enabled, saved, phase, error]);
  const running = useRef<Promise<SaveOutcome> | null>(null);

  const saveLatest = useCallback(
    async (keepalive: boolean): Promise<SaveOutcome> => {
      const current = latest.current;
      if (
        !current.enabled ||
        (current.graph === current.saved.graph &&
          current.name === current.saved.name &&
          current.visibility === current.saved.visibility)
      )
        return { ok: true };
      const { graph: sending, name: sendingName, visibility: sendingVisibility } = current;
      current.phase = 'saving';
      setPhase('saving');
      try {
        const answer = await saveDialog(
          worldId,
          dialog.id,
          {
            graph: sending,
            name: sendingName,
            visibility: sendingVisibility,
            version: current.saved.version,
          },
          { keepalive },
        );
        const next = {
          graph: sending,
          name: sendingName,
          visibility: sendingVisibility,
          version: answer.version,
        };
        latest.current = { ...latest.current, saved: next, phase: 'idle', error: null };
        setSaved(next);
        setError(null);
        setPhase('idle');
        onSaved?.(answer);
        return { ok: true };
      } catch (caught) {
        const failed = caught instanceof ApiError && caught.status === 409 ? 'conflict' : 'failed';
        latest.current = { ...latest.current, phase: failed, error: caught };
        setError(caught);
        setPhase(failed);
        return { ok: false, error: caught };
      }
    },
    [worldId, dialog.id, onSaved],
  );

  /** One save at a time: a save asked for while another runs starts after it, with what is unsaved then. */
  const save = useCallback(
    (keepalive = false): Promise<SaveOutcome> => {
      const before = running.current;
      const next = (async (): Promise<SaveOutcome> => {
        if (before) await before;
        // A conflict waits for the user's choice (keep mine, take theirs): saving again would meet it again.
        if (latest.current.phase === 'conflict') return { ok: false, error: latest.current.error };
        return saveLatest(keepalive);
      })();
      running.current = next;
      void next.finally(() => {
        if (running.current === next) running.current = null;
      });
      return next;
    },
    [saveLatest],
  );

  // Adjusted while rendering (not in an effect) so the newer graph shows in the same pass. A save
  // under way is 'saving', a refused one 'conflict' or 'failed': only a settled, clean builder takes it.
  if (dialog.version > saved.version && !dirty && phase === 'idle') {
    setSaved(savedOf(dialog));
    onTheirs(dialog, 'live');
  }

  const saveSoon = useDebouncedCallback(() => {
    // The debounced save skips while another runs: the effect below asks again once it is done.
    if (!running.current) void save();
  }, autosaveDelayMs);
  useEffect(() => {
    if (dirty && enabled && phase === 'idle') saveSoon();
  }, [dirty, enabled, phase, saveSoon, graph, name, visibility]);

  /** Saves now whatever is unsaved, the pending autosave included; ok once the server has it all. */
  const flush = useCallback(
    (keepalive = false) => {
      saveSoon.cancel();
      return save(keepalive);
    },
    [save, saveSoon],
  );

  useHotkeys([['mod+S', () => void flush()]], []);
  useWindowEvent('beforeunload', (event) => {
    if (!enabled || (!dirty && phase !== 'saving')) return;
    // The browser asks whether to leave; meanwhile the save is on its way and outlives the tab.
    if (dirty && phase !== 'conflict') void flush(true);
    event.preventDefault();
    // Older browsers show the question only when returnValue is set.
    event.returnValue = '';
  });

  /** Keeps the user's graph: it is saved over the version someone else saved. */
  const keepMine = async () => {
    const theirs = await getDialog(worldId, dialog.id);
    setSaved((current) => ({ ...current, version: theirs.version }));
    setPhase('idle');
  };

  /** Drops the user's unsaved changes for the saved version. */
  const takeTheirs = async () => {
    const theirs = await getDialog(worldId, dialog.id);
    setSaved(savedOf(theirs));
    setError(null);
    setPhase('idle');
    onTheirs(theirs, 'taken');
  };

  const status: SaveStatus = phase === 'idle' ? (dirty ? 'dirty' : 'saved') : phase;
  return { status, error, saveNow: () => void flush(), flush: () => flush(), keepMine, takeTheirs };
}
