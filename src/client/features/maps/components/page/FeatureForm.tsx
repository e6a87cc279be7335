import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowLeft, IconExternalLink, IconTimeline, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DateParts } from '../../../../../shared/calendar/calendar-config';
import type { Calendar } from '../../../../../shared/calendar/calendar-math';
import { ErrorCode } from '../../../../../shared/errors';
import { polygonArea, polylineLength } from '../../../../../shared/maps/map-geometry';
import {
  mapFeatureUpdateRequest,
  mapPinIcons,
  type MapDetail,
  type MapFeature,
  type MapSummary,
} from '../../../../../shared/schemas/map';
import { DocumentSelect } from '../../../../components/documents-picker/DocumentSelect';
import { confirmDelete } from '../../../../components/confirm';
import { ApiError } from '../../../../lib/api-error';
import { showFormError } from '../../../../lib/form-server-errors';
import { useSchemaForm } from '../../../../lib/form';
import { mapQueryOptions } from '../../api/get-map';
import { useCreateMapFeature } from '../../api/create-map-feature';
import { useDeleteMapFeature } from '../../api/delete-map-feature';
import { useUpdateMapFeature } from '../../api/update-map-feature';
import { featureLabel } from '../../model/feature-look';
import { areaIn, formatQuantity, lengthIn } from '../../model/measurement';
import { draftFeatureForm, draftId, featureValues, type FeatureValues } from './feature-values';
import type { MapLinks, RenderDateInput, TimelineSlots } from './slots';

interface Props {
  worldId: string;
  map: MapDetail;
  feature: MapFeature;
  maps: readonly MapSummary[];
  canEdit: boolean;
  calendar: Calendar | null;
  /** The time slider's date: where a new date starts. */
  date: DateParts | null;
  renderDateInput: RenderDateInput;
  /** The event picker and a document's events, from the timeline. */
  timeline: TimelineSlots;
  links: MapLinks;
  onSaved: (feature: MapFeature) => void;
  onClose: () => void;
}

/** A new place has no version yet; the create body refuses one. */
function withoutVersion({ version: _version, ...rest }: FeatureValues) {
  return rest;
}

const firstDay = (year: number): DateParts => ({
  year,
  month: 1,
  day: 1,
  hour: 0,
  minute: 0,
  second: 0,
});

/**
 * A pin's, region's or path's details: name, document, the map it opens,
 * colour, icon, layer, dates on the world's calendar and description. Saved
 * on the version it was opened at; someone else's change meanwhile is shown
 * instead of overwritten. Read-only for those who cannot edit.
 */
