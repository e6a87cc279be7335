import { Button, Grid, Select, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../shared/errors';
import type { MemberRole } from '../../../../shared/permissions';
import { addMemberRequest } from '../../../../shared/schemas/world';
import { useSchemaForm } from '../../../lib/form';
import { showFormError } from '../../../lib/form-server-errors';
import { useAddMember } from '../api/add-member';
import { memberRoleOptions } from './role-options';

interface Values extends Record<string, unknown> {
  userName: string;
  role: MemberRole;
}

/** Refusals that belong beside the user name rather than in the banner. */
const fieldByCode = {
  [ErrorCode.userNotFound]: 'userName',
  [ErrorCode.alreadyMember]: 'userName',
} as const;

/** SPEC §6: the owner adds a user to the world by user name, as writer, artist or viewer. */
export function AddMemberForm({ worldId }: { worldId: string }) {
  const { t } = useTranslation();
  const add = useAddMember();
  const { form, field } = useSchemaForm<Values>(addMemberRequest, {
    initialValues: { userName: '', role: 'writer' },
  });

  const submit = form.onSubmit((values) => {
    add.mutate(
      { worldId, body: addMemberRequest.parse(values) },
      {
        onSuccess: (member) => {
          form.setFieldValue('userName', '');
          form.resetTouched();
          notifications.show({
            color: 'green',
            message: t('WORLDS.MEMBERS.ADDED', {
              user: member.userName,
              role: t(`ROLES.${member.role}`),
            }),
          });
        },
        onError: (error) => showFormError(error, fieldByCode, form.setFieldError),
      },
    );
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="add-member-form"
      aria-label={t('WORLDS.MEMBERS.ADD_TITLE')}
    >
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...field('userName')}
            label={t('WORLDS.MEMBERS.USER_NAME')}
            placeholder={t('WORLDS.MEMBERS.USER_NAME_PLACEHOLDER')}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            data-testid="add-member-username"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Select<MemberRole>
            {...field('role')}
            label={t('WORLDS.MEMBERS.ROLE')}
            data={memberRoleOptions(t)}
            allowDeselect={false}
            data-testid="add-member-role"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          {/* Level with the inputs, below their labels, when in one row. */}
          <Button
            type="submit"
            fullWidth
            mt={{ base: 0, sm: 25 }}
            leftSection={<IconUserPlus size={16} />}
            loading={add.isPending}
          >
            {t('WORLDS.MEMBERS.ADD')}
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
