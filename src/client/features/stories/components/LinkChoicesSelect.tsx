import { Loader, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogChoices, useEventChoices, type LinkChoice } from '../api/get-link-choices';

interface Props {
  worldId: string;
  kind: 'event' | 'dialog';
  value: string[];
  /** The ids picked and the names of the picked ones. */
  onChange: (picked: LinkChoice[]) => void;
  /** Linked already: their names, which a search may not bring back. */
  known: readonly LinkChoice[];
  label: string;
  testId: string;
}

/** Events (filtered here, in date order) or dialogs (searched on the server) a scene links. */
export function LinkChoicesSelect({ worldId, kind, value, onChange, known, label, testId }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const events = useEventChoices(worldId, kind === 'event');
  const dialogs = useDialogChoices(worldId, debounced, kind === 'dialog');
  const found = kind === 'event' ? events : dialogs;
  const names = useMemo(() => {
    const map = new Map(known.map((choice) => [choice.id, choice.name]));
    for (const choice of found.data ?? []) map.set(choice.id, choice.name);
    return map;
  }, [known, found.data]);
  const data = useMemo(() => {
    const options = new Map(value.map((id) => [id, names.get(id) ?? id]));
    for (const choice of found.data ?? []) options.set(choice.id, choice.name);
    return [...options].map(([id, name]) => ({ value: id, label: name }));
  }, [value, names, found.data]);

  return (
    <MultiSelect
      label={label}
      placeholder={
        value.length
          ? undefined
          : t(kind === 'event' ? 'STORIES.EDITOR.PICK_EVENTS' : 'STORIES.EDITOR.PICK_DIALOGS')
      }
      data={data}
      value={value}
      onChange={(ids) => onChange(ids.map((id) => ({ id, name: names.get(id) ?? id })))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // Dialogs come filtered from the server already; events are filtered here by Mantine.
      {...(kind === 'dialog' ? { filter: ({ options }) => options } : {})}
      limit={kind === 'event' ? 50 : undefined}
      nothingFoundMessage={found.isFetching ? t('APP.LOADING') : t('STORIES.EDITOR.NOTHING_FOUND')}
      rightSection={found.isFetching ? <Loader size="xs" /> : undefined}
      hidePickedOptions
      clearable
      maxValues={100}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
