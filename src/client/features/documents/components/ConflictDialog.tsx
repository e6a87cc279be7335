import {
  Alert,
  Button,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowMerge } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictChoices } from '../../../components/ConflictChoices';
import type { RichText } from '../../../../shared/wiki/rich-text';
import { draftOf, type Conflict, type DocumentDraft } from '../draft';
import { formatDate } from '../format-date';

export type ConflictChoice = 'mine' | 'theirs' | 'merge';

interface Props {
  conflict: Conflict | null;
  /** "save" when the user's edit was refused, "restore" when a revision could not be restored. */
  origin: 'save' | 'restore';
  busy: boolean;
  onChoose: (choice: ConflictChoice) => void;
  onClose: () => void;
  /** The differences from `before` (theirs) to `after` (mine), drawn by the history feature. */
  renderDiff: (before: DocumentDraft, after: DocumentDraft) => ReactNode;
  renderContents: (contents: RichText) => ReactNode;
}

/**
 * A save refused because someone else saved first: both versions (as a diff,
 * or side by side) and three ways on. Nothing is overwritten silently, and
 * closing the dialog keeps the user's text in the editor.
 */
export function ConflictDialog({
  conflict,
  origin,
  busy,
  onChoose,
  onClose,
  renderDiff,
  renderContents,
}: Props) {
  const { t, i18n } = useTranslation();
  if (!conflict) return null;
  const { mine, theirs } = conflict;
  const side = (titleKey: string, draft: DocumentDraft) => (
    <Stack gap={4} miw={0}>
      <Title order={3} size="h5">
        {t(titleKey)}
      </Title>
      <Text fw={600} size="sm">
        {draft.name}
      </Text>
      <ScrollArea.Autosize mah="45vh" type="auto">
        {renderContents(draft.contents)}
      </ScrollArea.Autosize>
    </Stack>
  );

  return (
    <Modal
      opened
      onClose={onClose}
      size="80rem"
      title={t('WIKI.CONFLICT.TITLE')}
      data-testid="conflict-dialog"
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />}>
          {t(origin === 'save' ? 'WIKI.CONFLICT.TEXT_SAVE' : 'WIKI.CONFLICT.TEXT_RESTORE', {
            user: theirs.updatedBy?.userName ?? t('WIKI.DOCUMENT.SOMEONE'),
            date: formatDate(theirs.updatedAt, i18n.language, true),
            version: theirs.version,
          })}
        </Alert>
        <Tabs defaultValue="diff" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="diff">{t('WIKI.CONFLICT.TAB_DIFF')}</Tabs.Tab>
            <Tabs.Tab value="side">{t('WIKI.CONFLICT.TAB_SIDE')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="diff" pt="sm">
            <Text size="sm" c="dimmed" mb="xs">
              {t('WIKI.CONFLICT.DIFF_LEGEND')}
            </Text>
            <ScrollArea.Autosize mah="50vh" type="auto">
              {renderDiff(draftOf(theirs), mine)}
            </ScrollArea.Autosize>
          </Tabs.Panel>
          <Tabs.Panel value="side" pt="sm">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {side('WIKI.CONFLICT.YOURS', mine)}
              {side('WIKI.CONFLICT.THEIRS', draftOf(theirs))}
            </SimpleGrid>
          </Tabs.Panel>
        </Tabs>
        <ConflictChoices
          busy={busy}
          theirs={{
            label: t('WIKI.CONFLICT.KEEP_THEIRS'),
            testId: 'conflict-theirs',
            onChoose: () => onChoose('theirs'),
          }}
          mine={{
            label: t(
              origin === 'save' ? 'WIKI.CONFLICT.KEEP_MINE' : 'WIKI.CONFLICT.RESTORE_ANYWAY',
            ),
            testId: 'conflict-mine',
            onChoose: () => onChoose('mine'),
          }}
        >
          <Button
            variant="light"
            leftSection={<IconArrowMerge size={16} />}
            onClick={() => onChoose('merge')}
            disabled={busy}
            data-testid="conflict-merge"
          >
            {t('WIKI.CONFLICT.MERGE')}
          </Button>
        </ConflictChoices>
      </Stack>
    </Modal>
  );
}
