import { Badge, Button, Tooltip } from '@mantine/core';
import { IconEye, IconLogin } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionUserAtom } from '../../lib/session';
import { hasUsableLife } from '../../lib/token';
import { useOptionalWorld } from '../../lib/world-context';
import { loginPath, rememberTarget } from '../RequireSession';

/**
 * In a public world read by a non-member: signed out, a way to sign in that
 * comes back to this page; signed in, a badge saying they read as a visitor.
 */
export function ReaderStatus({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const world = useOptionalWorld();
  const signedIn = hasUsableLife(useAtomValue(sessionUserAtom));
  if (world?.currentUserRole !== 'reader') return null;
  if (signedIn) {
    return (
      <Tooltip label={t('NAVBAR.READING_AS_VISITOR_HINT')} withinPortal>
        <Badge
          variant="light"
          color="gray"
          leftSection={<IconEye size={12} />}
          data-testid="reading-as-visitor"
          style={{ flexShrink: 0 }}
        >
          {t('NAVBAR.READING_AS_VISITOR')}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={compact ? undefined : <IconLogin size={14} />}
      data-testid="sign-in-to-edit"
      style={{ flexShrink: 0 }}
      onClick={() => {
        rememberTarget(`${location.pathname}${location.search}${location.hash}`);
        void navigate(loginPath);
      }}
    >
      {t('NAVBAR.SIGN_IN_TO_EDIT')}
    </Button>
  );
}
