import { z } from './lib/zod';

/**
 * Deploy-time settings read by the browser at start-up from /site-config.json. Remote URLs live
 * here, not in any build, so a remote team can deploy without the shell being rebuilt.
 */
export const runtimeConfigSchema = z.object({
  remotes: z.object({
    techApp: z.url(),
    educationApp: z.url(),
  }),
  apiBaseUrl: z.url(),
  blogPostsEndpoint: z.url(),
  geoLookupEndpoint: z.url(),
  mapEmbedUrl: z.url().optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

let currentConfig: RuntimeConfig | undefined;

/** Fetches and validates the runtime config; throws RuntimeConfigError with a readable reason. */
export async function loadRuntimeConfig(
  url = '/site-config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache' });
  } catch {
    throw new RuntimeConfigError('The site configuration could not be reached.');
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`The site configuration is missing (HTTP ${response.status}).`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError('The site configuration is not valid JSON.');
  }
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new RuntimeConfigError(`The site configuration is incomplete or invalid (${fields}).`);
  }
  currentConfig = parsed.data;
  return parsed.data;
}

/** Sets the config directly (tests, prerendering). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  currentConfig = config;
}

/** The loaded config. The shell loads it before rendering anything that needs it. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!currentConfig) throw new RuntimeConfigError('The site configuration has not been loaded.');
  return currentConfig;
}

/** Joins the API base URL and a path such as "/api/contact/". */
export function apiUrl(path: string): string {
  return new URL(path, getRuntimeConfig().apiBaseUrl).toString();
}
