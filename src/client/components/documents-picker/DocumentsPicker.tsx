import { Loader, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentPicker } from './find-documents';

export interface DocumentChoice {
  id: string;
  name: string;
}

interface Props {
  worldId: string;
  value: string[];
  /** The ids picked, and every name known so far (for showing them elsewhere). */
  onChange: (ids: string[], names: ReadonlyMap<string, string>) => void;
  /** Names of the documents already linked, which a search may not bring back. */
  known: readonly DocumentChoice[];
  label: string;
  error?: string | undefined;
  testId?: string;
}

/**
 * Documents linked to something (an event, an image: SPEC §3), searched on
 * the server by name as the user types, so a world of thousands of documents
 * stays quick.
 */
export function DocumentsPicker({ worldId, value, onChange, known, label, error, testId }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const found = useDocumentPicker(worldId, debounced);
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(
    () => new Map(known.map((doc) => [doc.id, doc.name])),
  );

  // The linked documents (to show their names) and what the search found.
  const data = useMemo(() => {
    const options = new Map(value.map((id) => [id, picked.get(id) ?? id]));
    for (const doc of found.data?.items ?? []) options.set(doc.id, doc.name);
    return [...options].map(([id, name]) => ({ value: id, label: name }));
  }, [value, picked, found.data]);

  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : t('DOCUMENT_PICKER.PLACEHOLDER')}
      data={data}
      value={value}
      onChange={(ids) => {
        const names = new Map(picked);
        for (const option of data)
          if (ids.includes(option.value)) names.set(option.value, option.label);
        setPicked(names);
        onChange(ids, names);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server filtered already; the names it found may match in the middle.
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? t('APP.LOADING') : t('DOCUMENT_PICKER.NOTHING_FOUND')}
      rightSection={found.isFetching ? <Loader size="xs" /> : undefined}
      hidePickedOptions
      clearable
      maxValues={100}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
