import { modals } from '@mantine/modals';
import { i18n } from '../lib/i18n';

/** SPEC §4: every delete asks "Are you sure" first. Resolves true when confirmed. */
export function confirmDelete(
  options: { title?: string; text?: string; confirmLabel?: string } = {},
) {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: options.title ?? i18n.t('COMMON.ARE_YOU_SURE'),
      children: options.text,
      labels: {
        confirm: options.confirmLabel ?? i18n.t('COMMON.DELETE'),
        cancel: i18n.t('COMMON.CANCEL'),
      },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': i18n.t('COMMON.CLOSE') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
