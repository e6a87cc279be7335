import { useTranslation } from 'react-i18next';
import classes from './dialog-node.module.css';

export function NodeText({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.text}>
      {text || <span className={classes.placeholder}>{t('DIALOGS.EMPTY_TEXT')}</span>}
    </div>
  );
}
