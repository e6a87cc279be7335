import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { addLeaveGuard } from '../../../lib/leave-guards';
import { currentToken } from '../../../lib/session';
import { useStableHandler } from '../../../lib/use-stable-handler';

interface Options {
  /** Edits the server does not have yet (waiting for the autosave, on their way, or refused). */
  unsaved: boolean;
  /** Saves them now; resolves to null once the server has them, else to why not (for the warning). */
  save: () => Promise<string | null>;
}

/**
 * Nothing is lost by leaving the builder: a link elsewhere, Back, or signing
 * out first saves what the autosave has not sent yet, then goes. When that
 * save fails the user stays on the page and is told, and may still choose to
 * leave without the changes. (Closing the tab is the autosave's: a keepalive
 * save and the browser's own question.) Changing only the query is no leaving.
 */
export function useSaveOnLeave({ unsaved, save }: Options) {
  const { t } = useTranslation();
  /** Set once the user may go (saved, or chose to drop the changes): nothing holds them any more. */
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      // A session that ended (expired, refused) cannot save: the way to Login stays open.
      unsaved &&
      !leaving.current &&
      currentToken() !== null &&
      currentLocation.pathname !== nextLocation.pathname,
  );

  const askToLeave = (reason: string) =>
    new Promise<boolean>((resolve) => {
      modals.openConfirmModal({
        title: t('DIALOGS.LEAVE.TITLE'),
        children: (
          <Stack gap="xs">
            <Text size="sm">{reason || t('DIALOGS.SAVE.FAILED')}</Text>
            <Text size="sm">{t('DIALOGS.LEAVE.TEXT')}</Text>
          </Stack>
        ),
        labels: { confirm: t('DIALOGS.LEAVE.CONFIRM'), cancel: t('DIALOGS.LEAVE.STAY') },
        confirmProps: { color: 'red', 'data-testid': 'leave-unsaved' },
        cancelProps: { 'data-testid': 'stay-unsaved' },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      });
    });

  /** Saves, or asks when the save fails; true when the user may go. */
  const saveBeforeLeaving = useStableHandler(async () => {
    const failure = await save();
    const mayGo = failure === null || (await askToLeave(failure));
    if (mayGo) leaving.current = true;
    return mayGo;
  });

  const handling = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || handling.current) return;
    handling.current = true;
    void saveBeforeLeaving().then((mayGo) => {
      handling.current = false;
      if (mayGo) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, saveBeforeLeaving]);

  // Signing out ends the session the save needs: it waits for this first.
  const unsavedNow = useStableHandler(() => unsaved);
  useEffect(
    () => addLeaveGuard(async () => !unsavedNow() || saveBeforeLeaving()),
    [unsavedNow, saveBeforeLeaving],
  );
}