export function FeatureForm(props: Props) {
  const { worldId, map, feature, maps, canEdit, calendar, date, renderDateInput, timeline, links } =
    props;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const mutations = {
    create: useCreateMapFeature(worldId, map.id),
    update: useUpdateMapFeature(worldId, map.id),
    remove: useDeleteMapFeature(worldId, map.id),
  };
  const [stale, setStale] = useState(false);
  const isDraft = feature.id === draftId;
  const { form, field } = useSchemaForm<FeatureValues>(
    isDraft ? draftFeatureForm : mapFeatureUpdateRequest,
    {
      initialValues: featureValues(feature),
      validateInputOnBlur: false,
    },
  );
  const kind = feature.geometry.kind;

  // A shape moved on the map (by this form's user or live) is the form's shape too;
  // other fields follow a newer version only while the user has not typed.
  const seenVersion = useRef(feature.version);
  useEffect(() => {
    // The shape follows the map, not the user's typing: a moved shape is no reason to keep
    // stale fields (a drag refused for someone else's rename must show their name).
    const typed = Object.keys(form.values).some(
      (key) => key !== 'geometry' && key !== 'version' && form.isDirty(key),
    );
    form.setFieldValue('geometry', feature.geometry);
    // A deleted event unlinks its places without a new version; a save must not send it back.
    if (feature.eventId === null && !form.isDirty('eventId')) form.setFieldValue('eventId', null);
    if (feature.version === seenVersion.current) return;
    seenVersion.current = feature.version;
    if (!typed) {
      form.setValues(featureValues(feature));
      form.resetDirty(featureValues(feature));
    } else form.setFieldValue('version', feature.version);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the feature, not the form object
  }, [feature]);

  const save = async (values: FeatureValues) => {
    try {
      const saved = isDraft
        ? await mutations.create.mutateAsync(withoutVersion(values))
        : await mutations.update.mutateAsync({ featureId: feature.id, body: values });
      seenVersion.current = saved.version;
      form.setValues(featureValues(saved));
      form.resetDirty(featureValues(saved));
      setStale(false);
      props.onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.hasCode(ErrorCode.staleVersion)) {
        const theirs = await queryClient
          .fetchQuery({ ...mapQueryOptions(worldId, map.id), staleTime: 0 })
          .then((fresh) => fresh.features.find((item) => item.id === feature.id))
          .catch(() => undefined);
        if (theirs) {
          seenVersion.current = theirs.version;
          form.setValues(featureValues(theirs));
          form.resetDirty(featureValues(theirs));
        }
        setStale(true);
        return;
      }
      showFormError(error, { '40057': 'childMapId' }, (name, key) => form.setFieldError(name, key));
    }
  };

  const askDelete = async () => {
    const name = featureLabel(feature) || t('MAPS.FEATURES.UNNAMED');
    if (!(await confirmDelete({ text: t('MAPS.FEATURE.DELETE_TEXT', { name }) }))) return;
    mutations.remove.mutate(feature.id, { onSuccess: props.onClose });
  };

  const defaultDate = () => date ?? firstDay(calendar?.config.startYear ?? 1);
  const dateField = (name: 'from' | 'until', label: string, toggle: string) => {
    const value = form.values[name];
    return (
      <Stack gap={4}>
        <Checkbox
          label={toggle}
          checked={value !== null}
          disabled={!canEdit || !calendar}
          onChange={(event) =>
            form.setFieldValue(name, event.currentTarget.checked ? defaultDate() : null)
          }
          data-testid={`map-feature-has-${name}`}
        />
        {value &&
          calendar &&
          canEdit &&
          renderDateInput({
            label,
            value,
            onChange: (next) => form.setFieldValue(name, next),
            error: field(name).error,
            testId: `map-feature-${name}`,
          })}
      </Stack>
    );
  };

  const points = kind === 'pin' ? [] : (feature.geometry as { points: [number, number][] }).points;
  const measure =
    kind === 'path'
      ? t('MAPS.FEATURE.LENGTH', { value: quantity(lengthIn(polylineLength(points), map.scale)) })
      : kind === 'region'
        ? t('MAPS.FEATURE.AREA', { value: quantity(areaIn(polygonArea(points), map.scale), true) })
        : null;
  function quantity(q: { value: number; unit: string | null }, square = false) {
    const unit = q.unit ?? 'px';
    return `${formatQuantity(q.value, i18n.language)} ${unit}${square ? '²' : ''}`;
  }

  const layerOptions = [
    { value: '', label: t('MAPS.LAYERS.MAIN') },
    ...map.layers.map((layer) => ({ value: layer.id, label: layer.name })),
  ];
  const childOptions = [
    { value: '', label: t('MAPS.FEATURE.NO_CHILD_MAP') },
    ...maps
      .filter((item) => item.id !== map.id)
      .map((item) => ({ value: item.id, label: item.name })),
  ];
  const iconOptions = [
    { value: '', label: t('MAPS.FEATURE.ICON_DEFAULT') },
    ...mapPinIcons.map((icon) => ({ value: icon, label: t(`MAPS.FEATURE.ICONS.${icon}`) })),
  ];

  return (
    <form
      onSubmit={(event) => form.onSubmit(save)(event)}
      noValidate
      data-testid="map-feature-form"
      data-feature-id={feature.id}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            onClick={props.onClose}
            aria-label={t('MAPS.FEATURE.BACK')}
            data-testid="map-feature-back"
          >
            <IconArrowLeft size={18} />
          </ActionIcon>
          <Title order={2} size="h5" lineClamp={1}>
            {isDraft
              ? t('MAPS.FEATURE.TITLE_NEW', { kind: t(`MAPS.FEATURES.KIND.${kind}`) })
              : featureLabel(feature) || t('MAPS.FEATURES.UNNAMED')}
          </Title>
        </Group>
        {stale && (
          <Alert color="yellow" data-testid="map-feature-stale">
            {t('MAPS.FEATURE.STALE')}
          </Alert>
        )}
        {!isDraft && (feature.documentId || feature.childMapId || feature.event) && (
          <Group gap="xs">
            {feature.documentId && (
              <Button
                component={Link}
                to={links.document(feature.documentId)}
                size="compact-sm"
                variant="light"
                leftSection={<IconExternalLink size={14} />}
              >
                {t('MAPS.FEATURE.OPEN_DOCUMENT')}
              </Button>
            )}
            {feature.childMapId && (
              <Button
                component={Link}
                to={links.map(feature.childMapId)}
                size="compact-sm"
                variant="light"
                leftSection={<IconExternalLink size={14} />}
                data-testid="map-feature-open-map"
              >
                {t('MAPS.FEATURE.OPEN_MAP')}
              </Button>
            )}
            {feature.event && (
              <Button
                component={Link}
                to={links.event(feature.event.id)}
                size="compact-sm"
                variant="light"
                leftSection={<IconTimeline size={14} />}
                data-testid="map-feature-show-on-timeline"
              >
                {t('MAPS.FEATURE.SHOW_ON_TIMELINE')}
              </Button>
            )}
          </Group>
        )}
        {measure && (
          <Text size="sm" c="dimmed" data-testid="map-feature-measure">
            {measure}
          </Text>
        )}
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <TextInput
              {...field('name')}
              label={t('MAPS.FEATURE.NAME')}
              description={canEdit ? t('MAPS.FEATURE.NAME_HINT') : undefined}
              maxLength={200}
              readOnly={!canEdit}
              data-testid="map-feature-name"
            />
            {canEdit ? (
              <DocumentSelect
                worldId={worldId}
                label={t('MAPS.FEATURE.DOCUMENT')}
                value={form.values.documentId}
                onChange={(id) => form.setFieldValue('documentId', id)}
                known={feature.document}
                clearable
                testId="map-feature-document"
              />
            ) : (
              feature.document && (
                <TextInput
                  label={t('MAPS.FEATURE.DOCUMENT')}
                  value={feature.document.name}
                  readOnly
                />
              )
            )}
            {canEdit
              ? timeline.renderEventSelect({
                  label: t('MAPS.FEATURE.EVENT'),
                  value: form.values.eventId,
                  onChange: (id) => form.setFieldValue('eventId', id),
                  known: feature.event,
                  error: field('eventId').error,
                  testId: 'map-feature-event',
                })
              : feature.event && (
                  <TextInput
                    label={t('MAPS.FEATURE.EVENT')}
                    value={feature.event.name}
                    readOnly
                    data-testid="map-feature-event-name"
                  />
                )}
            {kind === 'pin' && (
              <Select
                label={t('MAPS.FEATURE.CHILD_MAP')}
                data={childOptions}
                value={form.values.childMapId ?? ''}
                onChange={(value) => form.setFieldValue('childMapId', value ? value : null)}
                error={field('childMapId').error}
                allowDeselect={false}
                searchable
                readOnly={!canEdit}
                comboboxProps={{ withinPortal: true }}
                data-testid="map-feature-child-map"
              />
            )}
            {/* One under the other: side by side, the panel cuts their hints short. */}
            <>
              <ColorInput
                label={t('MAPS.FEATURE.COLOR')}
                placeholder={t('MAPS.FEATURE.COLOR_HINT')}
                value={form.values.color ?? ''}
                onChange={(value) => form.setFieldValue('color', value ? value : null)}
                error={field('color').error}
                format="hex"
                readOnly={!canEdit}
                popoverProps={{ withinPortal: true }}
                data-testid="map-feature-color"
              />
              {kind === 'pin' && (
                <Select
                  label={t('MAPS.FEATURE.ICON')}
                  data={iconOptions}
                  value={form.values.icon ?? ''}
                  onChange={(value) =>
                    form.setFieldValue('icon', value ? (value as FeatureValues['icon']) : null)
                  }
                  allowDeselect={false}
                  readOnly={!canEdit}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="map-feature-icon"
                />
              )}
            </>
            <Select
              label={t('MAPS.FEATURE.LAYER')}
              data={layerOptions}
              value={form.values.layerId ?? ''}
              onChange={(value) => form.setFieldValue('layerId', value ? value : null)}
              allowDeselect={false}
              readOnly={!canEdit}
              comboboxProps={{ withinPortal: true }}
              data-testid="map-feature-layer"
            />
            {dateField('from', t('MAPS.FEATURE.FROM'), t('MAPS.FEATURE.HAS_FROM'))}
            {dateField('until', t('MAPS.FEATURE.UNTIL'), t('MAPS.FEATURE.HAS_UNTIL'))}
            <Textarea
              {...field('description')}
              label={t('MAPS.FEATURE.DESCRIPTION')}
              autosize
              minRows={2}
              maxRows={8}
              readOnly={!canEdit}
              data-testid="map-feature-description"
            />
          </Stack>
        </fieldset>
        {!isDraft &&
          feature.documentId &&
          timeline.renderDocumentEvents(feature.documentId, feature.eventId)}
        {canEdit && (
          <Group justify="space-between">
            {!isDraft ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={askDelete}
                loading={mutations.remove.isPending}
                data-testid="map-feature-delete"
              >
                {t('MAPS.FEATURE.DELETE')}
              </Button>
            ) : (
              <Button variant="default" onClick={props.onClose}>
                {t('COMMON.CANCEL')}
              </Button>
            )}
            <Button
              type="submit"
              loading={mutations.create.isPending || mutations.update.isPending}
              data-testid="map-feature-save"
            >
              {t('COMMON.SAVE')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
