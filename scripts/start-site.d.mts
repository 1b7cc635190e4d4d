type AppName = 'shell' | 'tech-app' | 'education-app';

export interface RunningSite {
  origins: { shell: string; techApp: string; educationApp: string; api: string };
  hostDir: string;
  /** Resolves once the API answers its health check (at once without an API). */
  apiAnswering: Promise<void>;
  stop(): Promise<void>;
}

export function startSite(options?: {
  env?: NodeJS.ProcessEnv;
  hostDir?: string;
  builds?: Partial<Record<AppName, string>>;
  startApi?: boolean;
  log?: (message: string) => void;
}): Promise<RunningSite>;
