import { useSearchParams } from 'react-router-dom';
import { RestorePasswordCard } from '../../features/auth/components/RestorePasswordCard';
import { readEmailHint } from '../../features/auth/email-hint';
import { paths } from '../route-names';

/** Password restore (SPEC §2.3), starting with the e-mail typed on the login page when there was one. */
export default function RestorePasswordPage() {
  const [search] = useSearchParams();
  return <RestorePasswordCard initialEmail={readEmailHint(search)} loginPath={paths.login()} />;
}
