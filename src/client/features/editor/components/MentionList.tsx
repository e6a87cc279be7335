import { Badge, Group, Loader, Paper, Text, UnstyledButton } from '@mantine/core';
import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import type { SuggestionProps } from '@tiptap/suggestion';
import { useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentionItem } from '../mention-types';
import classes from './contents.module.css';
import { DocumentTypeName } from '../../../components/document-types/DocumentTypeName';

export interface MentionListHandle {
  onKeyDown: (event: KeyboardEvent) => boolean;
}

type Props = SuggestionProps<MentionItem, MentionNodeAttrs> & { ref?: Ref<MentionListHandle> };

/** The `@` menu: documents whose name matches what follows the `@`, chosen with the arrows and Enter. */
export function MentionList({ items, command, loading, query, ref }: Props) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [lastItems, setLastItems] = useState(items);
  if (lastItems !== items) {
    setLastItems(items);
    setActive(0);
  }

  const choose = (index: number) => {
    const item = items[index];
    if (item) command({ id: item.id, label: item.label });
  };

  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (items.length === 0) return false;
      if (event.key === 'ArrowDown') {
        setActive((active + 1) % items.length);
        return true;
      }
      if (event.key === 'ArrowUp') {
        setActive((active - 1 + items.length) % items.length);
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        choose(active);
        return true;
      }
      return false;
    },
  }));

  return (
    <Paper
      shadow="md"
      withBorder
      p={4}
      className={classes.mentionMenu}
      role="listbox"
      aria-label={t('WIKI.EDITOR.MENTION_MENU')}
    >
      {items.map((item, index) => (
        <UnstyledButton
          key={item.id}
          role="option"
          aria-selected={index === active}
          data-active={index === active || undefined}
          className={classes.mentionOption}
          onMouseEnter={() => setActive(index)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(index)}
        >
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" truncate>
              {item.label}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              <DocumentTypeName type={item.type} />
            </Badge>
          </Group>
        </UnstyledButton>
      ))}
      {items.length === 0 && (
        <Group gap="xs" p={6}>
          {loading && <Loader size="xs" />}
          <Text size="sm" c="dimmed">
            {loading
              ? t('WIKI.EDITOR.MENTION_SEARCHING')
              : query
                ? t('WIKI.EDITOR.MENTION_NONE')
                : t('WIKI.EDITOR.MENTION_HINT')}
          </Text>
        </Group>
      )}
    </Paper>
  );
}
