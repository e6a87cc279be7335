import { TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The top bar's search field (SPEC §2.2). Ctrl/Cmd+K focuses it. The wiki
 * issue connects it to the world's search; until then it only takes focus.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useHotkeys([['mod+K', () => input.current?.focus()]]);
  return (
    <TextInput
      ref={input}
      size="xs"
      w={240}
      leftSection={<IconSearch size={14} />}
      placeholder={t('NAVBAR.SEARCH_PLACEHOLDER')}
      aria-label={t('NAVBAR.SEARCH')}
    />
  );
}
