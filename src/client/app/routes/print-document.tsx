import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useSelectedWorld } from '../../lib/world-context';
import { useDocument } from '../../features/documents/api/get-document';
import { PrintSheet } from '../../features/documents/components/PrintSheet';
import classes from '../../features/documents/components/print.module.css';
import { useDocumentPaths } from '../../features/documents/document-paths';
import { ContentsViewer } from '../../features/editor/components/ContentsViewer';
import { ImageEmbeds } from '../ImageEmbeds';

/** SPEC §2.1 print-document/{documentId}: the document on a sheet, a Print button, no app chrome. */
export default function PrintDocumentPage() {
  const { t } = useTranslation();
  const { documentId = '' } = useParams();
  const world = useSelectedWorld();
  const documentPaths = useDocumentPaths();
  const document = useDocument(world.id, documentId);
  const name = document.data?.name;
  useEffect(() => {
    if (name) window.document.title = t('WIKI.PRINT.PAGE_TITLE', { name });
  }, [name, t]);

  if (document.isPending) {
    return (
      <Center h="60vh">
        <Loader />
      </Center>
    );
  }
  if (!document.data)
    return (
      <Alert color="red" m="md">
        {t('WIKI.DOCUMENT.LOAD_FAILED')}
      </Alert>
    );
  return (
    <ImageEmbeds worldId={world.id} canPick={false} canUpload={false}>
      <main>
        <div className={classes.toolbar}>
          <Button
            component={Link}
            to={documentPaths.view(documentId)}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('WIKI.PRINT.BACK')}
          </Button>
          <Button
            leftSection={<IconPrinter size={16} />}
            onClick={() => window.print()}
            data-testid="print-button"
          >
            {t('WIKI.PRINT.PRINT')}
          </Button>
        </div>
        <PrintSheet
          document={document.data}
          worldName={world.name}
          contents={
            <ContentsViewer contents={document.data.contents} mentionHref={documentPaths.view} />
          }
        />
      </main>
    </ImageEmbeds>
  );
}
