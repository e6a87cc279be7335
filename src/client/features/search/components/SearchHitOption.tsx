import { Combobox, Group, Stack, Text } from '@mantine/core';
import {
  IconBook,
  IconCalendarEvent,
  IconFileText,
  IconMap,
  IconMessages,
  IconPhoto,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { SearchHit } from '../../../../shared/schemas/search';
import { hitValue, type SearchKind } from '../group-hits';
import { MarkedText } from './MarkedText';
import classes from './search.module.css';

// Typed by kind, so a new searchable kind cannot ship without its icon.
const icons: Record<SearchKind, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  document: IconFileText,
  event: IconCalendarEvent,
  image: IconPhoto,
  story: IconBook,
  dialog: IconMessages,
  map: IconMap,
};

/** One result: its kind's icon, the title and the snippet with the matched words highlighted. */
export function SearchHitOption({ hit }: { hit: SearchHit }) {
  const Icon = icons[hit.kind];
  return (
    <Combobox.Option value={hitValue(hit)} className={classes.option} data-testid="search-hit">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={16} aria-hidden />
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} className={classes.title}>
            <MarkedText value={hit.titleMarked || hit.title} />
          </Text>
          {hit.snippet && (
            <Text size="xs" c="dimmed" lineClamp={2} className={classes.snippet}>
              <MarkedText value={hit.snippet} />
            </Text>
          )}
        </Stack>
      </Group>
    </Combobox.Option>
  );
}
