/**
 * Exports stored submissions of one kind as CSV or JSON.
 *
 *   npx tsx api/scripts/export-submissions.ts <kind> [--format csv|json] [--output file] [--raw]
 *
 * kind: subscriptions (or newsletter), contact, career, internship, client-errors.
 * Reads the same environment as the server: DATABASE_URL, or API_DATA_DIR for PGlite (a PGlite
 * directory can be open in one process only: stop the server first, or use PostgreSQL).
 * --raw leaves cells that look like spreadsheet formulas as they are.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readApiConfig } from '../src/config';
import { openSubmissionRepository } from '../src/db/submission-repository';
import {
  exportKinds,
  exportSubmissions,
  parseExportKind,
  type ExportFormat,
} from '../src/export/submissions-export';

const usage = `Usage: export-submissions <${exportKinds.join('|')}> [--format csv|json] [--output file] [--raw]`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      format: { type: 'string', short: 'f', default: 'csv' },
      output: { type: 'string', short: 'o' },
      raw: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const kind = positionals.length === 1 ? parseExportKind(positionals[0] ?? '') : null;
  const format = values.format;
  if (!kind || (format !== 'csv' && format !== 'json')) {
    console.error(usage);
    return 2;
  }

  const config = readApiConfig();
  const repository = await openSubmissionRepository({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    const text = await exportSubmissions(repository, kind, format as ExportFormat, {
      protectFormulas: !values.raw,
    });
    if (values.output) {
      await writeFile(values.output, text, { mode: 0o600 });
      console.error(`Wrote ${kind} submissions to ${values.output}`);
    } else {
      process.stdout.write(text);
    }
  } finally {
    await repository.close();
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
