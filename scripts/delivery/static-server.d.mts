import type { Server } from 'node:http';
import type { RuntimeConfig } from '../../shared/src/runtime-config';

export function cacheControlFor(pathname: string): string;

export function cspReportUrl(apiOrigin: string, app: string, buildVersion?: string): string;

export function securityHeaders(options?: {
  connectOrigins?: string[];
  scriptOrigins?: string[];
  frameOrigins?: string[];
  reportTo?: string;
}): Record<string, string>;

export function shellSecurityHeaders(
  config: RuntimeConfig,
  reportTo?: string,
): Record<string, string>;

export function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  cleanUrls?: boolean;
  corsOrigins?: string[];
  generatedFiles?: Record<string, () => string>;
  headers?: Record<string, string> | (() => Record<string, string>);
  tls?: { key: string; cert: string };
  compressAhead?: string[];
}): Promise<Server>;
