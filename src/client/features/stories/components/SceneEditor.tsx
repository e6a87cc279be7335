import {
  Alert,
  Anchor,
  Button,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCode } from '../../../../shared/errors';
import {
  sceneUpdateRequest,
  type Scene,
  type SceneLink,
  type SceneLinkKind,
} from '../../../../shared/schemas/story';
import { DocumentsPicker } from '../../../components/documents-picker/DocumentsPicker';
import { ApiError } from '../../../lib/api-error';
import { showFormError } from '../../../lib/form-server-errors';
import { useSchemaForm } from '../../../lib/form';
import { storyQueryOptions } from '../api/get-story';
import { useUpdateScene } from '../api/update-scene';
import { LinkChoicesSelect } from './LinkChoicesSelect';

export interface LinkHrefs {
  document: (id: string) => string;
  event: (id: string) => string;
  dialog: (id: string) => string;
}

interface Props {
  worldId: string;
  storyId: string;
  scene: Scene;
  canEdit: boolean;
  hrefs: LinkHrefs;
  onClose: () => void;
}

/** A scene's name, text and links; read-only for viewers and artists. */
export function SceneEditor(props: Props) {
  // A new scene (or its newer version after a stale save) starts a fresh form.
  return props.canEdit ? <SceneForm key={props.scene.id} {...props} /> : <SceneView {...props} />;
}

const kinds: SceneLinkKind[] = ['document', 'event', 'dialog'];

function SceneView({ scene, hrefs }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="scene-view">
      <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {scene.name}
      </Title>
      {scene.text ? (
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="scene-text">
          {scene.text}
        </Text>
      ) : (
        <Text c="dimmed">{t('STORIES.EDITOR.NO_TEXT')}</Text>
      )}
      {scene.links.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('STORIES.EDITOR.NO_LINKS')}
        </Text>
      ) : (
        kinds.map((kind) => {
          const links = scene.links.filter((link) => link.kind === kind);
          if (!links.length) return null;
          return (
            <Stack key={kind} gap={2}>
              <Text size="sm" fw={600}>
                {t(`STORIES.EDITOR.LINKS.${kind}`)}
              </Text>
              <Group gap="xs">
                {links.map((link) => (
                  <Anchor
                    key={link.id}
                    component={Link}
                    to={hrefs[kind](link.id)}
                    size="sm"
                    data-testid="scene-link"
                  >
                    {link.name}
                  </Anchor>
                ))}
              </Group>
            </Stack>
          );
        })
      )}
    </Stack>
  );
}

interface Values extends Record<string, unknown> {
  name: string;
  text: string;
  documentIds: string[];
  events: SceneLink[];
  dialogs: SceneLink[];
  version: number;
}

const valuesOf = (scene: Scene): Values => ({
  name: scene.name,
  text: scene.text,
  documentIds: scene.links.filter((link) => link.kind === 'document').map((link) => link.id),
  events: scene.links.filter((link) => link.kind === 'event'),
  dialogs: scene.links.filter((link) => link.kind === 'dialog'),
  version: scene.version,
});

/** The request the form's values make: links in the order documents, events, dialogs. */
const requestOf = (values: Values) => ({
  name: values.name,
  text: values.text,
  version: values.version,
  links: [
    ...values.documentIds.map((id) => ({ kind: 'document' as const, id })),
    ...values.events.map((link) => ({ kind: 'event' as const, id: link.id })),
    ...values.dialogs.map((link) => ({ kind: 'dialog' as const, id: link.id })),
  ],
});

