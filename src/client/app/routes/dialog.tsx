import { ModuleUnavailable } from '../../components/ModuleUnavailable';

/** The builder of one dialog of the world; filled below once the dialogs API lands. */
export default function Page() {
  return <ModuleUnavailable titleKey="NAVBAR.DIALOGS_BUILDER" />;
}
