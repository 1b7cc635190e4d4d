export interface RunningSite {
  origins: { shell: string; techApp: string; educationApp: string; api: string };
  stop(): Promise<void>;
}

export function startSite(options?: {
  env?: NodeJS.ProcessEnv;
  folders?: { shell: string; techApp: string; educationApp: string };
  startApi?: boolean;
  log?: (message: string) => void;
}): Promise<RunningSite>;
