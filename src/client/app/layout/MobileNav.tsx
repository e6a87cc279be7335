import { Box, Divider, NavLink as MantineNavLink, ScrollArea, Stack } from '@mantine/core';
import { IconHelp, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useOptionalWorld } from '../../lib/world-context';
import { sessionUserAtom } from '../../lib/session';
import { hasUsableLife } from '../../lib/token';
import { logout } from '../../features/auth/api/logout';
import { homeNavItems, worldNavItems, worldPath } from './nav-items';
import { SearchBox } from './SearchBox';
import classes from './TopBar.module.css';

/**
 * Below 1280 px: the navigation drawer that replaces the top bar's links, and
 * in a world its search, which the top bar has no room for.
 */
export function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const world = useOptionalWorld();
  const items = world ? worldNavItems(world) : homeNavItems;
  const signedIn = hasUsableLife(useAtomValue(sessionUserAtom));
  // A public world's reader: no settings; signed out, no profile or worlds of their own.
  const member = world !== null && world.currentUserRole !== 'reader';
  return (
    <ScrollArea>
      {world && (
        <Box px="xs" pt="xs" role="search" data-testid="drawer-search">
          <SearchBox place="drawer" onNavigate={onNavigate} />
        </Box>
      )}
      <Stack gap={2} p="xs" component="nav" aria-label={t('NAVBAR.DASHBOARD')}>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} className={classes.mobileLink} onClick={onNavigate}>
            {t(item.labelKey)}
          </NavLink>
        ))}
        {world && member && (
          <NavLink
            to={worldPath(world, 'details')}
            className={classes.mobileLink}
            onClick={onNavigate}
          >
            {t('NAVBAR.SETTINGS')}
          </NavLink>
        )}
        {world && signedIn && (
          <NavLink to="/select-setting" className={classes.mobileLink} onClick={onNavigate}>
            {t('NAVBAR.MY_WORLDS')}
          </NavLink>
        )}
        <Divider my="xs" />
        <MantineNavLink
          component={NavLink}
          to={world ? worldPath(world, 'help') : '/help'}
          label={t('NAVBAR.HELP')}
          leftSection={<IconHelp size={16} />}
          onClick={onNavigate}
        />
        {signedIn && (
          <MantineNavLink
            component={NavLink}
            to={world && member ? worldPath(world, 'profile') : '/profile'}
            label={t('NAVBAR.PROFILE')}
            leftSection={<IconUserCircle size={16} />}
            onClick={onNavigate}
          />
        )}
        {signedIn && (
          <MantineNavLink
            component="button"
            label={t('NAVBAR.SIGN_OUT')}
            leftSection={<IconLogout size={16} />}
            onClick={() => void logout()}
          />
        )}
      </Stack>
    </ScrollArea>
  );
}
