import { Anchor, Stepper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { RestoreCodeStep } from './RestoreCodeStep';
import { RestoreDone } from './RestoreDone';
import { RestoreEmailStep } from './RestoreEmailStep';
import classes from './RestorePasswordCard.module.css';

type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'done' };
const stepIndex = { email: 0, code: 1, done: 2 } as const;

interface RestorePasswordCardProps {
  /** Typed on the login page, when it looked like an e-mail. */
  initialEmail: string;
  loginPath: string;
}

/**
 * SPEC §2.3 / §4 password restore: the e-mail, then the code from the letter
 * with a new password, then "Password was changed!" and the way back to login.
 */
export function RestorePasswordCard({ initialEmail, loginPath }: RestorePasswordCardProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState(initialEmail);

  return (
    <AuthCard
      title={step.name === 'done' ? t('AUTH.RESTORE.DONE_TITLE') : t('AUTH.RESTORE.TITLE')}
      footer={
        step.name !== 'done' && (
          <>
            {t('AUTH.RESTORE.REMEMBERED')}{' '}
            <Anchor component={Link} to={loginPath} fw={600}>
              {t('AUTH.LOGIN.SUBMIT')}
            </Anchor>
          </>
        )
      }
    >
      <Stepper
        active={stepIndex[step.name]}
        size="xs"
        mb="lg"
        wrap={false}
        classNames={{ stepLabel: classes.stepLabel, separator: classes.separator }}
      >
        <Stepper.Step label={t('AUTH.RESTORE.STEP_EMAIL')} />
        <Stepper.Step label={t('AUTH.RESTORE.STEP_CODE')} />
        <Stepper.Step label={t('AUTH.RESTORE.STEP_DONE')} />
      </Stepper>
      {step.name === 'email' && (
        <RestoreEmailStep
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep({ name: 'code', email: sentTo });
          }}
        />
      )}
      {step.name === 'code' && (
        <RestoreCodeStep
          email={step.email}
          onChanged={() => setStep({ name: 'done' })}
          onOtherEmail={() => setStep({ name: 'email' })}
        />
      )}
      {step.name === 'done' && <RestoreDone loginPath={loginPath} />}
    </AuthCard>
  );
}
