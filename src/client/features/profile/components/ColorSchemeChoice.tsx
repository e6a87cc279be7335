import { SegmentedControl, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from './ProfileSection';

const schemes = [
  { value: 'light', label: 'PROFILE.COLOR_SCHEME.LIGHT' },
  { value: 'dark', label: 'PROFILE.COLOR_SCHEME.DARK' },
  { value: 'auto', label: 'PROFILE.COLOR_SCHEME.AUTO' },
] as const satisfies readonly { value: MantineColorScheme; label: string }[];

/** Light, dark or the system's scheme; Mantine's manager (theme.ts) keeps it in this browser. */
export function ColorSchemeChoice() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <ProfileSection title={t('PROFILE.COLOR_SCHEME.TITLE')} text={t('PROFILE.COLOR_SCHEME.TEXT')}>
      <SegmentedControl
        fullWidth
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data={schemes.map((scheme) => ({ value: scheme.value, label: t(scheme.label) }))}
        aria-label={t('PROFILE.COLOR_SCHEME.TITLE')}
        data-testid="profile-color-scheme"
      />
    </ProfileSection>
  );
}
