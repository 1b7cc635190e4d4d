/**
 * Browser error reports as the site sends them, and CSP violation reports as browsers send them,
 * reduced to what may be kept: no personal data, bounded sizes.
 */

export const clientErrorKinds = [
  'recoverable',
  'caught',
  'uncaught',
  'remote-load',
  'chunk-load',
  'csp',
] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];

export const clientErrorApps = ['shell', 'tech-app', 'education-app'] as const;
export type ClientErrorApp = (typeof clientErrorApps)[number];

/** Most reports stored from one request. */
export const MAX_REPORTS_PER_REQUEST = 20;

/** Longest value kept per field, in characters. */
export const clientErrorLimits = {
  buildVersion: 64,
  route: 300,
  message: 1_000,
  stack: 4_000,
  componentStack: 4_000,
} as const;

/** A report as stored (see migration 0003). */
export interface ClientErrorReport {
  kind: ClientErrorKind;
  app: ClientErrorApp;
  build_version: string;
  route: string;
  message: string;
  stack: string;
  component_stack: string;
  /** ISO 8601, or null. */
  occurred_at: string | null;
}

/** Any address the forms take (the local part's symbols included), and more: better too much. */
const EMAIL = /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** Six or more digits, possibly split by spaces, dots or dashes (phones, cards, codes). */
const LONG_DIGIT_RUN = /\d(?:[\s.-]?\d){5,}/g;
/**
 * A URL's query string and fragment; a stack's ":line:column" after them is kept.
 * Groups: 1 the URL up to its query, 2 the line and column.
 */
