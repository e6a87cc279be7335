import { ActionIcon, Group, MultiSelect, Select, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagWithCount } from '../../../../shared/schemas/tag';
import { useWorldDocumentTypes } from '../../../components/document-types/use-document-types';
import { defaultDirection, type DocumentFilters, type DocumentSort } from '../list-filters';

interface Props {
  filters: DocumentFilters;
  onChange: (patch: Partial<DocumentFilters>) => void;
  tags: readonly TagWithCount[];
}

/** Filter by name (as the user types, debounced), by tags (all must match) and by type; sort. */
export function DocumentFiltersBar({ filters, onChange, tags }: Props) {
  const { t } = useTranslation();
  const types = useWorldDocumentTypes();
  const [name, setName] = useState(filters.name);
  const sendName = useDebouncedCallback((value: string) => onChange({ name: value }), 300);
  const ascending = filters.direction === 'asc';

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('WIKI.LIST.FILTERS')}>
      <TextInput
        label={t('WIKI.LIST.FILTER_NAME')}
        placeholder={t('WIKI.LIST.FILTER_NAME_PLACEHOLDER')}
        leftSection={<IconSearch size={16} />}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          sendName(event.currentTarget.value);
        }}
        style={{ flex: '2 1 220px' }}
        data-testid="filter-name"
      />
      <MultiSelect
        label={t('WIKI.LIST.FILTER_TAGS')}
        placeholder={filters.tags.length ? undefined : t('WIKI.LIST.FILTER_TAGS_PLACEHOLDER')}
        data={tags.map((tag) => ({ value: tag.id, label: `${tag.name} (${tag.documents})` }))}
        value={filters.tags}
        onChange={(value) => onChange({ tags: value })}
        searchable
        clearable
        nothingFoundMessage={t('WIKI.LIST.NO_TAGS_FOUND')}
        style={{ flex: '2 1 220px' }}
      />
      <Select
        label={t('WIKI.LIST.FILTER_TYPE')}
        placeholder={t('WIKI.LIST.ALL_TYPES')}
        data={types.options}
        value={filters.type}
        onChange={(value) => onChange({ type: value ?? null })}
        clearable
        style={{ flex: '1 1 160px' }}
      />
      <Group gap={4} align="flex-end" wrap="nowrap" style={{ flex: '1 1 180px' }}>
        <Select
          label={t('WIKI.LIST.SORT')}
          data={(['name', 'updated', 'created'] as const).map((sort) => ({
            value: sort,
            label: t(`WIKI.LIST.SORT_${sort.toUpperCase()}`),
          }))}
          value={filters.sort}
          onChange={(value) => {
            const sort = (value ?? 'name') as DocumentSort;
            onChange({ sort, direction: defaultDirection(sort) });
          }}
          allowDeselect={false}
          style={{ flex: 1 }}
        />
        <Tooltip label={ascending ? t('WIKI.LIST.ASCENDING') : t('WIKI.LIST.DESCENDING')}>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={ascending ? t('WIKI.LIST.ASCENDING') : t('WIKI.LIST.DESCENDING')}
            onClick={() => onChange({ direction: ascending ? 'desc' : 'asc' })}
          >
            {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
