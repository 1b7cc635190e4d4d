// Deep import on purpose: the version must be the one this remote was built against, not the
// host's copy that the shared singleton would give at run time.
import { CONTRACT_VERSION, type RemoteManifest } from '@site/shared/contracts/remote-modules';
import { exposedModules } from './exposed-modules';

const manifest: RemoteManifest = {
  app: 'education-app',
  contractVersion: CONTRACT_VERSION,
  modules: Object.keys(exposedModules),
};

export default manifest;
