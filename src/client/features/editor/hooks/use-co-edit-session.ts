import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { currentToken, sessionUserAtom } from '../../../lib/session';
import {
  initialCoEditState,
  openCoEditSession,
  type CoEditSession,
  type CoEditState,
} from '../co-editing/co-edit-session';
import { userColour } from '../co-editing/user-colour';
import type { ContentsExtensionOptions } from '../extensions';
import classes from '../components/contents.module.css';

/**
 * Opens the co-editing session of a document while the component is shown
 * and gives its state and the binding the editor's extensions take (the Y
 * document, awareness, and this person's named, coloured caret).
 */
export function useCoEditSession(worldId: string, documentId: string) {
  const user = useAtomValue(sessionUserAtom);
  const [opened, setOpened] = useState<{
    key: string;
    session: CoEditSession;
    state: CoEditState;
  } | null>(null);
  const key = `${worldId}/${documentId}`;

  useEffect(() => {
    const session = openCoEditSession(worldId, documentId, () => currentToken() ?? '');
    const unsubscribe = session.subscribe((state) =>
      setOpened({ key: `${worldId}/${documentId}`, session, state }),
    );
    return () => {
      unsubscribe();
      session.destroy();
    };
  }, [worldId, documentId]);

  const session = opened?.key === key ? opened.session : null;
  const userId = user?.userId ?? '';
  const userName = user?.userName ?? '';
  const binding: ContentsExtensionOptions['coEdit'] = useMemo(() => {
    if (!session) return undefined;
    const colour = userColour(userId);
    return {
      document: session.provider.document,
      awareness: session.provider.awareness,
      user: { name: userName, color: colour.color, text: colour.text },
      classes: {
        caret: classes.caret ?? '',
        label: classes.caretLabel ?? '',
        selection: classes.caretSelection ?? '',
      },
    };
  }, [session, userId, userName]);

  const flush = useCallback(() => session?.flush() ?? Promise.resolve(), [session]);
  return { binding, state: opened?.key === key ? opened.state : initialCoEditState, flush };
}
