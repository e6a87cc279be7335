import { Alert } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../shared/schemas/document';
import { sessionUserAtom } from '../../lib/session';

/**
 * Says that someone else saved the open document since the user last looked
 * (issue 8 item 4); the read view already shows their version. Not in edit
 * mode: the editor keeps the user's draft and answers a newer version itself
 * (co-edited contents merge, a stale field save offers the merge). Leaving or
 * entering edit mode, and closing the notice, count as having looked; after
 * closing it, further saves by the same person (someone co-editing saves every
 * few seconds) do not bring it back. Give it `key={document.id}` so another document starts afresh.
 */
export function DocumentUpdateNotice({
  document,
  editing,
}: {
  document: DocumentDetail;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const selfId = useAtomValue(sessionUserAtom)?.userId ?? null;
  const [seen, setSeen] = useState({ version: document.version, editing, quiet: [] as string[] });
  if (seen.editing !== editing) setSeen({ ...seen, version: document.version, editing });
  const by = document.updatedBy?.id ?? '';
  const newer = document.version > seen.version && by !== selfId && !seen.quiet.includes(by);
  if (!newer || editing || seen.editing !== editing) return null;
  const user = document.updatedBy?.userName ?? t('LIVE.SOMEONE');
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconRefresh size={18} />}
      withCloseButton
      closeButtonLabel={t('COMMON.CLOSE')}
      onClose={() => setSeen({ version: document.version, editing, quiet: [...seen.quiet, by] })}
      data-testid="document-updated"
    >
      {t('LIVE.DOCUMENT_UPDATED', { user })}
    </Alert>
  );
}
