import { ActionIcon, Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import { IconArrowLeft, IconKey } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCode } from '../../../../shared/errors';
import type { TryLoginRequest } from '../../../../shared/schemas/account';
import { tryLoginRules } from '../../../../shared/schemas/login-rules';
import { BrandMark } from '../../../components/BrandMark';
import { ApiError } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/form';
import { useTryLogin } from '../api/try-login';
import { withEmailHint } from '../email-hint';
import classes from './VendorSignIn.module.css';

interface VendorSignInProps {
  onSignedIn: () => void;
  restorePasswordPath: string;
  createAccountPath: string;
  classicLoginPath: string;
  /** Shown above the card: the error banner. */
  banner: ReactNode;
  /** The bottom strip of the page: the language switch. */
  footer: ReactNode;
}

/**
 * SPEC §2.1 New Login: the same sign-in as Login (api/Account/TryLogin) in two
 * steps, the user name or e-mail first, then the password.
 */
export function VendorSignIn(props: VendorSignInProps) {
  const { onSignedIn, restorePasswordPath, createAccountPath, classicLoginPath, banner, footer } =
    props;
  const { t } = useTranslation();
  const login = useTryLogin();
  const [step, setStep] = useState<'identifier' | 'password'>('identifier');
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { form, field } = useSchemaForm<TryLoginRequest>(tryLoginRules, {
    initialValues: { userNameOrMail: '', password: '' },
  });
  const locked = login.error instanceof ApiError && login.error.hasCode(ErrorCode.accountLocked);
  const restorePath = withEmailHint(restorePasswordPath, form.values.userNameOrMail);

  useEffect(() => {
    (step === 'identifier' ? identifierRef : passwordRef).current?.focus();
  }, [step]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 'identifier') {
      event.preventDefault();
      if (!form.validateField('userNameOrMail').hasError) setStep('password');
      return;
    }
    form.onSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }))(event);
  };

  const back = () => {
    form.setFieldValue('password', '');
    form.clearFieldError('password');
    login.reset();
    setStep('identifier');
  };

  return (
    <div className={classes.page}>
      <main className={classes.main}>
        <div className={classes.column}>
          {banner}
          <div className={classes.card}>
            <div className={classes.brand}>
              <BrandMark size={26} />
              <span>{t('APP.NAME')}</span>
            </div>
            <form noValidate onSubmit={submit}>
              {step === 'identifier' ? (
                <div className={classes.step} key="identifier">
                  <h1 className={classes.title}>{t('AUTH.NEW_LOGIN.TITLE')}</h1>
                  <TextInput
                    ref={identifierRef}
                    label={t('AUTH.FIELDS.USER_NAME_OR_MAIL')}
                    placeholder={t('AUTH.NEW_LOGIN.IDENTIFIER_PLACEHOLDER')}
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    classNames={{ input: classes.input, label: classes.visuallyHidden }}
                    {...field('userNameOrMail')}
                  />
                  <div className={classes.links}>
                    <span>
                      {t('AUTH.NEW_LOGIN.NO_ACCOUNT')}{' '}
                      <Anchor component={Link} to={createAccountPath} className={classes.link}>
                        {t('AUTH.NEW_LOGIN.CREATE_ONE')}
                      </Anchor>
                    </span>
                    <Anchor component={Link} to={restorePath} className={classes.link}>
                      {t('AUTH.NEW_LOGIN.CANT_ACCESS')}
                    </Anchor>
                  </div>
                  <div className={classes.actions}>
                    <Button type="submit" className={classes.primary}>
                      {t('AUTH.NEW_LOGIN.NEXT')}
                    </Button>
                  </div>
                </div>
              ) : (
                <div className={classes.step} key="password">
                  <div className={classes.identity}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      radius="xl"
                      onClick={back}
                      aria-label={t('AUTH.NEW_LOGIN.BACK')}
                    >
                      <IconArrowLeft size={18} />
                    </ActionIcon>
                    <span className={classes.identityName} data-testid="new-login-identity">
                      {form.values.userNameOrMail.trim()}
                    </span>
                  </div>
                  <h1 className={classes.title}>{t('AUTH.NEW_LOGIN.PASSWORD_TITLE')}</h1>
                  <PasswordInput
                    visibilityToggleButtonProps={{ 'aria-label': t('AUTH.FIELDS.SHOW_PASSWORD') }}
                    ref={passwordRef}
                    label={t('AUTH.FIELDS.PASSWORD')}
                    placeholder={t('AUTH.NEW_LOGIN.PASSWORD_PLACEHOLDER')}
                    autoComplete="current-password"
                    classNames={{
                      input: classes.input,
                      innerInput: classes.passwordInput,
                      label: classes.visuallyHidden,
                    }}
                    {...field('password')}
                  />
                  <input
                    type="hidden"
                    name="username"
                    value={form.values.userNameOrMail}
                    autoComplete="username"
                  />
                  <div className={classes.links}>
                    <Anchor
                      component={Link}
                      to={restorePath}
                      className={classes.link}
                      fw={locked ? 700 : undefined}
                      data-testid={locked ? 'locked-restore' : undefined}
                    >
                      {locked ? t('AUTH.LOGIN.LOCKED_ACTION') : t('AUTH.NEW_LOGIN.FORGOT')}
                    </Anchor>
                  </div>
                  <div className={classes.actions}>
                    <Button type="submit" className={classes.primary} loading={login.isPending}>
                      {t('AUTH.NEW_LOGIN.SIGN_IN')}
                    </Button>
                  </div>
                </div>
              )}
            </form>
          </div>
          <Link to={classicLoginPath} className={classes.options}>
            <IconKey size={22} aria-hidden="true" />
            <span className={classes.optionsText}>
              <span>{t('AUTH.NEW_LOGIN.OPTIONS')}</span>
              <Anchor component="span" className={classes.link}>
                {t('AUTH.NEW_LOGIN.OPTIONS_TEXT')}
              </Anchor>
            </span>
          </Link>
        </div>
      </main>
      <footer className={classes.footer}>{footer}</footer>
    </div>
  );
}
