import { Navigate, useNavigate } from 'react-router-dom';
import { ErrorBanner } from '../../components/ErrorBanner';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { VendorSignIn } from '../../features/auth/components/VendorSignIn';
import { takeRedirectTarget } from '../../features/auth/redirect-target';
import { useSignedInOnArrival } from '../../features/auth/use-signed-in';
import { paths } from '../route-names';

/** New Login (SPEC §2.1): a full page of its own, so it brings the banner and the language switch. */
export default function NewLoginPage() {
  const navigate = useNavigate();
  if (useSignedInOnArrival()) return <Navigate to={paths.selectSetting()} replace />;
  return (
    <VendorSignIn
      onSignedIn={() => navigate(takeRedirectTarget() ?? paths.selectSetting(), { replace: true })}
      restorePasswordPath={paths.restorePassword()}
      createAccountPath={paths.createAccount()}
      classicLoginPath={paths.login()}
      banner={<ErrorBanner />}
      footer={<LanguageSwitch />}
    />
  );
}
