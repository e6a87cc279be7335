import { Combobox, Kbd, Loader, Text, TextInput, VisuallyHidden, useCombobox } from '@mantine/core';
import { useHotkeys, useMediaQuery, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SearchHit } from '../../../../shared/schemas/search';
import type { World } from '../../../../shared/schemas/world';
import { hitValue } from '../group-hits';
import { hitTarget } from '../hit-target';
import { phoneQuery } from '../../../lib/use-phone';
import { useWorldSearch } from '../hooks/use-world-search';
import { SearchStatus } from './SearchStatus';
import { SearchHitOption } from './SearchHitOption';
import classes from './search.module.css';

/** Touch first, or phone-narrow: where a Ctrl/Cmd+K hint is noise. */
const noKeyboardQuery = `(hover: none), (pointer: coarse), ${phoneQuery}`;

interface Props {
  world: Pick<World, 'id' | 'ownerUserName' | 'urlName'>;
  /** Ctrl/Cmd+K focuses this field; only one field on a page should take it. */
  withHotkey?: boolean;
  /** Width of the field; the results panel is at least `dropdownWidth` wide. */
  width?: number | string;
  dropdownWidth?: number | 'target';
  size?: 'xs' | 'sm';
  /** Where the results open under the field: the top bar's field sits at the right edge, the drawer's at the left. */
  position?: 'bottom-end' | 'bottom-start';
  /** Called after a result is opened, e.g. to close the navigation drawer the field sits in. */
  onNavigate?: () => void;
}

/**
 * Search as you type (issue 4 item 7): results grouped by kind with the
 * matches highlighted; arrows move, Enter opens (the first result when none is
 * chosen), Esc closes.
 */
export function WorldSearch({
  world,
  withHotkey = false,
  width = 280,
  dropdownWidth = 440,
  size = 'xs',
  position = 'bottom-end',
  onNavigate,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const os = useOs();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const search = useWorldSearch(world.id, query);
  // A phone or tablet has no keyboard to press the shortcut on: its hint would only take room.
  // The width is asked too: a touch screen that reports hover, and a narrowed window, show no hint.
  const withKeyboard = !useMediaQuery(noKeyboardQuery, false, { getInitialValueInEffect: false });
  const showShortcut = withHotkey && withKeyboard && !query;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  useHotkeys(
    withHotkey
      ? [
          [
            'mod+K',
            () => {
              input.current?.focus();
              input.current?.select();
              combobox.openDropdown();
            },
          ],
        ]
      : [],
    // Also from another field: the shortcut is how a keyboard user gets here.
    [],
  );

  // New results start unselected, so the first ArrowDown lands on the best hit.
  const { ordered } = search;
  const { resetSelectedOption } = combobox;
  useEffect(() => resetSelectedOption(), [ordered, resetSelectedOption]);

  const open = (hit: SearchHit | undefined) => {
    if (!hit) return;
    navigate(hitTarget(world, hit));
    setQuery('');
    combobox.closeDropdown();
    input.current?.blur();
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (
      event.key === 'Enter' &&
      combobox.getSelectedOptionIndex() === -1 &&
      search.state === 'results'
    ) {
      event.preventDefault();
      open(ordered[0]);
    } else if (event.key === 'Escape' && !combobox.dropdownOpened) {
      input.current?.blur();
    }
  };

  const shortcut = os === 'macos' ? '⌘K' : 'Ctrl K';

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => open(ordered.find((hit) => hitValue(hit) === value))}
      position={position}
      width={dropdownWidth}
      withinPortal
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={input}
          size={size}
          w={width}
          // Not type="search": Chrome clears such a field on Esc, which would reopen the panel.
          type="text"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={onKeyDown}
          leftSection={<IconSearch size={14} aria-hidden />}
          rightSection={
            search.isFetching && query.trim() ? (
              <Loader size={12} aria-hidden />
            ) : showShortcut ? (
              <Kbd size="xs" aria-hidden>
                {shortcut}
              </Kbd>
            ) : null
          }
          rightSectionWidth={showShortcut ? 56 : undefined}
          rightSectionPointerEvents="none"
          placeholder={t('NAVBAR.SEARCH_PLACEHOLDER')}
          aria-label={t('NAVBAR.SEARCH')}
          aria-keyshortcuts={withHotkey ? 'Control+K Meta+K' : undefined}
          data-testid="world-search"
        />
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Options aria-label={t('SEARCH.RESULTS')} mah={420} style={{ overflowY: 'auto' }}>
          {search.state === 'results' ? (
            search.groups.map((group) => (
              <Combobox.Group key={group.kind} label={t(`SEARCH.KINDS.${group.kind}`)}>
                {group.hits.map((hit) => (
                  <SearchHitOption key={hitValue(hit)} hit={hit} />
                ))}
              </Combobox.Group>
            ))
          ) : (
            <SearchStatus state={search.state} query={search.searchedFor} />
          )}
        </Combobox.Options>
        {search.state === 'results' && (
          <Combobox.Footer>
            <Text c="dimmed" className={classes.footer}>
              {t('SEARCH.KEYS_HINT')}
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
      <VisuallyHidden aria-live="polite">
        {search.state === 'results'
          ? t('SEARCH.RESULT_COUNT', { count: ordered.length })
          : search.state === 'empty'
            ? t('SEARCH.NO_RESULTS', { query: search.searchedFor })
            : ''}
      </VisuallyHidden>
    </Combobox>
  );
}
