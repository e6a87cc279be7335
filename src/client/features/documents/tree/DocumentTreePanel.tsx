import { Button, Collapse, Paper, Stack, Title } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../lib/use-phone';
import { DocumentTree } from './DocumentTree';

interface Props {
  worldId: string;
  canEdit: boolean;
  currentId?: string | undefined;
}

/** The tree beside the documents list; on a phone it folds away behind a button above the list. */
export function DocumentTreePanel(props: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [opened, setOpened] = useState(false);
  if (phone)
    return (
      <Stack gap="xs">
        <Button
          variant="default"
          leftSection={<IconSitemap size={16} />}
          onClick={() => setOpened((open) => !open)}
          aria-expanded={opened}
          data-testid="tree-toggle"
        >
          {t(opened ? 'WIKI.TREE.HIDE' : 'WIKI.TREE.SHOW')}
        </Button>
        <Collapse expanded={opened}>
          <Paper withBorder p="xs">
            <DocumentTree {...props} />
          </Paper>
        </Collapse>
      </Stack>
    );
  return (
    <Paper withBorder p="sm" component="aside" aria-labelledby="document-tree-title">
      <Title order={2} size="h5" mb="xs" id="document-tree-title">
        {t('WIKI.TREE.TITLE')}
      </Title>
      <DocumentTree {...props} />
    </Paper>
  );
}
