import { Button, type ButtonProps } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTryDemo, type DemoSession } from '../api/try-demo';

/** "Try now": signs in as a guest of the demo world; the page then opens it. */
export function TryDemoButton({
  onStarted,
  ...props
}: ButtonProps & { onStarted: (demo: DemoSession) => void }) {
  const { t } = useTranslation();
  const demo = useTryDemo();
  return (
    <Button
      variant="default"
      leftSection={<IconSparkles size={18} />}
      loading={demo.isPending}
      onClick={() => demo.mutate(undefined, { onSuccess: onStarted })}
      data-testid="try-demo"
      {...props}
    >
      {t('LANDING.TRY')}
    </Button>
  );
}
