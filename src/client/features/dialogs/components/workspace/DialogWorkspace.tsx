import {
  Alert,
  Anchor,
  Badge,
  Box,
  Center,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DialogDetail } from '../../../../../shared/schemas/dialog';
import { DocumentSelect } from '../../../../components/documents-picker/DocumentSelect';
import { bannerMessages } from '../../../../lib/error-messages';
import { useDialog } from '../../api/get-dialog';
import { rememberSavedDialog } from '../../api/save-dialog';
import { useMetaSchema } from '../../api/meta-schema';
import { useStoryVariables } from '../../api/story-variables';
import { useDialogAutosave } from '../../hooks/use-dialog-autosave';
import { exportContext } from '../../hooks/use-export-source';
import { useGraphHistory } from '../../hooks/use-graph-history';
import { useExportLanguages, usePlayLanguage } from '../../hooks/use-play-language';
import { useSaveOnLeave } from '../../hooks/use-save-on-leave';
import { usePlayHeat } from '../../hooks/use-play-heat';
import { LocalizationButton } from '../localization/LocalizationButton';
import { ExportMenu } from '../transfer/ExportMenu';
import { ShareDialogButton } from '../share/ShareDialogButton';
import { DialogEditor } from '../builder/DialogEditor';
import { makeLookup } from '../nodes/dialog-lookup';
import { DialogConflict } from './DialogConflict';
import { MentionedDocuments } from './MentionedDocuments';
import { VisibilityBadge } from '../../../../components/VisibilityBadge';
import { VisibilitySelect } from '../../../../components/VisibilitySelect';
import { SaveState } from './SaveState';

interface Props {
  worldId: string;
  dialogId: string;
  canEdit: boolean;
  /** Play links and the playtest heat (writers and the owner). */
  canShare: boolean;
  /**
   * Members' tools: exports, translations and the builder. A public world's
   * readers get the player only.
   */
  isMember: boolean;
  backHref: string;
  /** Where the world's dialog languages are chosen (the localization window links there). */
  languagesHref: string;
  documentHref: (documentId: string) => string;
  /** A speaker's portrait for the player. */
  speakerImage?: (documentId: string) => string | null;
}

/** One dialog of the world: loads it with the world's variables and meta schema, edits and autosaves it. */
export function DialogWorkspace(props: Props) {
  const { t } = useTranslation();
  const dialog = useDialog(props.worldId, props.dialogId);
  const variables = useStoryVariables(props.worldId);
  const metaSchema = useMetaSchema(props.worldId);
  if (dialog.error || variables.error || metaSchema.error) {
    const messages = bannerMessages(dialog.error ?? variables.error ?? metaSchema.error, t);
    return (
      <Alert color="red">
        {messages.map((message) => message.text).join(' ') || t('DIALOGS.LOAD_FAILED')}
      </Alert>
    );
  }
  if (!dialog.data || !variables.data || !metaSchema.data) {
    return (
      <Center h={320}>
        <Loader />
      </Center>
    );
  }
  return (
    <LoadedWorkspace
      key={dialog.data.id}
      {...props}
      dialog={dialog.data}
      variables={variables.data}
      metaSchema={metaSchema.data}
    />
  );
}

interface LoadedProps extends Props {
  dialog: DialogDetail;
  variables: NonNullable<ReturnType<typeof useStoryVariables>['data']>;
  metaSchema: NonNullable<ReturnType<typeof useMetaSchema>['data']>;
}

