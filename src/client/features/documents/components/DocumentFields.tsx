import { Select, SimpleGrid, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorldDocumentTypes } from '../../../components/document-types/use-document-types';
import type { DocumentFieldValues } from '../document-form';
import type { Visibility } from '../../../../shared/visibility';
import { VisibilitySelect } from '../../../components/VisibilitySelect';
import { useOptionalWorld } from '../../../lib/world-context';

type Field = (path: keyof DocumentFieldValues & string) => Record<string, unknown>;

interface Props {
  field: Field;
  /** Names of the world's tags, offered while typing; any new name is allowed. */
  tagSuggestions: readonly string[];
  autoFocus?: boolean;
}

/** Name, type, tags, description and visibility: the same fields to create and to edit a document. */
export function DocumentFields({ field, tagSuggestions, autoFocus }: Props) {
  const { t } = useTranslation();
  const world = useOptionalWorld();
  const types = useWorldDocumentTypes();
  const visibility = field('visibility') as {
    value: Visibility | null | undefined;
    onChange: (value: Visibility | null) => void;
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('WIKI.FIELDS.NAME')}
          required
          data-autofocus={autoFocus || undefined}
          maxLength={200}
          {...field('name')}
          data-testid="document-name"
        />
        <Select
          label={t('WIKI.FIELDS.TYPE')}
          required
          data={types.options}
          allowDeselect={false}
          {...field('type')}
          data-testid="document-type"
        />
      </SimpleGrid>
      <TagsInput
        label={t('WIKI.FIELDS.TAGS')}
        description={t('WIKI.FIELDS.TAGS_HINT')}
        data={[...tagSuggestions]}
        splitChars={[',']}
        clearable
        acceptValueOnBlur
        maxTags={50}
        {...field('tags')}
        data-testid="document-tags"
      />
      <Textarea
        label={t('WIKI.FIELDS.DESCRIPTION')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={5000}
        {...field('description')}
        data-testid="document-description"
      />
      {world && (
        <VisibilitySelect value={visibility.value ?? null} onChange={visibility.onChange} />
      )}
    </>
  );
}
