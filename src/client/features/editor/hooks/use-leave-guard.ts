import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';

/**
 * Warns before unsaved edits are lost: leaving inside the app asks in a
 * dialog; closing or reloading the tab gets the browser's own question.
 * Changing only the address's query (tabs, the history drawer) is no leaving.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    let answered = false;
    const answer = (leave: boolean) => {
      if (answered) return;
      answered = true;
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    };
    modals.openConfirmModal({
      title: t('WIKI.EDITOR.LEAVE_TITLE'),
      children: t('WIKI.EDITOR.LEAVE_TEXT'),
      labels: { confirm: t('WIKI.EDITOR.LEAVE_CONFIRM'), cancel: t('WIKI.EDITOR.LEAVE_STAY') },
      confirmProps: { color: 'red' },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
