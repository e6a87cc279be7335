import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoreIllustration } from './LoreIllustration';
import classes from './Landing.module.css';

/** The headline, the two buttons (passed in by the page) and the picture. */
export function LandingHero({ actions, loginPath }: { actions: ReactNode; loginPath: string }) {
  const { t } = useTranslation();
  return (
    <section className={classes.hero} aria-labelledby="landing-headline">
      <div>
        <span className={classes.eyebrow}>{t('LANDING.EYEBROW')}</span>
        <h1 id="landing-headline" className={classes.headline}>
          {t('LANDING.HEADLINE')}
        </h1>
        <p className={classes.lead}>{t('LANDING.LEAD')}</p>
        {actions}
        <p className={classes.signIn}>
          {t('LANDING.HAVE_ACCOUNT')}{' '}
          <Anchor component={Link} to={loginPath} fw={600}>
            {t('LANDING.LOG_IN')}
          </Anchor>
        </p>
      </div>
      <LoreIllustration label={t('LANDING.ILLUSTRATION')} />
    </section>
  );
}
