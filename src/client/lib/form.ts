import { schemaResolver, useForm, type UseFormInput } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useTranslation } from 'react-i18next';

/**
 * A Mantine form validated by a shared zod schema (SPEC §5 rules live once in
 * src/shared). The schema's messages are catalogue keys; `field()` returns the
 * input props with the error translated into the interface language.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: StandardSchemaV1,
  options: Omit<UseFormInput<Values>, 'validate'>,
) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: 'controlled',
    validateInputOnBlur: true,
    ...options,
    validate: schemaResolver(schema, { sync: true }),
  });
  const field = (path: keyof Values & string) => {
    const props = form.getInputProps(path);
    return { ...props, error: props.error ? t(String(props.error)) : undefined };
  };
  return { form, field };
}