const URL_QUERY =
  /\b((?:https?|wss?):\/\/[^\s?#'"`<>()]*)[?#][^\s'"`<>()]*?((?::\d+){1,2})?(?=[\s'"`<>()]|$)/gi;
/** Control characters other than tab and line feed. */
const CONTROL = /[^\P{Cc}\t\n]/gu;

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Unpaired surrogates cannot be stored as UTF-8; they are dropped. */
function wellFormed(value: string): string {
  return value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  );
}

function truncate(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

/** URLs keep their path; queries and fragments (tokens, emails, search terms) go. */
export function stripUrlQueries(value: string): string {
  return value.replace(
    URL_QUERY,
    (_match, url: string, position: string | undefined) => `${url}${position ?? ''}`,
  );
}

/** A message as kept: URL queries stripped, emails and long digit runs redacted, truncated. */
export function redactMessage(value: unknown, max: number = clientErrorLimits.message): string {
  const cleaned = stripUrlQueries(wellFormed(text(value)).replace(CONTROL, ' '))
    .replace(EMAIL, '[email]')
    .replace(LONG_DIGIT_RUN, '[number]');
  return truncate(cleaned.trim(), max);
}

/** A stack as kept: URL queries stripped and emails redacted (line numbers stay), truncated. */
export function redactStack(value: unknown, max: number): string {
  const cleaned = stripUrlQueries(wellFormed(text(value)).replace(CONTROL, ' ')).replace(
    EMAIL,
    '[email]',
  );
  return truncate(cleaned.trim(), max);
}

/** The path of a route or URL, without origin, query or fragment. */
export function pathOnly(value: unknown): string {
  const raw = wellFormed(text(value)).trim();
  if (!raw) return '';
  let path: string;
  try {
    path = new URL(raw, 'http://route.invalid').pathname;
  } catch {
    path = raw.split(/[?#]/)[0] ?? '';
  }
  return truncate(redactMessage(path, clientErrorLimits.route), clientErrorLimits.route);
}

/** A plausible time the error happened: within the last week and not in the future. */
function occurredAt(value: unknown, now: number): string | null {
  const time =
    typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(time) || time > now + 5 * 60_000 || time < now - 7 * 24 * 3_600_000) {
    return null;
  }
  return new Date(time).toISOString();
}

function oneOf<T extends string>(value: unknown, choices: readonly T[]): T | null {
  return typeof value === 'string' && (choices as readonly string[]).includes(value)
    ? (value as T)
    : null;
}

/** One of the site's own reports, or null when its kind or app is not one of the known ones. */
function siteReport(item: Record<string, unknown>, now: number): ClientErrorReport | null {
  const kind = oneOf(item.kind, clientErrorKinds);
  const app = oneOf(item.app, clientErrorApps);
  if (!kind || !app) return null;
  return {
    kind,
    app,
    build_version: truncate(
      wellFormed(text(item.buildVersion)).trim(),
      clientErrorLimits.buildVersion,
    ),
    route: pathOnly(item.route),
    message: redactMessage(item.message),
    stack: redactStack(item.stack, clientErrorLimits.stack),
    component_stack: redactStack(
      item.componentStack ?? item.component_stack,
      clientErrorLimits.componentStack,
    ),
    occurred_at: occurredAt(item.timestamp, now),
  };
}

/** The parts of a CSP violation worth keeping, from either report format. */
function cspReport(
  fields: {
    document?: unknown;
    blocked?: unknown;
    directive?: unknown;
    source?: unknown;
    line?: unknown;
    column?: unknown;
    disposition?: unknown;
  },
  defaults: { app: ClientErrorApp; buildVersion: string },
  now: number,
  timestamp: unknown = now,
): ClientErrorReport {
  const blocked = text(fields.blocked);
  // "inline", "eval" and the like are kept; a URL keeps its origin and path.
  const blockedText = /^[a-z-]+$/i.test(blocked) ? blocked : stripUrlQueries(blocked);
  const directive = text(fields.directive);
  const disposition = text(fields.disposition);
  const message = `${disposition === 'report' ? 'Reported' : 'Blocked'} by ${directive || 'CSP'}: ${blockedText || 'unknown'}`;
  const source = text(fields.source);
  const location = source
    ? `${source}${fields.line ? `:${text(fields.line)}` : ''}${fields.column ? `:${text(fields.column)}` : ''}`
    : '';
  return {
    kind: 'csp',
    app: defaults.app,
    build_version: defaults.buildVersion,
    route: pathOnly(fields.document),
    message: redactMessage(message),
    stack: redactStack(location, clientErrorLimits.stack),
    component_stack: '',
    occurred_at: occurredAt(timestamp, now),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface NormaliseOptions {
  /** The app a CSP report belongs to (the report-to URL carries it as ?app=). */
  app: ClientErrorApp;
  buildVersion: string;
  now?: number;
}

/**
 * The storable reports in a request body, whatever its format: the site's batch (an array, or
 * `{"reports": [...]}`, or one report), the Reporting API's array of `{type: "csp-violation",
 * body: {...}}`, or a legacy `{"csp-report": {...}}`. Unknown kinds and apps are dropped; at most
 * MAX_REPORTS_PER_REQUEST are kept.
 */
export function normaliseClientErrorReports(
  body: unknown,
  options: NormaliseOptions,
): ClientErrorReport[] {
  const now = options.now ?? Date.now();
  const defaults = { app: options.app, buildVersion: options.buildVersion };
  if (isRecord(body) && isRecord(body['csp-report'])) {
    const report = body['csp-report'];
    return [
      cspReport(
        {
          document: report['document-uri'],
          blocked: report['blocked-uri'],
          directive: report['effective-directive'] ?? report['violated-directive'],
          source: report['source-file'],
          line: report['line-number'],
          column: report['column-number'],
          disposition: report.disposition,
        },
        defaults,
        now,
      ),
    ];
  }
  const items: unknown[] = Array.isArray(body)
    ? body
    : isRecord(body) && Array.isArray(body.reports)
      ? body.reports
      : [body];
  const reports: ClientErrorReport[] = [];
  for (const item of items.slice(0, MAX_REPORTS_PER_REQUEST)) {
    if (!isRecord(item)) continue;
    if (item.type === 'csp-violation' && isRecord(item.body)) {
      const report = item.body;
      const age = typeof item.age === 'number' ? item.age : 0;
      reports.push(
        cspReport(
          {
            document: report.documentURL ?? item.url,
            blocked: report.blockedURL,
            directive: report.effectiveDirective,
            source: report.sourceFile,
            line: report.lineNumber,
            column: report.columnNumber,
            disposition: report.disposition,
          },
          defaults,
          now,
          now - age,
        ),
      );
      continue;
    }
    const report = siteReport(item, now);
    if (report) reports.push(report);
  }
  return reports;
}
