import { ActionIcon, Anchor, Burger, Group, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useOptionalWorld } from '../../lib/world-context';
import { LiveStatusBadge } from '../live/LiveStatusBadge';
import { PresenceAvatars } from '../live/PresenceAvatars';
import { homeNavItems, worldNavItems, worldPath } from './nav-items';
import { ProfileMenu } from './ProfileMenu';
import { ReaderStatus } from './ReaderStatus';
import { SearchBox } from './SearchBox';
import classes from './TopBar.module.css';

/**
 * SPEC §2.2: the 40 px top bar: main links, who else is in the world,
 * search, help and profile. On mobile (below 1280 px) it is only a
 * placeholder with the menu button, the world's name and the people present;
 * the navigation drawer takes over.
 */
export function TopBar({
  mobile,
  menuOpened,
  onMenu,
}: {
  mobile: boolean;
  menuOpened: boolean;
  onMenu: () => void;
}) {
  const { t } = useTranslation();
  const world = useOptionalWorld();
  const items = world ? worldNavItems(world) : homeNavItems;
  // Readers have no live channel: no presence, no connection state to show.
  const member = world !== null && world.currentUserRole !== 'reader';
  // On mobile the search sits in the drawer: Ctrl/Cmd+K opens the drawer, whose field takes the focus.
  useHotkeys(mobile && world ? [['mod+K', () => !menuOpened && onMenu()]] : [], []);

  if (mobile) {
    return (
      <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
        <Burger opened={menuOpened} onClick={onMenu} size="sm" aria-label={t('NAVBAR.OPEN_MENU')} />
        <Text fw={600} size="sm" truncate>
          {world?.name ?? t('APP.NAME')}
        </Text>
        <Group gap={6} wrap="nowrap" miw={28} justify="flex-end">
          <ReaderStatus compact />
          {member && <LiveStatusBadge compact />}
          {member && <PresenceAvatars max={3} />}
        </Group>
      </Group>
    );
  }

  return (
    <Group h="100%" px="md" gap="md" wrap="nowrap" className={classes.bar}>
      <Anchor
        component={Link}
        to="/select-setting"
        fw={700}
        c="ember"
        underline="never"
        className={classes.brand}
      >
        {t('APP.NAME')}
      </Anchor>
      <nav aria-label={t('NAVBAR.DASHBOARD')} className={classes.links}>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end} className={classes.link}>
            {t(item.labelKey)}
          </NavLink>
        ))}
      </nav>
      <Group gap={6} ml="auto" wrap="nowrap">
        <ReaderStatus />
        {member && <LiveStatusBadge />}
        {member && <PresenceAvatars />}
        {world && <SearchBox />}
        <ActionIcon
          component={Link}
          to={world ? worldPath(world, 'help') : '/help'}
          variant="subtle"
          color="gray"
          aria-label={t('NAVBAR.HELP')}
        >
          <IconHelp size={20} />
        </ActionIcon>
        <ProfileMenu />
      </Group>
    </Group>
  );
}
