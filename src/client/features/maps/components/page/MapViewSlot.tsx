import { Center, Text } from '@mantine/core';
import type { MapViewProps } from './map-view-props';

/** Until the viewer lands: the map's name where the picture will be. */
export function MapViewSlot(props: MapViewProps) {
  return (
    <Center h="100%" data-testid="map-view-placeholder">
      <Text c="dimmed">{props.map.name}</Text>
    </Center>
  );
}
