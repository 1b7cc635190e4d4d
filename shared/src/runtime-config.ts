/**
 * Deploy-time settings: remote entry URLs, API and endpoint URLs. Remote URLs live here, not in
 * any build, so a remote team can deploy without the shell being rebuilt. A composed page carries
 * them (readEmbeddedRuntimeConfig); elsewhere the browser reads /site-config.json.
 */
export interface RuntimeConfig {
  remotes: { techApp: string; educationApp: string };
  apiBaseUrl: string;
  blogPostsEndpoint: string;
  geoLookupEndpoint: string;
  mapEmbedUrl?: string;
  /**
   * The site's own address, where its pages and the shell's files are served
   * (https://www.brajcode.in in production). Addresses the pages give to other sites, such as
   * their social card images, start with it; without it, with the pages' canonical address.
   */
  siteUrl?: string;
  /**
   * Candidate overrides for testers (staging, local): the origins a candidate build of a remote
   * may be loaded from instead of the deployed one. Absent in production: overrides are off.
   */
  overrides?: { allowedOrigins: readonly string[] };
}

// Checked by hand rather than with zod: this module is part of the shared chunk every page
// loads first, and zod would add about 20 KB (gzip) to it for seven URL fields.
const requiredUrlFields = [
  'remotes.techApp',
  'remotes.educationApp',
  'apiBaseUrl',
  'blogPostsEndpoint',
  'geoLookupEndpoint',
] as const;
const optionalUrlFields = ['mapEmbedUrl', 'siteUrl'] as const;

function valueAt(body: unknown, fieldPath: string): unknown {
  return fieldPath
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined,
      body,
    );
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The paths of the fields that are missing or not http(s) URLs; empty when the config is valid. */
export function invalidRuntimeConfigFields(body: unknown): string[] {
  const overrides = valueAt(body, 'overrides');
  const allowedOrigins = valueAt(body, 'overrides.allowedOrigins');
  const overridesInvalid =
    overrides !== undefined && (!Array.isArray(allowedOrigins) || !allowedOrigins.every(isHttpUrl));
  return [
    ...(overridesInvalid ? ['overrides.allowedOrigins'] : []),
    ...requiredUrlFields.filter((field) => !isHttpUrl(valueAt(body, field))),
    ...optionalUrlFields.filter((field) => {
      const value = valueAt(body, field);
      return value !== undefined && !isHttpUrl(value);
    }),
  ];
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

let currentConfig: RuntimeConfig | undefined;

/** The id of the non-executable JSON element a composed page carries the runtime config in. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'site-config';

function validated(body: unknown): RuntimeConfig {
  const invalidFields = invalidRuntimeConfigFields(body);
  if (invalidFields.length > 0) {
    throw new RuntimeConfigError(
      `The site configuration is incomplete or invalid (${invalidFields.join(', ')}).`,
    );
  }
  currentConfig = body as RuntimeConfig;
  return currentConfig;
}

/**
 * The runtime config the page carries (composed pages do, so start-up waits on no request), or
 * null when it carries none; throws RuntimeConfigError when it is malformed.
 */
export function readEmbeddedRuntimeConfig(document: Document): RuntimeConfig | null {
  const element = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element) return null;
  let body: unknown;
  try {
    body = JSON.parse(element.textContent ?? '');
  } catch {
    throw new RuntimeConfigError('The site configuration is not valid JSON.');
  }
  return validated(body);
}

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
  return validated(body);
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
