import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { FeatureSections } from '../../features/landing/components/FeatureSections';
import { LandingActions } from '../../features/landing/components/LandingActions';
import { LandingClosing } from '../../features/landing/components/LandingClosing';
import { LandingFooter } from '../../features/landing/components/LandingFooter';
import { LandingHero } from '../../features/landing/components/LandingHero';
import { sessionUserAtom } from '../../lib/session';
import { hasUsableLife } from '../../lib/token';
import { paths } from '../route-names';

/** The public landing page (SPEC §1): headline, "Start using" / "Try now", the five sections, the footer. */
export default function LandingPage() {
  const navigate = useNavigate();
  const signedIn = hasUsableLife(useAtomValue(sessionUserAtom));
  const actions = (align?: 'center') => (
    <LandingActions
      // A visitor who is already signed in starts from their worlds, not from a second account.
      startPath={signedIn ? paths.selectSetting() : paths.createAccount()}
      onDemoStarted={(demo) => navigate(paths.setting(demo.ownerUserName, demo.settingUrl))}
      align={align === 'center' ? 'center' : 'flex-start'}
    />
  );
  return (
    <>
      <LandingHero actions={actions()} loginPath={paths.login()} />
      <FeatureSections />
      <LandingClosing actions={actions('center')} />
      <LandingFooter />
    </>
  );
}
