import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DialogVariable } from '../../../../../shared/dialogs/dialog-graph';

interface Props {
  variable: DialogVariable | undefined;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  label: string;
}

const wholeNumber = /^-?\d+$/;

/** A value of a variable's type: true/false, a whole number, or text. */
export function VariableValueInput({ variable, value, onChange, readOnly, label }: Props) {
  const { t } = useTranslation();
  if (variable?.type === 'boolean') {
    return (
      <Select
        aria-label={label}
        data={[
          { value: 'true', label: t('DIALOGS.TRUE') },
          { value: 'false', label: t('DIALOGS.FALSE') },
        ]}
        value={value === 'true' || value === 'false' ? value : null}
        onChange={(next) => onChange(next ?? 'false')}
        readOnly={readOnly}
        allowDeselect={false}
        w={96}
      />
    );
  }
  const wrong = variable?.type === 'integer' && value !== '' && !wholeNumber.test(value);
  return (
    <TextInput
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={wrong ? t('VALIDATION.WHOLE_NUMBER') : undefined}
      readOnly={readOnly}
      w={96}
    />
  );
}
