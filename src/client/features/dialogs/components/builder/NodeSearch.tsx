import { Group, Select, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogGraph } from '../../../../../shared/dialogs/dialog-graph';
import { searchNodes } from '../../model/node-search';
import { useDialogLookup } from '../nodes/dialog-lookup';
import { nodeLabel } from './node-label';

interface Props {
  graph: DialogGraph;
  /** A node was chosen: select it and bring it into view. */
  onChoose: (nodeId: string) => void;
}

/** Enough to pick from; typing more narrows a big dialog down. */
const shownAtMost = 30;
/** The list is already the matches (searchNodes): the box filters nothing again. */
const keepAll: OptionsFilter = ({ options }) => options;

type Option = ComboboxItem & { speaker: string };

const dropdownWidth = 360;
/** The list scrolls sideways to fit its widest line: a line held to the dropdown's width ends in "…" instead. */
const optionWidth = dropdownWidth - 40;

/** Finds a node of a big dialog by its text or its speaker's name, and jumps to it. */
export function NodeSearch({ graph, onChoose }: Props) {
  const { t } = useTranslation();
  const { documents } = useDialogLookup();
  const [search, setSearch] = useState('');
  const options = useMemo((): Option[] => {
    const speakerOf = (speakerId: string | null) =>
      speakerId ? (documents.get(speakerId)?.name ?? '') : '';
    const found = searchNodes(
      graph.nodes,
      (node) => [node.text, speakerOf(node.speakerId), nodeLabel(node, t)],
      search,
      shownAtMost,
    );
    return found.map((node) => ({
      value: node.id,
      label: nodeLabel(node, t),
      speaker: speakerOf(node.speakerId),
    }));
  }, [graph.nodes, documents, search, t]);

  return (
    <Select
      data={options}
      value={null}
      onChange={(nodeId) => {
        if (!nodeId) return;
        setSearch('');
        onChoose(nodeId);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      nothingFoundMessage={search.trim() ? t('DIALOGS.SEARCH.NOTHING') : null}
      placeholder={t('DIALOGS.SEARCH.PLACEHOLDER')}
      aria-label={t('DIALOGS.SEARCH.LABEL')}
      leftSection={<IconSearch size={16} />}
      // A search box, not a list to open: no chevron.
      rightSection={<span />}
      rightSectionPointerEvents="none"
      withCheckIcon={false}
      comboboxProps={{ width: dropdownWidth, position: 'bottom-start' }}
      renderOption={({ option }) => {
        const speaker = (option as Option).speaker;
        return (
          <Group gap={6} wrap="nowrap" miw={0} maw={optionWidth} data-testid="node-search-option">
            {speaker && (
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                {speaker}:
              </Text>
            )}
            <Text size="sm" truncate miw={0}>
              {option.label}
            </Text>
          </Group>
        );
      }}
      w={240}
      data-testid="node-search"
    />
  );
}
