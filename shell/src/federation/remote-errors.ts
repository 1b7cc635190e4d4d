import { CONTRACT_VERSION, type RemoteName } from '@site/shared';

export const remoteLabels: Record<RemoteName, string> = {
  techApp: 'tech-app',
  educationApp: 'education-app',
};

/** The remote's files could not be fetched or evaluated (entry or chunk). */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`${remoteLabels[remote]} could not be loaded`, { cause });
  }
}

/** The deployed remote implements a contract this shell cannot use. */
export class RemoteIncompatibleError extends Error {
  override name = 'RemoteIncompatibleError';
  constructor(
    readonly remote: RemoteName,
    readonly remoteVersion: string,
  ) {
    super(
      `${remoteLabels[remote]} implements contract ${remoteVersion}, this site needs ${CONTRACT_VERSION}`,
    );
  }
}

/**
 * The deployed remote does not expose a module this shell needs: a deployment error that no
 * retry can mend, until the remote is released again with the module.
 */
export class RemoteModuleMissingError extends Error {
  override name = 'RemoteModuleMissingError';
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
  ) {
    super(`${remoteLabels[remote]} does not expose ${module}`);
  }
}