function SceneForm({ worldId, storyId, scene, onClose }: Props) {
  const { t } = useTranslation();
  const update = useUpdateScene(worldId, storyId);
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const [saved, setSaved] = useState(false);
  const [knownDocuments, setKnownDocuments] = useState(() =>
    scene.links.filter((link) => link.kind === 'document'),
  );
  const { form, field } = useSchemaForm<Values>(
    {
      // The shared rule checks the request the values make.
      '~standard': {
        version: 1,
        vendor: 'loreweave',
        validate: (values: unknown) => {
          const result = sceneUpdateRequest['~standard'].validate(requestOf(values as Values));
          return result;
        },
      },
    },
    { initialValues: valuesOf(scene), validateInputOnBlur: false },
  );
  // Live (issue 8): someone else's newer scene replaces a form with nothing unsaved; with
  // unsaved edits the form stays the user's and says so (the save then meets the 409 below).
  useEffect(() => {
    if (scene.version <= form.getValues().version || form.isDirty()) return;
    form.setValues(valuesOf(scene));
    form.resetDirty(valuesOf(scene));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form object is stable; a new scene is the trigger
  }, [scene]);
  const theirsNewer = scene.version > form.values.version && form.isDirty();
  const [shownLinks, setShownLinks] = useState(scene.links);
  if (shownLinks !== scene.links && !form.isDirty()) {
    setShownLinks(scene.links);
    setKnownDocuments(scene.links.filter((link) => link.kind === 'document'));
  }

  const submit = form.onSubmit(async (values) => {
    try {
      const story = await update.mutateAsync({ sceneId: scene.id, body: requestOf(values) });
      // The next save goes on from the version this one made.
      const mine = story?.blocks
        .flatMap((block) => block.scenes)
        .find((candidate) => candidate.id === scene.id);
      const next = mine ? { ...values, name: mine.name, version: mine.version } : values;
      form.setValues(next);
      form.resetDirty(next);
      setStale(false);
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError && error.hasCode(ErrorCode.staleVersion)) {
        const story = await queryClient.fetchQuery({
          ...storyQueryOptions(worldId, storyId),
          staleTime: 0,
        });
        const theirs = story.blocks
          .flatMap((block) => block.scenes)
          .find((candidate) => candidate.id === scene.id);
        if (theirs) {
          setKnownDocuments(theirs.links.filter((link) => link.kind === 'document'));
          form.setValues(valuesOf(theirs));
          form.resetDirty(valuesOf(theirs));
        }
        setStale(true);
        return;
      }
      showFormError(error, {}, () => undefined);
    }
  });

  return (
    <form onSubmit={submit} noValidate onChange={() => setSaved(false)}>
      <Stack gap="sm" data-testid="scene-editor">
        {theirsNewer && !stale && (
          <Alert color="yellow" data-testid="scene-changed">
            {t('LIVE.SCENE_CHANGED')}
          </Alert>
        )}
        {stale && (
          <Alert color="yellow" data-testid="scene-stale">
            {t('STORIES.EDITOR.STALE')}
          </Alert>
        )}
        <TextInput
          {...field('name')}
          label={t('STORIES.EDITOR.NAME')}
          withAsterisk
          maxLength={200}
          data-testid="scene-name"
        />
        <Textarea
          {...field('text')}
          label={t('STORIES.EDITOR.TEXT')}
          autosize
          minRows={6}
          maxRows={20}
          maxLength={100_000}
          data-testid="scene-text-input"
        />
        <DocumentsPicker
          key={knownDocuments.map((link) => link.id).join()}
          worldId={worldId}
          label={t('STORIES.EDITOR.LINKS.document')}
          value={form.values.documentIds}
          onChange={(ids) => {
            setSaved(false);
            form.setFieldValue('documentIds', ids);
          }}
          known={knownDocuments}
          testId="scene-documents"
        />
        <LinkChoicesSelect
          worldId={worldId}
          kind="event"
          label={t('STORIES.EDITOR.LINKS.event')}
          value={form.values.events.map((link) => link.id)}
          known={form.values.events}
          onChange={(picked) => {
            setSaved(false);
            form.setFieldValue(
              'events',
              picked.map((choice) => ({ kind: 'event' as const, ...choice })),
            );
          }}
          testId="scene-events"
        />
        <LinkChoicesSelect
          worldId={worldId}
          kind="dialog"
          label={t('STORIES.EDITOR.LINKS.dialog')}
          value={form.values.dialogs.map((link) => link.id)}
          known={form.values.dialogs}
          onChange={(picked) => {
            setSaved(false);
            form.setFieldValue(
              'dialogs',
              picked.map((choice) => ({ kind: 'dialog' as const, ...choice })),
            );
          }}
          testId="scene-dialogs"
        />
        <Group justify="space-between">
          <Text size="sm" c="teal" aria-live="polite" data-testid="scene-saved">
            {saved ? t('COMMON.SAVED') : ''}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} data-testid="scene-close">
              {t('STORIES.EDITOR.CLOSE')}
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="scene-save">
              {t('COMMON.SAVE')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
