import { ActionIcon, Button, Group, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import {
  metaSchemaTypes,
  variableTypes,
  type DialogVariable,
  type MetaSchemaDefinition,
} from '../../../../../shared/dialogs/dialog-graph';
import { valueFitsType } from '../../../../../shared/dialogs/dialog-values';
import { schemaNameField } from '../../../../../shared/schemas/fields';
import { newLocalId } from '../../model/local-id';
import type { Sandbox } from '../../model/sandbox';
import { SandboxTranslationsPanel } from './SandboxTranslations';

interface Props {
  /** The sandbox as edited now (the languages tab writes string tables of the current graph). */
  sandbox: Sandbox;
  onChange: (next: Sandbox) => void;
}

/** The message key of a variable or field name's first problem (SPEC §5), or null. */
function nameProblem(name: string, others: readonly { name: string }[]): string | null {
  const parsed = z.safeParse(schemaNameField, name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'VALIDATION.INVALID_VALUE';
  return others.some((other) => other.name === name) ? 'SERVER_ERROR.40042' : null;
}

/** The sandbox's own characters, variables, meta fields and translations (a world has documents and tabs for these). */
export function SandboxDefinitions({ sandbox, onChange }: Props) {
  const { t } = useTranslation();
  const setVariables = (variables: DialogVariable[]) => onChange({ ...sandbox, variables });
  const setMeta = (metaSchema: MetaSchemaDefinition[]) => onChange({ ...sandbox, metaSchema });
  const replaceAt = <T,>(items: readonly T[], index: number, item: T) =>
    items.map((old, at) => (at === index ? item : old));

  return (
    <Tabs defaultValue="characters" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="characters">{t('DIALOGS.SANDBOX.CHARACTERS')}</Tabs.Tab>
        <Tabs.Tab value="variables">{t('DIALOGS.VARIABLES.TITLE')}</Tabs.Tab>
        <Tabs.Tab value="meta">{t('DIALOGS.META.TITLE')}</Tabs.Tab>
        <Tabs.Tab value="languages">{t('DIALOGS.SANDBOX.LANGUAGES')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="characters" pt="sm">
        <Stack gap="xs">
          {sandbox.characters.map((character, index) => (
            <Group key={character.id} gap="xs" wrap="nowrap">
              <TextInput
                flex={1}
                aria-label={t('DIALOGS.SANDBOX.CHARACTER_NAME')}
                value={character.name}
                onChange={(event) =>
                  onChange({
                    ...sandbox,
                    characters: replaceAt(sandbox.characters, index, {
                      ...character,
                      name: event.currentTarget.value,
                    }),
                  })
                }
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('COMMON.DELETE')}
                onClick={() =>
                  onChange({
                    ...sandbox,
                    characters: sandbox.characters.filter((_, at) => at !== index),
                  })
                }
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              onChange({
                ...sandbox,
                characters: [
                  ...sandbox.characters,
                  { id: newLocalId('n'), name: t('DIALOGS.SANDBOX.NEW_CHARACTER') },
                ],
              })
            }
          >
            {t('DIALOGS.SANDBOX.ADD_CHARACTER')}
          </Button>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="variables" pt="sm">
        <Stack gap="xs">
          {sandbox.variables.map((variable, index) => {
            const problem = nameProblem(
              variable.name,
              sandbox.variables.filter((_, at) => at !== index),
            );
            const badDefault = !valueFitsType(variable.defaultValue, variable.type);
            return (
              <Group key={variable.id} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  flex={1}
                  aria-label={t('DIALOGS.VARIABLES.NAME')}
                  value={variable.name}
                  error={problem ? t(problem) : undefined}
                  onChange={(event) =>
                    setVariables(
                      replaceAt(sandbox.variables, index, {
                        ...variable,
                        name: event.currentTarget.value,
                      }),
                    )
                  }
                />
                <Select
                  w={110}
                  aria-label={t('DIALOGS.VARIABLES.TYPE')}
                  data={variableTypes.map((type) => ({
                    value: type,
                    label: t(`DIALOGS.VARIABLE_TYPE.${type}`),
                  }))}
                  value={variable.type}
                  allowDeselect={false}
                  onChange={(type) =>
                    type &&
                    setVariables(
                      replaceAt(sandbox.variables, index, {
                        ...variable,
                        type: type as DialogVariable['type'],
                        defaultValue: type === 'boolean' ? 'false' : type === 'integer' ? '0' : '',
                      }),
                    )
                  }
                />
                <TextInput
                  w={90}
                  aria-label={t('DIALOGS.VARIABLES.DEFAULT')}
                  value={variable.defaultValue}
                  error={badDefault ? t('DIALOGS.VARIABLES.DEFAULT_WRONG') : undefined}
                  onChange={(event) =>
                    setVariables(
                      replaceAt(sandbox.variables, index, {
                        ...variable,
                        defaultValue: event.currentTarget.value,
                      }),
                    )
                  }
                />
                <ActionIcon
                  mt={6}
                  variant="subtle"
                  color="gray"
                  aria-label={t('COMMON.DELETE')}
                  onClick={() => setVariables(sandbox.variables.filter((_, at) => at !== index))}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            );
          })}
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              setVariables([
                ...sandbox.variables,
                {
                  id: newLocalId('n'),
                  name: `variable_${'abcdefghij'[sandbox.variables.length % 10]}`,
                  type: 'boolean',
                  commentary: '',
                  defaultValue: 'false',
                },
              ])
            }
          >
            {t('DIALOGS.VARIABLES.ADD')}
          </Button>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="meta" pt="sm">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('DIALOGS.META.HINT')}
          </Text>
          {sandbox.metaSchema.map((definition, index) => {
            const problem = nameProblem(
              definition.name,
              sandbox.metaSchema.filter((_, at) => at !== index),
            );
            return (
              <Group key={definition.id} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  flex={1}
                  aria-label={t('DIALOGS.META.NAME')}
                  value={definition.name}
                  error={problem ? t(problem) : undefined}
                  onChange={(event) =>
                    setMeta(
                      replaceAt(sandbox.metaSchema, index, {
                        ...definition,
                        name: event.currentTarget.value,
                      }),
                    )
                  }
                />
                <Select
                  w={110}
                  aria-label={t('DIALOGS.META.TYPE')}
                  data={metaSchemaTypes.map((type) => ({
                    value: type,
                    label: t(`DIALOGS.VARIABLE_TYPE.${type}`),
                  }))}
                  value={definition.type}
                  allowDeselect={false}
                  onChange={(type) =>
                    type &&
                    setMeta(
                      replaceAt(sandbox.metaSchema, index, {
                        ...definition,
                        type: type as MetaSchemaDefinition['type'],
                      }),
                    )
                  }
                />
                <ActionIcon
                  mt={6}
                  variant="subtle"
                  color="gray"
                  aria-label={t('COMMON.DELETE')}
                  onClick={() => setMeta(sandbox.metaSchema.filter((_, at) => at !== index))}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            );
          })}
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              setMeta([
                ...sandbox.metaSchema,
                {
                  id: newLocalId('n'),
                  name: `field_${'abcdefghij'[sandbox.metaSchema.length % 10]}`,
                  type: 'text',
                  commentary: '',
                },
              ])
            }
          >
            {t('DIALOGS.META.ADD')}
          </Button>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="languages" pt="sm">
        <SandboxTranslationsPanel
          sandbox={sandbox}
          onChange={(translations) => onChange({ ...sandbox, translations })}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
