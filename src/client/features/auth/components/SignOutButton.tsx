import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../api/logout';

/** Signs out on the server and here; the app then goes to Login (SPEC §4). */
export function SignOutButton() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconLogout size={18} />}
      loading={pending}
      onClick={() => {
        setPending(true);
        // Still here when the user chose to stay with unsaved work.
        void logout().then((left) => left || setPending(false));
      }}
      data-testid="profile-sign-out"
    >
      {t('NAVBAR.SIGN_OUT')}
    </Button>
  );
}
