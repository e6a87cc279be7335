import { ActionIcon, Badge, Button, Group, Menu, NavLink, Paper, Stack, Text } from '@mantine/core';
import {
  IconDots,
  IconFolder,
  IconFolderOff,
  IconPencil,
  IconPhoto,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  noImageCategory,
  type ImageCategory,
  type ImageCategoryList,
} from '../../../../shared/schemas/image';
import { confirmDelete } from '../../../components/confirm';
import { useDeleteImageCategory } from '../api/delete-category';
import { CategoryFormModal } from './CategoryFormModal';
import classes from './images.module.css';

interface Props {
  worldId: string;
  categories: ImageCategoryList | undefined;
  /** A category id, `none`, or null for all pictures. */
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
  canEdit: boolean;
}

/** The gallery's categories with their counts: pick one to filter; editors add, rename and delete them. */
export function CategoryNav({ worldId, categories, selected, onSelect, canEdit }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<ImageCategory | null | 'new'>(null);
  const remove = useDeleteImageCategory(worldId);
  const items = categories?.items ?? [];
  const total = items.reduce(
    (sum, category) => sum + category.images,
    categories?.uncategorized ?? 0,
  );

  const askDelete = async (category: ImageCategory) => {
    if (
      !(await confirmDelete({ text: t('IMAGES.CATEGORIES.DELETE_TEXT', { name: category.name }) }))
    )
      return;
    await remove.mutateAsync(category.id);
    if (selected === category.id) onSelect(null);
  };

  const count = (value: number) => (
    <Badge variant="light" color="gray" size="sm">
      {value}
    </Badge>
  );

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      component="nav"
      aria-label={t('IMAGES.CATEGORIES.TITLE')}
      data-testid="category-nav"
    >
      <Stack gap={2}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" py={4}>
          {t('IMAGES.CATEGORIES.TITLE')}
        </Text>
        <NavLink
          label={t('IMAGES.ALL')}
          leftSection={<IconPhoto size={16} />}
          rightSection={count(total)}
          active={selected === null}
          onClick={() => onSelect(null)}
          data-testid="category-all"
        />
        <NavLink
          label={t('IMAGES.UNCATEGORIZED')}
          leftSection={<IconFolderOff size={16} />}
          rightSection={count(categories?.uncategorized ?? 0)}
          active={selected === noImageCategory}
          onClick={() => onSelect(noImageCategory)}
          data-testid="category-none"
        />
        {items.map((category) => (
          <div key={category.id} className={classes.categoryItem}>
            <NavLink
              label={category.name}
              leftSection={<IconFolder size={16} />}
              rightSection={count(category.images)}
              active={selected === category.id}
              onClick={() => onSelect(category.id)}
              data-testid="category-item"
              data-name={category.name}
              style={{ flex: 1, minWidth: 0 }}
            />
            {canEdit && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('IMAGES.CATEGORIES.ACTIONS', { name: category.name })}
                  >
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconPencil size={14} />}
                    onClick={() => setEditing(category)}
                  >
                    {t('IMAGES.CATEGORIES.RENAME')}
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => void askDelete(category)}
                  >
                    {t('IMAGES.CATEGORIES.DELETE')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </div>
        ))}
        {canEdit && (
          <Group px="xs" pt="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing('new')}
              data-testid="category-add"
            >
              {t('IMAGES.CATEGORIES.ADD')}
            </Button>
          </Group>
        )}
      </Stack>
      <CategoryFormModal
        worldId={worldId}
        category={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Paper>
  );
}
