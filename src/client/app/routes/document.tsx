import { ModuleUnavailable } from '../../components/ModuleUnavailable';

/** Filled by the wiki issue; until then the section answers SPEC §8's 5001. */
export default function Page() {
  return <ModuleUnavailable titleKey="NAVBAR.DOCUMENTS" />;
}
