import { Avatar, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../api/get-account';
import { ProfileSection } from './ProfileSection';

/** Who is signed in: user name and e-mail (GET api/Account). A failed load shows in the banner. */
export function AccountSummary() {
  const { t } = useTranslation();
  const account = useAccount();
  const data = account.data;
  return (
    <ProfileSection title={t('PROFILE.ACCOUNT.TITLE')}>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar size={56} radius="xl" color="ember" variant="light" aria-hidden="true">
          {data?.userName.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <dl style={{ margin: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {t('PROFILE.ACCOUNT.USER_NAME')}
            </Text>
            <Text component="dd" m={0} fw={600} truncate data-testid="profile-user-name">
              {data ? (
                data.userName
              ) : (
                <Skeleton height={16} width={140} component="span" display="block" />
              )}
            </Text>
            <Text component="dt" size="xs" c="dimmed" mt={8}>
              {t('PROFILE.ACCOUNT.EMAIL')}
            </Text>
            <Text component="dd" m={0} truncate data-testid="profile-email">
              {data ? (
                data.emailAdress
              ) : (
                <Skeleton height={16} width={200} component="span" display="block" />
              )}
            </Text>
          </dl>
        </Stack>
      </Group>
    </ProfileSection>
  );
}
