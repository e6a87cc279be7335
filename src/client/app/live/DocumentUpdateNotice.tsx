import { Alert } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../shared/schemas/document';
import { sessionUserAtom } from '../../lib/session';

/**
 * Says that someone else saved the open document since the user last looked
 * (issue 8 item 4): in the read view the page already shows their version; in
 * the editor the draft is kept and the save will offer the merge. Leaving or
 * entering edit mode, and closing the notice, count as having looked.
 * Give it `key={document.id}` so another document starts afresh.
 */
export function DocumentUpdateNotice({ document, editing }: { document: DocumentDetail; editing: boolean }) {
  const { t } = useTranslation();
  const selfId = useAtomValue(sessionUserAtom)?.userId ?? null;
  const [seen, setSeen] = useState({ version: document.version, editing });
  if (seen.editing !== editing) setSeen({ version: document.version, editing });
  const newer = document.version > seen.version && document.updatedBy?.id !== selfId;
  if (!newer || seen.editing !== editing) return null;
  const user = document.updatedBy?.userName ?? t('LIVE.SOMEONE');
  return (
    <Alert
      color={editing ? 'yellow' : 'blue'}
      variant="light"
      icon={<IconRefresh size={18} />}
      withCloseButton
      closeButtonLabel={t('COMMON.CLOSE')}
      onClose={() => setSeen({ version: document.version, editing })}
      data-testid="document-updated"
    >
      {t(editing ? 'LIVE.DOCUMENT_UPDATED_WHILE_EDITING' : 'LIVE.DOCUMENT_UPDATED', { user })}
    </Alert>
  );
}
