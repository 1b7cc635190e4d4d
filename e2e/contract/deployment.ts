/**
 * What the contract suite knows of the composition under test: SITE_URL, and for a candidate
 * remote tried through an override, CANDIDATE_TECH_APP / CANDIDATE_EDUCATION_APP (its entry URL).
 */
import type { RuntimeConfig } from '@site/shared';
import type { RenderManifest } from '@site/shared/contracts/render-manifest';
import { remoteApps, type RemoteName } from '@site/shared/contracts/remote-modules';

export const siteUrl = (process.env.SITE_URL ?? '').replace(/\/$/, '');
if (!siteUrl) {
  throw new Error(
    'Set SITE_URL to the composition to check, e.g. SITE_URL=https://staging.example.com npm run test:contract',
  );
}

export const candidateEntries: Partial<Record<RemoteName, string>> = {
  ...(process.env.CANDIDATE_TECH_APP ? { techApp: process.env.CANDIDATE_TECH_APP } : {}),
  ...(process.env.CANDIDATE_EDUCATION_APP
    ? { educationApp: process.env.CANDIDATE_EDUCATION_APP }
    : {}),
};

/** The query that makes a page load the candidates (remote-overrides.ts in the shell). */
export function withCandidates(path: string): string {
  const url = new URL(path, siteUrl);
  for (const [remote, entry] of Object.entries(candidateEntries) as [RemoteName, string][]) {
    url.searchParams.set(`override-${remoteApps[remote]}`, entry);
  }
  return url.href;
}

export async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** The runtime config the home page carries. */
export async function runtimeConfig(): Promise<RuntimeConfig> {
  const html = await (await fetchOk(`${siteUrl}/`)).text();
  const json = /<script type="application\/json" id="site-config">(.*?)<\/script>/s.exec(html);
  if (!json) throw new Error(`${siteUrl}/ carries no runtime config (site-config element)`);
  return JSON.parse(json[1]!) as RuntimeConfig;
}

/** Where each remote is tried: the candidate when one is given, else the deployed entry. */
export async function remoteEntries(): Promise<Record<RemoteName, string>> {
  const config = await runtimeConfig();
  return { ...config.remotes, ...candidateEntries };
}

export async function manifestAt(base: string): Promise<RenderManifest> {
  return (await (
    await fetchOk(new URL('render-manifest.json', base).href)
  ).json()) as RenderManifest;
}

export function majorOf(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}
