import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentChoice } from './DocumentsPicker';
import { useDocumentPicker } from './find-documents';

interface Props {
  worldId: string;
  value: string | null;
  onChange: (id: string | null, choice: DocumentChoice | null) => void;
  /** The document picked already, which a search may not bring back. */
  known?: DocumentChoice | null | undefined;
  label: string;
  error?: string | undefined;
  withAsterisk?: boolean;
  /** Offers a clear button (a filter); a required field leaves it out. */
  clearable?: boolean;
  testId?: string;
}

/** One document of the world (a relation's end), searched on the server by name as the user types. */
export function DocumentSelect({
  worldId,
  value,
  onChange,
  known,
  label,
  error,
  withAsterisk,
  clearable,
  testId,
}: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(known?.name ?? '');
  const [debounced] = useDebouncedValue(search, 200);
  const found = useDocumentPicker(worldId, debounced);
  const [picked, setPicked] = useState<DocumentChoice | null>(known ?? null);

  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (picked) options.set(picked.id, picked.name);
    for (const doc of found.data?.items ?? []) options.set(doc.id, doc.name);
    return [...options].map(([id, name]) => ({ value: id, label: name }));
  }, [picked, found.data]);

  return (
    <Select
      label={label}
      placeholder={t('DOCUMENT_PICKER.PLACEHOLDER')}
      data={data}
      value={value}
      onChange={(id, option) => {
        const choice = id && option ? { id, name: option.label } : null;
        setPicked(choice);
        onChange(id, choice);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? t('APP.LOADING') : t('DOCUMENT_PICKER.NOTHING_FOUND')}
      rightSection={found.isFetching ? <Loader size="xs" /> : undefined}
      withAsterisk={withAsterisk}
      clearable={clearable}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
