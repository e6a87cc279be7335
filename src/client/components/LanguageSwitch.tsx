import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../shared/i18n/languages';
import { changeLanguage, currentLanguage } from '../lib/i18n';

/** en / ru switch for pages without the signed-in frame. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      value={currentLanguage()}
      onChange={(value) => void changeLanguage(value as Language)}
      data={languages.map((language) => ({ value: language, label: t(`LANGUAGES.${language}`) }))}
      aria-label={t('NAVBAR.LANGUAGE')}
    />
  );
}
