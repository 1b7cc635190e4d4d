// Deep import on purpose: the version must be the one this remote was built against, not the
// host's copy that the shared singleton would give at run time.
import { CONTRACT_VERSION, type RemoteManifest } from '@site/shared/contracts/remote-modules';

const manifest: RemoteManifest = { app: 'education-app', contractVersion: CONTRACT_VERSION };

export default manifest;
