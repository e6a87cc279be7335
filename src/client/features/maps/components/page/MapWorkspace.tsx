import { Alert, Button, Drawer, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateParts } from '../../../../../shared/calendar/calendar-config';
import type { Calendar } from '../../../../../shared/calendar/calendar-math';
import type { MapFeature, MapGeometry } from '../../../../../shared/schemas/map';
import { ErrorCode } from '../../../../../shared/errors';
import { ApiError } from '../../../../lib/api-error';
import { showFormError } from '../../../../lib/form-server-errors';
import { usePhone } from '../../../../lib/use-phone';
import { mapQueryOptions, useMap } from '../../api/get-map';
import { useMaps } from '../../api/get-maps';
import { useUpdateMapFeature } from '../../api/update-map-feature';
import { useHiddenLayers } from '../../hooks/use-hidden-layers';
import { featureChanges } from '../../model/feature-changes';
import type { MapTool } from '../../model/map-tools';
import { MapTimeSlider } from '../map-view/MapTimeSlider';
import { MapView } from '../map-view/MapView';
import { TilingProgress } from '../TilingProgress';
import { draftFeature, draftId, movedFeature } from './feature-values';
import { FeatureForm } from './FeatureForm';
import { FeatureHoverCard } from './FeatureHoverCard';
import { FeatureList } from './FeatureList';
import { LayersManager } from './LayersManager';
import { MapBreadcrumb } from './MapBreadcrumb';
import { MapSettingsModal } from './MapSettingsModal';
import { MapToolbar } from './MapToolbar';
import { MoveConflictDialog, type MoveConflict } from './MoveConflictDialog';
import { ReplacePictureModal } from './ReplacePictureModal';
import { ScaleModal } from './ScaleModal';
import type { MapLinks, RenderDateInput, TimelineSlots } from './slots';
import classes from './map-page.module.css';

export interface MapWorkspaceProps {
  worldId: string;
  mapId: string;
  canEdit: boolean;
  canUpload: boolean;
  /** The world's calendar (null while it loads): dates of places and the time slider. */
  calendar: Calendar | null;
  renderDateInput: RenderDateInput;
  timeline: TimelineSlots;
  links: MapLinks;
  /** `?feature=`: the place to select and fly to. */
  featureParam: string | null;
  onFeatureParam: (featureId: string | null) => void;
  navigate: (to: string) => void;
}

/**
 * A map's page: breadcrumb and toolbar, the viewer filling the page, and a
 * side panel (a drawer on phones) with the searchable places and the
 * selected one's details. Editors draw and move places; viewers look.
 */
