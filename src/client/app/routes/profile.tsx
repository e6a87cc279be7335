import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '../../features/auth/components/SignOutButton';
import { useWorlds } from '../../features/worlds/api/get-worlds';
import { ApiTokensPanel } from '../../features/profile/components/ApiTokensPanel';
import { AccountSummary } from '../../features/profile/components/AccountSummary';
import { ChangeEmailForm } from '../../features/profile/components/ChangeEmailForm';
import { ChangePasswordForm } from '../../features/profile/components/ChangePasswordForm';
import { ColorSchemeChoice } from '../../features/profile/components/ColorSchemeChoice';
import { LanguageChoice } from '../../features/profile/components/LanguageChoice';
import { ProfileLayout } from '../../features/profile/components/ProfileLayout';
import { ProfileSection } from '../../features/profile/components/ProfileSection';

/** Profile, at /profile and inside a world: account, e-mail, password, language, theme, sign out, API tokens. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const worlds = useWorlds();
  return (
    <Stack maw={1040} mx="auto" gap="lg" py={{ base: 'xs', sm: 'md' }}>
      <div>
        <Title order={1} size="h2">
          {t('PROFILE.TITLE')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('PROFILE.SUBTITLE')}
        </Text>
      </div>
      <ProfileLayout
        account={<AccountSummary />}
        language={<LanguageChoice />}
        colorScheme={<ColorSchemeChoice />}
        session={
          <ProfileSection title={t('PROFILE.SESSION.TITLE')} text={t('PROFILE.SESSION.TEXT')}>
            <SignOutButton />
          </ProfileSection>
        }
        email={<ChangeEmailForm />}
        password={<ChangePasswordForm />}
        tokens={<ApiTokensPanel worlds={worlds.data ?? []} />}
      />
    </Stack>
  );
}
