import { useDebouncedCallback, useHotkeys, useWindowEvent } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DialogGraph } from '../../../../shared/dialogs/dialog-graph';
import type { DialogDetail } from '../../../../shared/schemas/dialog';
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
  enabled: boolean;
  /** Someone else's version replaces the user's (after "take theirs", or live while nothing is unsaved). */
  onTheirs: (theirs: DialogDetail, how: 'taken' | 'live') => void;
  onSaved?: (saved: DialogDetail) => void;
}

const autosaveDelayMs = 1_200;

/**
 * Saves the dialog a moment after the last edit (and on Ctrl+S), each save
 * on the version the last one returned. A 409 (someone saved first) stops
 * saving until the user keeps theirs or takes the other version; nothing is
 * overwritten silently. A refused save waits for the user's retry. Leaving
 * with unsaved work asks first.
 *
 * Live (issue 8): when a newer version arrives from someone else and nothing
 * here is unsaved or being saved, it is shown at once and saving goes on from
 * it. With unsaved edits it waits: the next save meets the 409 above and the
 * user chooses, so neither side's work is lost.
 */
export function useDialogAutosave({ worldId, dialog, name, graph, enabled, onTheirs, onSaved }: Options) {
  const [saved, setSaved] = useState({ graph: dialog.graph, name: dialog.name, version: dialog.version });
  const [phase, setPhase] = useState<'idle' | 'saving' | 'conflict' | 'failed'>('idle');
  const [error, setError] = useState<unknown>(null);
  const inFlight = useRef(false);
  const dirty = graph !== saved.graph || name !== saved.name;

  const save = useCallback(async () => {
    if (!enabled || inFlight.current || (graph === saved.graph && name === saved.name)) return;
    inFlight.current = true;
    setPhase('saving');
    try {
      const answer = await saveDialog(worldId, dialog.id, { graph, name, version: saved.version });
      setSaved({ graph, name, version: answer.version });
      setError(null);
      setPhase('idle');
      onSaved?.(answer);
    } catch (caught) {
      setError(caught);
      setPhase(caught instanceof ApiError && caught.status === 409 ? 'conflict' : 'failed');
    } finally {
      inFlight.current = false;
    }
  }, [enabled, graph, name, saved, worldId, dialog.id, onSaved]);

  // Adjusted while rendering (not in an effect) so the newer graph shows in the same pass. A save
  // under way is 'saving', a refused one 'conflict' or 'failed': only a settled, clean builder takes it.
  if (dialog.version > saved.version && !dirty && phase === 'idle') {
    setSaved({ graph: dialog.graph, name: dialog.name, version: dialog.version });
    onTheirs(dialog, 'live');
  }

  const saveSoon = useDebouncedCallback(() => void save(), autosaveDelayMs);
  useEffect(() => {
    if (dirty && enabled && phase === 'idle') saveSoon();
  }, [dirty, enabled, phase, saveSoon, graph, name]);

  useHotkeys([['mod+S', () => void save()]], []);
  useWindowEvent('beforeunload', (event) => {
    if (dirty && enabled) event.preventDefault();
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
    setSaved({ graph: theirs.graph, name: theirs.name, version: theirs.version });
    setError(null);
    setPhase('idle');
    onTheirs(theirs, 'taken');
  };

  const status: SaveStatus = phase === 'idle' ? (dirty ? 'dirty' : 'saved') : phase;
  return { status, error, saveNow: () => void save(), keepMine, takeTheirs };
}
