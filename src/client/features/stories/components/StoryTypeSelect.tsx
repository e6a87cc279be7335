import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storyTypes, type StoryType } from '../../../../shared/schemas/story';

interface Props {
  value: StoryType | '';
  onChange: (type: StoryType | '') => void;
  error?: string | undefined;
  testId?: string;
}

/** The kind of story (SPEC §5: required), with the names translated. */
export function StoryTypeSelect({ value, onChange, error, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('STORIES.FORM.TYPE')}
      placeholder={t('STORIES.FORM.TYPE_PLACEHOLDER')}
      withAsterisk
      data={storyTypes.map((type) => ({ value: type, label: t(`STORIES.TYPES.${type}`) }))}
      value={value || null}
      onChange={(next) => onChange((next as StoryType | null) ?? '')}
      allowDeselect={false}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
