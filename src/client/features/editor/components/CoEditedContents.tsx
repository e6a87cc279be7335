import { Alert, Group, Loader, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichText } from '../../../../shared/wiki/rich-text';
import type { CoEditState } from '../co-editing/co-edit-session';
import { useCoEditSession } from '../hooks/use-co-edit-session';
import type { MentionHref, MentionSource } from '../mention-types';
import { CoEditStatusBadge } from './CoEditStatusBadge';
import { ContentsEditor } from './ContentsEditor';
import { ContentsViewer } from './ContentsViewer';
import { refusedForSecrets, SecretsHiddenNote } from './SecretsHiddenNote';

/** What the page can ask of the co-edited text. */
export interface CoEditedContentsHandle {
  /** Saves the text now (the page's Save); resolves when the server has. */
  flush: () => Promise<void>;
}

interface Props {
  worldId: string;
  documentId: string;
  /** The contents as last saved; the live text replaces them once loaded. */
  initialContents: RichText;
  mentionSource: MentionSource;
  mentionHref: MentionHref;
  /** Told of every change of the session's state (the page guards leaving while edits are unsent). */
  onStateChange?: (state: CoEditState) => void;
  ref?: Ref<CoEditedContentsHandle>;
}

/** Why the server would not open the text, by SPEC §8 code. */
const refusalKey = (code: string | null) =>
  code === '404'
    ? 'WIKI.COEDIT.REFUSED_GONE'
    : code === '401'
      ? 'WIKI.COEDIT.REFUSED_SIGNED_OUT'
      : 'WIKI.COEDIT.REFUSED_ACCESS';

/**
 * The contents editor of a document, co-edited live: everyone editing it
 * types into the same text, sees the others' named carets, and the server
 * saves it continuously (no Save button for the text). Viewers and artists
 * get the same live text read-only.
 */
export function CoEditedContents({
  worldId,
  documentId,
  initialContents,
  mentionSource,
  mentionHref,
  onStateChange,
  ref,
}: Props) {
  const { t } = useTranslation();
  const { binding, state, flush } = useCoEditSession(worldId, documentId);
  useImperativeHandle(ref, () => ({ flush }), [flush]);
  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  }, [onStateChange]);
  useEffect(() => onStateChangeRef.current?.(state), [state]);

  // Secrets for other roles: the server keeps the live text from this person, who reads it cut.
  if (refusedForSecrets(state.refusal)) {
    return (
      <>
        <SecretsHiddenNote />
        <ContentsViewer contents={initialContents} mentionHref={mentionHref} />
      </>
    );
  }
  if (state.status === 'refused') {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="coedit-refused">
        {t(refusalKey(state.refusal))}
      </Alert>
    );
  }
  if (!binding || !state.loaded) {
    return (
      <Paper withBorder p="md" radius="md" data-testid="coedit-loading">
        <Group gap="sm">
          {state.status === 'offline' ? null : <Loader size="sm" />}
          <Text size="sm" c="dimmed">
            {t(
              state.status === 'offline'
                ? 'WIKI.COEDIT.OPENS_WHEN_ONLINE'
                : 'WIKI.COEDIT.STATUS.CONNECTING',
            )}
          </Text>
        </Group>
      </Paper>
    );
  }
  return (
    <ContentsEditor
      initialContents={initialContents}
      mentionSource={mentionSource}
      mentionHref={mentionHref}
      excludeId={documentId}
      coEdit={binding}
      readOnly={state.readOnly}
      status={<CoEditStatusBadge state={state} readOnly={state.readOnly} />}
    />
  );
}