export function MapWorkspace(props: MapWorkspaceProps) {
  const { worldId, mapId, canEdit, canUpload, links } = props;
  const { t } = useTranslation();
  const phone = usePhone();
  const map = useMap(worldId, mapId);
  const maps = useMaps(worldId);
  const updateFeature = useUpdateMapFeature(worldId, mapId);
  const { hidden, setShown } = useHiddenLayers(mapId, map.data?.layers ?? emptyLayers);
  const [tool, setTool] = useState<MapTool>('select');
  const [draft, setDraft] = useState<MapFeature | null>(null);
  const [flyTo, setFlyTo] = useState<{ featureId: string; nonce: number } | null>(null);
  const [timeOn, setTimeOn] = useState(false);
  const [date, setDate] = useState<DateParts | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [dialog, setDialog] = useState<'settings' | 'layers' | 'replace' | null>(null);
  const [scaleLine, setScaleLine] = useState<number | null>(null);
  const [conflict, setConflict] = useState<MoveConflict | null>(null);
  const queryClient = useQueryClient();
  const selected = props.featureParam;

  const features = useMemo(
    () => [...(map.data?.features ?? []), ...(draft ? [draft] : [])],
    [map.data?.features, draft],
  );
  // A drawn place not saved yet is the one the panel shows until it is saved or dropped.
  const selectedFeature = draft ?? features.find((feature) => feature.id === selected) ?? null;

  const select = useCallback(
    (featureId: string | null) => {
      if (featureId !== draftId) setDraft(null);
      props.onFeatureParam(featureId === draftId ? null : featureId);
      if (featureId && phone) setPanelOpen(true);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page's setter is stable enough per render
    [props.onFeatureParam, phone],
  );
  // A click on the map beside an unsaved new place keeps it; picking another place asks first.
  const selectOnMap = (featureId: string | null) => {
    if (!draft || featureId === draftId) return select(featureId);
    if (featureId === null) return;
    modals.openConfirmModal({
      title: t('MAPS.DRAFT.DISCARD_TITLE'),
      children: t('MAPS.DRAFT.DISCARD_TEXT'),
      labels: { confirm: t('MAPS.DRAFT.DISCARD'), cancel: t('MAPS.DRAFT.KEEP') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('COMMON.CLOSE') },
      onConfirm: () => select(featureId),
    });
  };
  const fly = (featureId: string) => {
    setFlyTo({ featureId, nonce: Date.now() });
    select(featureId);
    // On a phone the drawer covers the map: a place picked from it is shown, not flown to unseen.
    if (phone) setPanelOpen(false);
  };

  // `?feature=` on arrival (a link from a document): fly there once the map has it.
  const [arrival] = useState(props.featureParam);
  const arrivalFly =
    arrival && map.data?.features.some((feature) => feature.id === arrival)
      ? { featureId: arrival, nonce: 0 }
      : null;

  if (map.isPending) return <Loader />;
  if (map.isError || !map.data) return <Alert color="red">{t('MAPS.PAGE.LOAD_FAILED')}</Alert>;
  const current = map.data;

  const onCreate = (geometry: MapGeometry) => {
    setDraft(draftFeature(geometry, null));
    props.onFeatureParam(null);
    setTool('select');
    if (phone) setPanelOpen(true);
  };
  const saveGeometry = (feature: MapFeature, geometry: MapGeometry) =>
    updateFeature.mutate(
      { featureId: feature.id, body: movedFeature(feature, geometry) },
      {
        onSuccess: () => setConflict(null),
        onError: async (error) => {
          setConflict(null);
          if (!(error instanceof ApiError && error.hasCode(ErrorCode.staleVersion))) {
            // Refused for another reason (a bad shape): say why and show the place as stored.
            showFormError(error, {}, () => undefined);
            void map.refetch();
            return;
          }
          // Someone saved the place first: show their version and ask what to keep.
          const fresh = await queryClient
            .fetchQuery({ ...mapQueryOptions(worldId, mapId), staleTime: 0 })
            .catch(() => null);
          const theirs = fresh?.features.find((item) => item.id === feature.id);
          if (!theirs) {
            notifications.show({ color: 'orange', message: t('MAPS.CONFLICT.DELETED') });
            return;
          }
          setConflict({ theirs, geometry, changes: featureChanges(feature, theirs) });
        },
      },
    );
  const onGeometryChange = (featureId: string, geometry: MapGeometry) => {
    if (featureId === draftId) return setDraft((old) => (old ? { ...old, geometry } : old));
    const feature = current.features.find((item) => item.id === featureId);
    if (feature) saveGeometry(feature, geometry);
  };
  const onOpen = (feature: MapFeature) => {
    if (feature.childMapId) props.navigate(links.map(feature.childMapId));
    else if (feature.documentId) props.navigate(links.document(feature.documentId));
  };

  const panel = selectedFeature ? (
    <FeatureForm
      key={selectedFeature.id}
      worldId={worldId}
      map={current}
      feature={selectedFeature}
      maps={maps.data ?? []}
      canEdit={canEdit}
      calendar={props.calendar}
      date={date}
      renderDateInput={props.renderDateInput}
      timeline={props.timeline}
      links={links}
      onSaved={(saved) => {
        if (selectedFeature.id === draftId) {
          setDraft(null);
          props.onFeatureParam(saved.id);
        }
      }}
      onClose={() => select(null)}
    />
  ) : (
    <FeatureList
      features={current.features}
      layers={current.layers}
      canEdit={canEdit}
      onPick={fly}
    />
  );

  const viewer = current.picture ? (
    <MapView
      map={current}
      features={features}
      hiddenLayerIds={hidden}
      date={timeOn ? date : null}
      tool={tool}
      canEdit={canEdit}
      selectedFeatureId={selectedFeature?.id ?? null}
      flyTo={flyTo ?? arrivalFly}
      onSelect={selectOnMap}
      onCreate={onCreate}
      onGeometryChange={onGeometryChange}
      onOpen={onOpen}
      onScaleLine={(lengthPx) => {
        setScaleLine(lengthPx);
        setTool('select');
      }}
      renderHoverCard={(feature) => <FeatureHoverCard worldId={worldId} feature={feature} />}
    />
  ) : (
    <div className={classes.placeholder}>
      <Stack align="center" gap="sm" maw={420} ta="center" p="md" data-testid="map-no-picture">
        {current.status === 'tiling' || current.status === 'failed' ? (
          <TilingProgress status={current.status} progress={current.tilingProgress} />
        ) : (
          <Text c="dimmed">{t('MAPS.NO_PICTURE')}</Text>
        )}
        {canUpload && current.status !== 'tiling' && (
          <Button leftSection={<IconPhotoUp size={16} />} onClick={() => setDialog('replace')}>
            {t('MAPS.PICTURE.REPLACE')}
          </Button>
        )}
      </Stack>
    </div>
  );

  return (
    <div className={classes.workspace} data-testid="map-page" data-status={current.status}>
      <div className={classes.head}>
        <MapBreadcrumb map={current} links={links} />
        <MapToolbar
          tool={tool}
          onTool={setTool}
          canEdit={canEdit && !!current.picture}
          canUpload={canUpload}
          layers={current.layers}
          hidden={hidden}
          onLayerShown={setShown}
          timeOn={timeOn}
          onTime={setTimeOn}
          timeAvailable={!!props.calendar}
          onPanel={phone ? () => setPanelOpen(true) : undefined}
          onSettings={() => setDialog('settings')}
          onLayers={() => setDialog('layers')}
          onReplace={() => setDialog('replace')}
        />
      </div>
      {timeOn && props.calendar && (
        <MapTimeSlider
          calendar={props.calendar.config}
          features={current.features}
          value={date}
          onChange={setDate}
        />
      )}
      <div className={classes.body}>
        <div className={classes.viewer}>
          {current.picture && current.status !== 'ready' && (
            <div className={classes.notice}>
              <TilingProgress status={current.status} progress={current.tilingProgress} compact />
            </div>
          )}
          {viewer}
        </div>
        {!phone && (
          <aside
            className={classes.panel}
            aria-label={t('MAPS.PAGE.SIDE_PANEL')}
            data-testid="map-side-panel"
          >
            {panel}
          </aside>
        )}
      </div>
      {phone && (
        <Drawer
          opened={panelOpen}
          onClose={() => setPanelOpen(false)}
          position="bottom"
          size="75%"
          // Closing the drawer over a new place must not drop what was typed into it.
          keepMounted
          title={t('MAPS.PAGE.SIDE_PANEL')}
          data-testid="map-side-drawer"
        >
          {panel}
        </Drawer>
      )}
      {canEdit && dialog === 'settings' && (
        <MapSettingsModal
          worldId={worldId}
          map={current}
          maps={maps.data ?? []}
          opened
          onClose={() => setDialog(null)}
          onDeleted={() => props.navigate(links.maps)}
        />
      )}
      {canEdit && (
        <LayersManager
          worldId={worldId}
          map={current}
          opened={dialog === 'layers'}
          onClose={() => setDialog(null)}
        />
      )}
      {canUpload && (
        <ReplacePictureModal
          worldId={worldId}
          mapId={current.id}
          opened={dialog === 'replace'}
          onClose={() => setDialog(null)}
        />
      )}
      <MoveConflictDialog
        conflict={conflict}
        busy={updateFeature.isPending}
        onKeepMine={() => conflict && saveGeometry(conflict.theirs, conflict.geometry)}
        onKeepTheirs={() => setConflict(null)}
      />
      {canEdit && scaleLine !== null && (
        <ScaleModal
          worldId={worldId}
          map={current}
          lengthPx={scaleLine}
          onClose={() => setScaleLine(null)}
        />
      )}
    </div>
  );
}

const emptyLayers: never[] = [];
