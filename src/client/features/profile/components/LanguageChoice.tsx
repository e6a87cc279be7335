import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../../../shared/i18n/languages';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { ProfileSection } from './ProfileSection';

/** en or ru (SPEC §4: kept in local storage under the language key). */
export function LanguageChoice() {
  const { t } = useTranslation();
  return (
    <ProfileSection title={t('PROFILE.LANGUAGE.TITLE')} text={t('PROFILE.LANGUAGE.TEXT')}>
      <SegmentedControl
        fullWidth
        value={currentLanguage()}
        onChange={(value) => void changeLanguage(value as Language)}
        data={languages.map((language) => ({ value: language, label: t(`LANGUAGES.${language}`) }))}
        aria-label={t('PROFILE.LANGUAGE.TITLE')}
        data-testid="profile-language"
      />
    </ProfileSection>
  );
}
