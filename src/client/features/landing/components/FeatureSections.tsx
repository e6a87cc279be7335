import {
  IconBooks,
  IconCheck,
  IconCookieOff,
  IconHeartHandshake,
  IconShieldCheck,
  IconTimeline,
  type Icon,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Landing.module.css';

interface Feature {
  /** Catalogue key under LANDING. */
  key: 'LORE' | 'TIMELINE' | 'CUSTOMER' | 'SAFETY' | 'COOKIES';
  icon: Icon;
  accent: string;
  wide?: boolean;
  points?: number;
}

/** SPEC §1: the five sections the landing page presents, in its order. */
const features: Feature[] = [
  {
    key: 'LORE',
    icon: IconBooks,
    accent: 'var(--mantine-color-ember-text)',
    wide: true,
    points: 3,
  },
  {
    key: 'TIMELINE',
    icon: IconTimeline,
    accent: 'var(--mantine-color-blue-text)',
    wide: true,
    points: 3,
  },
  { key: 'CUSTOMER', icon: IconHeartHandshake, accent: 'var(--mantine-color-grape-text)' },
  { key: 'SAFETY', icon: IconShieldCheck, accent: 'var(--mantine-color-teal-text)', points: 3 },
  { key: 'COOKIES', icon: IconCookieOff, accent: 'var(--mantine-color-yellow-text)' },
];

export function FeatureSections() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="landing-features">
      <div className={classes.sectionHead}>
        <h2 id="landing-features" className={classes.sectionTitle}>
          {t('LANDING.FEATURES_TITLE')}
        </h2>
        <p className={classes.featureText}>{t('LANDING.FEATURES_LEAD')}</p>
      </div>
      <div className={classes.grid}>
        {features.map(({ key, icon: FeatureIcon, accent, wide, points = 0 }) => (
          <article
            key={key}
            className={`${classes.feature} ${wide ? classes.wide : ''}`}
            style={{ '--accent': accent } as CSSProperties}
            aria-labelledby={`landing-${key}`}
            data-testid="landing-feature"
          >
            <span className={classes.featureIcon} aria-hidden="true">
              <FeatureIcon size={24} stroke={1.6} />
            </span>
            <h3 id={`landing-${key}`} className={classes.featureTitle}>
              {t(`LANDING.${key}.TITLE`)}
            </h3>
            <p className={classes.featureText}>{t(`LANDING.${key}.TEXT`)}</p>
            {points > 0 && (
              <ul className={classes.points}>
                {Array.from({ length: points }, (_, index) => (
                  <li key={index} className={classes.point}>
                    <IconCheck size={16} aria-hidden="true" />
                    {t(`LANDING.${key}.POINT_${index + 1}`)}
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