function LoadedWorkspace({
  worldId,
  dialog,
  variables,
  metaSchema,
  canEdit,
  canShare,
  isMember,
  backHref,
  languagesHref,
  documentHref,
  speakerImage,
}: LoadedProps) {
  const { t } = useTranslation();
  const history = useGraphHistory(dialog.graph);
  const [name, setName] = useState(dialog.name);
  const [visibility, setVisibility] = useState(dialog.visibility);
  const [documents, setDocuments] = useState(
    () => new Map(dialog.mentionedDocuments.map((doc) => [doc.id, { id: doc.id, name: doc.name }])),
  );
  const [mentioned, setMentioned] = useState(dialog.mentionedDocuments);
  /** Who changed the dialog when their version came in live (a small notice says so). */
  const [liveBy, setLiveBy] = useState<string | null>(null);
  const onTheirs = useCallback(
    (theirs: DialogDetail, how: 'taken' | 'live') => {
      history.reset(theirs.graph);
      setName(theirs.name);
      setVisibility(theirs.visibility);
      setMentioned(theirs.mentionedDocuments);
      setDocuments((current) => {
        const next = new Map(current);
        for (const doc of theirs.mentionedDocuments)
          next.set(doc.id, { id: doc.id, name: doc.name });
        return next;
      });
      setLiveBy(how === 'live' ? (theirs.updatedBy?.userName ?? t('LIVE.SOMEONE')) : null);
    },
    [history, t],
  );
  const queryClient = useQueryClient();
  // The cache keeps the dialog for good (staleTime: Infinity): what was saved is what coming back shows.
  const onSaved = useCallback(
    (saved: DialogDetail) => {
      setMentioned(saved.mentionedDocuments);
      rememberSavedDialog(queryClient, worldId, saved);
    },
    [queryClient, worldId],
  );
  const autosave = useDialogAutosave({
    worldId,
    dialog,
    name,
    graph: history.graph,
    visibility,
    enabled: canEdit,
    onTheirs,
    onSaved,
  });
  const [heatOn, setHeatOn] = useState(false);
  const heatOverlay = usePlayHeat(worldId, dialog.id, history.graph, canShare && heatOn);
  const playLanguage = usePlayLanguage(worldId, dialog.id);
  const exportLanguages = useExportLanguages(worldId);
  const lookup = useMemo(
    () => makeLookup({ documents: [...documents.values()], variables, metaSchema }),
    [documents, variables, metaSchema],
  );
  const nameError = canEdit && name.trim() === '' ? t('VALIDATION.NAME_REQUIRED') : undefined;
  const saveError =
    autosave.status === 'failed'
      ? bannerMessages(autosave.error, t)
          .map((message) => message.text)
          .join(' ')
      : null;
  useSaveOnLeave({
    unsaved: canEdit && autosave.status !== 'saved',
    save: async () => {
      const outcome = await autosave.flush();
      return outcome.ok
        ? null
        : bannerMessages(outcome.error, t)
            .map((message) => message.text)
            .join(' ');
    },
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Anchor component={Link} to={backHref} size="sm" pb={8}>
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={14} />
              {t('DIALOGS.BACK')}
            </Group>
          </Anchor>
          {isMember ? (
            <TextInput
              label={t('DIALOGS.NAME')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              readOnly={!canEdit}
              error={nameError}
              w={300}
              data-testid="dialog-name"
            />
          ) : (
            // A reader gets the dialog's title, not a form field it cannot use.
            <Title
              order={1}
              size="h2"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="dialog-title"
            >
              {name}
            </Title>
          )}
          {canEdit && (
            <Box w={{ base: '100%', xs: 240 }}>
              <VisibilitySelect value={visibility} onChange={setVisibility} />
            </Box>
          )}
          <Group gap="xs" mb={8}>
            <Badge variant="light">{t(`DIALOGS.KIND.${dialog.kind}`)}</Badge>
            <VisibilityBadge visibility={visibility} />
          </Group>
        </Group>
        <Group gap="xs">
          {canShare && (
            <Switch
              label={t('DIALOG_SHARING.HEAT.TOGGLE')}
              checked={heatOn}
              onChange={(event) => setHeatOn(event.currentTarget.checked)}
              data-testid="heat-toggle"
            />
          )}
          {canShare && <ShareDialogButton worldId={worldId} dialog={{ id: dialog.id, name }} />}
          {isMember && (
            <LocalizationButton
              worldId={worldId}
              // The server's files hold the saved dialog; autosave keeps it close to the screen.
              dialog={{ id: dialog.id, name }}
              canEdit={canEdit}
              languagesHref={languagesHref}
            />
          )}
          {isMember && (
            <ExportMenu
              // Saved work comes from the export route, as a game's build gets it.
              saved={
                !canEdit || autosave.status === 'saved' ? { worldId, dialogId: dialog.id } : null
              }
              languages={exportLanguages}
              load={async () => ({
                graph: history.graph,
                context: exportContext(
                  { ...dialog, name, mentionedDocuments: mentioned },
                  { variables, metaSchema },
                  [...documents.values()],
                ),
              })}
            />
          )}
        </Group>
      </Group>
      {liveBy && (
        <Alert
          color="blue"
          variant="light"
          withCloseButton
          closeButtonLabel={t('COMMON.CLOSE')}
          onClose={() => setLiveBy(null)}
          data-testid="dialog-updated"
        >
          {t('LIVE.DIALOG_UPDATED', { user: liveBy })}
        </Alert>
      )}
      {saveError && (
        <Alert color="red" data-testid="save-error">
          {saveError}
        </Alert>
      )}
      <DialogEditor
        kind={dialog.kind}
        history={history}
        canEdit={canEdit}
        lookup={lookup}
        onSpeakerNamed={(id, speakerName) =>
          setDocuments((current) => new Map(current).set(id, { id, name: speakerName }))
        }
        renderSpeakerSelect={({ value, onChange, disabled }) =>
          disabled ? (
            <Text size="sm">
              {(value && documents.get(value)?.name) ?? t('DIALOGS.NO_SPEAKER')}
            </Text>
          ) : (
            <DocumentSelect
              worldId={worldId}
              label={t('DIALOGS.SPEAKER')}
              value={value}
              known={value ? (documents.get(value) ?? null) : null}
              onChange={(id, choice) => onChange(id, choice?.name ?? null)}
              clearable
              testId="speaker-select"
            />
          )
        }
        speakerImage={speakerImage}
        playLanguage={playLanguage}
        heatOverlay={heatOverlay}
        playOnly={!isMember}
        toolbarExtra={canEdit && <SaveState status={autosave.status} onSave={autosave.saveNow} />}
      />
      <MentionedDocuments documents={mentioned} documentHref={documentHref} />
      <DialogConflict
        opened={autosave.status === 'conflict'}
        onKeepMine={autosave.keepMine}
        onTakeTheirs={autosave.takeTheirs}
      />
    </Stack>
  );
}
