import { Group, Text } from '@mantine/core';
import { IconBrandDiscord, IconBrandTelegram, IconMail, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/BrandMark';
import { env } from '../../../lib/env';
import { communityLinks, contactEmail } from '../community-links';
import classes from './Landing.module.css';

const community = [
  { href: communityLinks.forum, labelKey: 'LANDING.FOOTER.FORUM', icon: IconMessages },
  { href: communityLinks.discord, labelKey: 'LANDING.FOOTER.DISCORD', icon: IconBrandDiscord },
  { href: communityLinks.telegram, labelKey: 'LANDING.FOOTER.TELEGRAM', icon: IconBrandTelegram },
] as const;

/** SPEC §1: community groups and an e-mail contact. */
export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <div className={classes.footerGrid}>
        <div>
          <Group gap="xs" mb="xs">
            <BrandMark size={28} />
            <Text fw={700}>{t('APP.NAME')}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('LANDING.FOOTER.TAGLINE')}
          </Text>
        </div>
        <nav aria-labelledby="landing-community">
          <h2 id="landing-community" className={classes.footerHeading}>
            {t('LANDING.FOOTER.COMMUNITY')}
          </h2>
          <ul className={classes.footerLinks}>
            {community.map(({ href, labelKey, icon: LinkIcon }) => (
              <li key={href}>
                <a
                  className={classes.footerLink}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <LinkIcon size={18} aria-hidden="true" />
                  {t(labelKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={classes.footerHeading}>{t('LANDING.FOOTER.CONTACT')}</h2>
          <Text size="sm" c="dimmed" mb="sm">
            {t('LANDING.FOOTER.WRITE_US')}
          </Text>
          <a className={classes.footerLink} href={`mailto:${contactEmail}`}>
            <IconMail size={18} aria-hidden="true" />
            {contactEmail}
          </a>
        </div>
      </div>
      <div className={classes.footerBottom}>
        <span>{t('LANDING.FOOTER.RIGHTS', { year: new Date().getFullYear() })}</span>
        <span>{t('LANDING.FOOTER.VERSION', { version: env.VITE_BUILD_VERSION })}</span>
      </div>
    </footer>
  );
}
