import { ModuleUnavailable } from '../../components/ModuleUnavailable';

// Being built in this session; replaced by the page that composes its feature.
export default function Page() {
  return <ModuleUnavailable titleKey="APP.NAME" />;
}
