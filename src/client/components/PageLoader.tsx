import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center h={240} aria-busy="true">
      <Loader aria-label={t('APP.LOADING')} />
    </Center>
  );
}
