import {
  ActionIcon,
  Checkbox,
  Group,
  Menu,
  Popover,
  SegmentedControl,
  Stack,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconClock,
  IconDots,
  IconLayoutSidebarRight,
  IconLine,
  IconLock,
  IconMapPin,
  IconPhotoUp,
  IconPointer,
  IconPolygon,
  IconRuler2,
  IconRulerMeasure,
  IconSettings,
  IconStack2,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapLayer } from '../../../../../shared/schemas/map';
import type { MapTool } from '../../model/map-tools';
import { baseLayerKey } from '../../model/visible-features';

const toolIcons: Record<MapTool, ComponentType<{ size?: number }>> = {
  select: IconPointer,
  pin: IconMapPin,
  region: IconPolygon,
  path: IconLine,
  measure: IconRulerMeasure,
  scale: IconRuler2,
};

interface Props {
  tool: MapTool;
  onTool: (tool: MapTool) => void;
  canEdit: boolean;
  canUpload: boolean;
  layers: readonly MapLayer[];
  hidden: ReadonlySet<string>;
  onLayerShown: (layerKey: string, shown: boolean) => void;
  timeOn: boolean;
  onTime: (on: boolean) => void;
  /** Whether a date slider can show (the world's calendar is loaded). */
  timeAvailable: boolean;
  onPanel?: (() => void) | undefined;
  onSettings: () => void;
  onLayers: () => void;
  onReplace: () => void;
}

/** The map page's tools (drawing ones for editors), shown layers, the time slider and the map's menu. */
export function MapToolbar(props: Props) {
  const { t } = useTranslation();
  const tools: MapTool[] = props.canEdit
    ? ['select', 'pin', 'region', 'path', 'measure', 'scale']
    : ['select', 'measure'];
  const layerRows = [
    { key: baseLayerKey, name: t('MAPS.LAYERS.MAIN'), secret: false },
    ...[...props.layers]
      .reverse()
      .map((layer) => ({ key: layer.id, name: layer.name, secret: layer.secret })),
  ];
  return (
    <Group gap="xs" wrap="nowrap" data-testid="map-toolbar">
      <SegmentedControl
        size="xs"
        value={props.tool}
        onChange={(value) => props.onTool(value as MapTool)}
        aria-label={t('MAPS.TOOLS.LABEL')}
        data={tools.map((tool) => {
          const Icon = toolIcons[tool];
          return {
            value: tool,
            label: (
              <Tooltip label={t(`MAPS.TOOLS.${tool}`)} withinPortal>
                <Group gap={0} justify="center" data-testid={`map-tool-${tool}`}>
                  <Icon size={16} />
                  <VisuallyHidden>{t(`MAPS.TOOLS.${tool}`)}</VisuallyHidden>
                </Group>
              </Tooltip>
            ),
          };
        })}
      />
      <Popover position="bottom-end" withinPortal shadow="md">
        <Popover.Target>
          <Tooltip label={t('MAPS.LAYERS.SHOW')} withinPortal>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('MAPS.LAYERS.SHOW')}
              data-testid="map-layers-menu"
            >
              <IconStack2 size={18} />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" data-testid="map-layer-toggles">
            {layerRows.map((row) => (
              <Checkbox
                key={row.key}
                checked={!props.hidden.has(row.key)}
                onChange={(event) => props.onLayerShown(row.key, event.currentTarget.checked)}
                label={
                  <Group gap={4} wrap="nowrap">
                    {row.name}
                    {row.secret && <IconLock size={12} aria-label={t('MAPS.LAYERS.SECRET')} />}
                  </Group>
                }
                data-testid="map-layer-toggle"
              />
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {props.timeAvailable && (
        <Tooltip label={t('MAPS.PAGE.TIME')} withinPortal>
          <ActionIcon
            variant={props.timeOn ? 'filled' : 'default'}
            size="lg"
            aria-label={t('MAPS.PAGE.TIME')}
            aria-pressed={props.timeOn}
            onClick={() => props.onTime(!props.timeOn)}
            data-testid="map-time-toggle"
          >
            <IconClock size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {(props.canEdit || props.canUpload) && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('MAPS.PAGE.MORE')}
              data-testid="map-more"
            >
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {props.canEdit && (
              <Menu.Item
                leftSection={<IconSettings size={16} />}
                onClick={props.onSettings}
                data-testid="map-open-settings"
              >
                {t('MAPS.SETTINGS.OPEN')}
              </Menu.Item>
            )}
            {props.canEdit && (
              <Menu.Item
                leftSection={<IconStack2 size={16} />}
                onClick={props.onLayers}
                data-testid="map-open-layers"
              >
                {t('MAPS.LAYERS.MANAGE')}
              </Menu.Item>
            )}
            {props.canUpload && (
              <Menu.Item
                leftSection={<IconPhotoUp size={16} />}
                onClick={props.onReplace}
                data-testid="map-open-replace"
              >
                {t('MAPS.PICTURE.REPLACE')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      {props.onPanel && (
        <ActionIcon
          variant="default"
          size="lg"
          onClick={props.onPanel}
          aria-label={t('MAPS.PAGE.OPEN_PANEL')}
          data-testid="map-open-panel"
        >
          <IconLayoutSidebarRight size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
