import { Navigate, useNavigate } from 'react-router-dom';
import { CreateAccountCard } from '../../features/auth/components/CreateAccountCard';
import { takeRedirectTarget } from '../../features/auth/redirect-target';
import { useSignedInOnArrival } from '../../features/auth/use-signed-in';
import { paths } from '../route-names';

/** Create account: signed in at once, then where the visitor was heading, else the world list. */
export default function CreateAccountPage() {
  const navigate = useNavigate();
  if (useSignedInOnArrival()) return <Navigate to={paths.selectSetting()} replace />;
  return (
    <CreateAccountCard
      onSignedIn={() => navigate(takeRedirectTarget() ?? paths.selectSetting(), { replace: true })}
      loginPath={paths.login()}
    />
  );
}
