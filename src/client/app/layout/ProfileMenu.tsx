import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDoorExit,
  IconLanguage,
  IconLogout,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { languages } from '../../../shared/i18n/languages';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { useOptionalWorld } from '../../lib/world-context';
import { sessionUserAtom } from '../../lib/session';
import { hasUsableLife } from '../../lib/token';
import { logout } from '../../features/auth/api/logout';
import { useLeaveWorldFlow } from '../../features/worlds/hooks/use-leave-world-flow';
import { paths } from '../route-names';
import { worldPath } from './nav-items';

/** SPEC §2.2: the profile button's menu: profile, settings, language, leave world, sign out. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const world = useOptionalWorld();
  const { leaveWorld } = useLeaveWorldFlow();
  const signedIn = hasUsableLife(useAtomValue(sessionUserAtom));
  // A public world's reader has no settings to open and no membership to leave.
  const member = world !== null && world.currentUserRole !== 'reader';

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={t('NAVBAR.PROFILE')}
          data-testid="profile-menu"
        >
          <IconUserCircle size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {signedIn && (
          <Menu.Item
            leftSection={<IconUserCircle size={16} />}
            onClick={() =>
              navigate(world && member ? worldPath(world, 'profile') : paths.profile())
            }
          >
            {t('NAVBAR.PROFILE')}
          </Menu.Item>
        )}
        {world && member && (
          <Menu.Item
            leftSection={<IconSettings size={16} />}
            onClick={() => navigate(worldPath(world, 'details'))}
          >
            {t('NAVBAR.SETTINGS')}
          </Menu.Item>
        )}
        {signedIn && <Menu.Divider />}
        <Menu.Label>{t('NAVBAR.LANGUAGE')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            leftSection={<IconLanguage size={16} />}
            disabled={currentLanguage() === language}
            onClick={() => void changeLanguage(language)}
          >
            {t(`LANGUAGES.${language}`)}
          </Menu.Item>
        ))}
        {signedIn && <Menu.Divider />}
        {world && member && world.currentUserRole !== 'owner' && (
          <Menu.Item
            color="red"
            leftSection={<IconDoorExit size={16} />}
            onClick={() => world && void leaveWorld(world)}
          >
            {t('NAVBAR.LEAVE_WORLD')}
          </Menu.Item>
        )}
        {signedIn && (
          <Menu.Item
            leftSection={<IconLogout size={16} />}
            onClick={() => void logout()}
            data-testid="sign-out"
          >
            {t('NAVBAR.SIGN_OUT')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
