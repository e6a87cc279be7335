import { Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { worldRequest } from '../../../../shared/schemas/world';
import { useSchemaForm } from '../../../lib/form';
import { suggestUrlName } from '../slug';

export interface WorldFormValues extends Record<string, unknown> {
  name: string;
  urlName: string;
  description: string;
}

/** A world form validated in the browser by the shared `worldRequest` (SPEC §5). */
export function useWorldForm(initialValues: WorldFormValues) {
  return useSchemaForm<WorldFormValues>(worldRequest, { initialValues });
}
export type WorldForm = ReturnType<typeof useWorldForm>;

interface Props {
  worldForm: WorldForm;
  /** The owner part of the world's address, shown in the URL hint. */
  ownerUserName: string;
  /** New worlds: the URL name follows the name until the user types one. */
  suggestUrl?: boolean;
  /** Lets a caller focus the first field (the empty list's call to action). */
  nameId?: string;
}

/** Name, URL name and description of a world, validated by the shared `worldRequest`. */
export function WorldFields({ worldForm, ownerUserName, suggestUrl = false, nameId }: Props) {
  const { t } = useTranslation();
  const { form, field } = worldForm;
  const [urlEdited, setUrlEdited] = useState(!suggestUrl);
  const urlName = form.getValues().urlName;

  return (
    <Stack gap="sm">
      <TextInput
        {...field('name')}
        id={nameId}
        label={t('WORLDS.FORM.NAME')}
        placeholder={t('WORLDS.FORM.NAME_PLACEHOLDER')}
        withAsterisk
        data-testid="world-name-input"
        onChange={(event) => {
          const name = event.currentTarget.value;
          form.setFieldValue('name', name);
          if (!urlEdited) form.setFieldValue('urlName', suggestUrlName(name));
        }}
      />
      <TextInput
        {...field('urlName')}
        label={t('WORLDS.FORM.URL')}
        description={t('WORLDS.FORM.URL_HINT', { path: `/${ownerUserName}/${urlName || '…'}` })}
        placeholder={t('WORLDS.FORM.URL_PLACEHOLDER')}
        withAsterisk
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        data-testid="world-url-input"
        onChange={(event) => {
          const value = event.currentTarget.value;
          // Clearing the field hands the URL back to the suggestion.
          if (suggestUrl) setUrlEdited(value !== '');
          form.setFieldValue('urlName', value);
        }}
      />
      <Textarea
        {...field('description')}
        label={t('WORLDS.FORM.DESCRIPTION')}
        placeholder={t('WORLDS.FORM.DESCRIPTION_PLACEHOLDER')}
        autosize
        minRows={3}
        maxRows={10}
        data-testid="world-description-input"
      />
    </Stack>
  );
}
