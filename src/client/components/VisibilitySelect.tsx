import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '../../shared/visibility';
import { useSelectedWorld } from '../lib/world-context';

const followWorld = 'default';

/**
 * Who sees an item: everyone, members only, or as the world's default (null).
 * For editors of the item; in a private world it says when it takes effect.
 */
export function VisibilitySelect({
  value,
  onChange,
  disabled,
}: {
  value: Visibility | null;
  onChange: (value: Visibility | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const world = useSelectedWorld();
  const worldDefault = t(
    world.defaultVisibility === 'public' ? 'VISIBILITY.PUBLIC' : 'VISIBILITY.MEMBERS',
  );
  const data = [
    { value: followWorld, label: t('VISIBILITY.DEFAULT', { visibility: worldDefault }) },
    { value: 'public', label: t('VISIBILITY.PUBLIC') },
    { value: 'members', label: t('VISIBILITY.MEMBERS') },
  ];
  return (
    <Select
      label={t('VISIBILITY.LABEL')}
      description={world.isPublic ? undefined : t('VISIBILITY.PRIVATE_WORLD_HINT')}
      data={data}
      value={value ?? followWorld}
      onChange={(next) => onChange(next === 'public' || next === 'members' ? next : null)}
      allowDeselect={false}
      disabled={disabled}
      data-testid="visibility-select"
    />
  );
}
