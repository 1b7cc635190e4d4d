import {
  isSubmissionKind,
  submissionTables,
  type SubmissionKind,
  type SubmissionRecordByKind,
} from '../db/submission-records';
import type { SubmissionRepository } from '../db/submission-repository';
import { clientErrorColumns, listClientErrorReports } from '../client-errors/client-error-store';

export type ExportFormat = 'csv' | 'json';

const kindAliases: Record<string, SubmissionKind> = {
  subscribe: 'subscriptions',
  subscription: 'subscriptions',
  newsletter: 'subscriptions',
  careers: 'career',
  internships: 'internship',
};

/** The kind named on the command line ("contact", "career", "newsletter", ...), or null. */
export function parseSubmissionKind(name: string): SubmissionKind | null {
  const normalised = name.trim().toLowerCase();
  if (isSubmissionKind(normalised)) return normalised;
  return kindAliases[normalised] ?? null;
}

/** What the export command can write: a kind of submission, or the browser error reports. */
export type ExportKind = SubmissionKind | 'client-errors';

/** Every name the export command takes, for its usage line. */
export const exportKinds: readonly ExportKind[] = [
  ...(Object.keys(submissionTables) as SubmissionKind[]),
  'client-errors',
];

/** The kind named on the command line, client error reports included, or null. */
export function parseExportKind(name: string): ExportKind | null {
  const normalised = name.trim().toLowerCase();
  if (['client-errors', 'client_errors', 'errors'].includes(normalised)) return 'client-errors';
  return parseSubmissionKind(normalised);
}

/**
 * A cell a spreadsheet could read as a formula (=, @, tab, CR, or + / - not followed by a plain
 * number) gets a leading apostrophe, so opening the export cannot run anything. Phone numbers
 * such as "+919876543210" are left alone.
 */
function spreadsheetSafe(text: string): string {
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d\s().-]*$)/.test(text)) return `'${text}`;
  return text;
}

function csvCell(value: unknown, protectFormulas: boolean): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (protectFormulas) text = spreadsheetSafe(text);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV: a header row of column names, CRLF line ends, quotes doubled. */
export function toCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
  { protectFormulas = true }: { protectFormulas?: boolean } = {},
): string {
  const lines = [columns.join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => csvCell(row[column], protectFormulas)).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function formatSubmissions<K extends SubmissionKind>(
  kind: K,
  rows: readonly SubmissionRecordByKind[K][],
  format: ExportFormat,
  options: { protectFormulas?: boolean } = {},
): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  return toCsv(
    submissionTables[kind].columns,
    rows as unknown as Record<string, unknown>[],
    options,
  );
}

/** Every stored row of one kind (submissions or client error reports), oldest first. */
export async function exportSubmissions(
  repository: SubmissionRepository,
  kind: ExportKind,
  format: ExportFormat,
  options: { protectFormulas?: boolean } = {},
): Promise<string> {
  if (kind === 'client-errors') {
    const rows = await listClientErrorReports(repository.client);
    if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
    return toCsv(clientErrorColumns, rows as unknown as Record<string, unknown>[], options);
  }
  return formatSubmissions(kind, await repository.listSubmissions(kind), format, options);
}
