import type { ReactNode } from 'react';
import classes from './ProfileLayout.module.css';

interface ProfileLayoutProps {
  account: ReactNode;
  language: ReactNode;
  colorScheme: ReactNode;
  session: ReactNode;
  email: ReactNode;
  password: ReactNode;
  /** Full width under both columns: its table needs the room. */
  tokens?: ReactNode;
}

/** Two columns on a wide screen (who you are beside the account forms), one on a phone. */
export function ProfileLayout({
  account,
  language,
  colorScheme,
  session,
  email,
  password,
  tokens,
}: ProfileLayoutProps) {
  return (
    <div className={classes.layout}>
      <div className={classes.column}>
        <div>{account}</div>
        <div className={classes.late}>{language}</div>
        <div className={classes.late}>{colorScheme}</div>
        <div className={classes.late}>{session}</div>
      </div>
      <div className={classes.column}>
        <div>{email}</div>
        <div>{password}</div>
      </div>
      {tokens && <div className={classes.wide}>{tokens}</div>}
    </div>
  );
}
