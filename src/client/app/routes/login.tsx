import { Navigate, useNavigate } from 'react-router-dom';
import { LoginCard } from '../../features/auth/components/LoginCard';
import { takeRedirectTarget } from '../../features/auth/redirect-target';
import { useSignedInOnArrival } from '../../features/auth/use-signed-in';
import { paths } from '../route-names';

/** Login: back to where the visitor was heading (SPEC §2.1), else the world list. */
export default function LoginPage() {
  const navigate = useNavigate();
  if (useSignedInOnArrival()) return <Navigate to={paths.selectSetting()} replace />;
  return (
    <LoginCard
      onSignedIn={() => navigate(takeRedirectTarget() ?? paths.selectSetting(), { replace: true })}
      restorePasswordPath={paths.restorePassword()}
      createAccountPath={paths.createAccount()}
    />
  );
}
