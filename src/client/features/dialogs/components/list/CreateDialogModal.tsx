import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { DialogKind } from '../../../../../shared/dialogs/dialog-graph';
import type { DialogDetail } from '../../../../../shared/schemas/dialog';
import { bannerMessages } from '../../../../lib/error-messages';
import { useCreateDialog } from '../../api/create-dialog';
import { VisibilitySelect } from '../../../../components/VisibilitySelect';
import type { Visibility } from '../../../../../shared/visibility';

interface Props {
  worldId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (dialog: DialogDetail) => void;
}

/** SPEC §2.3: a new dialog, choosing linear or branching. */
export function CreateDialogModal({ worldId, opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateDialog(worldId);
  const form = useForm({
    initialValues: {
      name: '',
      kind: 'branching' as DialogKind,
      visibility: null as Visibility | null,
    },
    validate: { name: (value) => (value.trim() ? null : t('VALIDATION.NAME_REQUIRED')) },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const dialog = await create.mutateAsync({
        name: values.name.trim(),
        kind: values.kind,
        visibility: values.visibility,
      });
      form.reset();
      onCreated(dialog);
    } catch (error) {
      form.setFieldError(
        'name',
        bannerMessages(error, t)
          .map((message) => message.text)
          .join(' '),
      );
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('DIALOGS.LIST.CREATE')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('DIALOGS.NAME')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
            data-testid="new-dialog-name"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('DIALOGS.LIST.KIND')}
            </Text>
            <SegmentedControl
              data={[
                { value: 'branching', label: t('DIALOGS.KIND.branching') },
                { value: 'linear', label: t('DIALOGS.KIND.linear') },
              ]}
              {...form.getInputProps('kind')}
              data-testid="new-dialog-kind"
            />
            <Text size="xs" c="dimmed">
              {form.values.kind === 'branching'
                ? t('DIALOGS.LIST.BRANCHING_HINT')
                : t('DIALOGS.LIST.LINEAR_HINT')}
            </Text>
          </Stack>
          <VisibilitySelect
            value={form.values.visibility}
            onChange={(visibility) => form.setFieldValue('visibility', visibility)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="create-dialog">
              {t('COMMON.CREATE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
