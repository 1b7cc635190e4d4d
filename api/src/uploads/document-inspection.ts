import { Worker } from 'node:worker_threads';
import CFB from 'cfb';
import yauzl from 'yauzl';
import type { ResumeType } from './resume-type';

/** Most an archive (DOCX) may unpack to, by its central directory. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Most entries an archive may hold. */
export const MAX_ARCHIVE_ENTRIES = 5_000;

export const inspectionMessages = {
  javascript: 'The PDF contains JavaScript, which is not allowed. Save it again as a plain PDF.',
  openAction:
    'The PDF runs an action when it is opened (OpenAction), which is not allowed. Save it again as a plain PDF.',
  launch: 'The PDF opens other files or programs, which is not allowed.',
  embedded: 'The PDF contains embedded files, which are not allowed.',
  unreadablePdf: 'The PDF could not be read. Save it again as a plain PDF and upload it.',
  pdfTooLargeUnpacked:
    'The PDF unpacks to far more data than a resume needs, which is not allowed. Save it again as a plain PDF.',
  macros: 'The document contains macros, which are not allowed. Save it as a .docx without macros.',
  tooLargeUnpacked: `The document unpacks to more than ${MAX_UNPACKED_BYTES / (1024 * 1024)} MB, which is not allowed.`,
  unreadableDocument: 'The document could not be read. Save it again and upload it.',
} as const;

type PdfFinding = 'javascript' | 'openAction' | 'launch' | 'embedded';
const PDF_FINDING_ORDER: readonly PdfFinding[] = ['javascript', 'openAction', 'launch', 'embedded'];

/** How long and how much memory the PDF parser may use. */
const PDF_TIME_LIMIT_MS = 10_000;
const PDF_MEMORY_LIMIT_MB = 256;

/** PDFs parsed at once; more wait their turn, so uploads cannot pile up parser threads. */
const PDF_PARALLEL_PARSES = 2;
let pdfParsesRunning = 0;
const pdfParseQueue: (() => void)[] = [];

async function withPdfParseSlot<T>(work: () => Promise<T>): Promise<T> {
  if (pdfParsesRunning >= PDF_PARALLEL_PARSES) {
    await new Promise<void>((resolve) => pdfParseQueue.push(resolve));
  } else {
    pdfParsesRunning += 1;
  }
  try {
    return await work();
  } finally {
    const next = pdfParseQueue.shift();
    if (next) next();
    else pdfParsesRunning -= 1;
  }
}

/** Parses the PDF in a worker thread (pdf-lib) and lists what makes it unacceptable. */
function inspectPdf(bytes: Uint8Array): Promise<string[]> {
  return withPdfParseSlot(() => parsePdfInWorker(bytes));
}

function parsePdfInWorker(bytes: Uint8Array): Promise<string[]> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./pdf-inspector.worker.mjs', import.meta.url), {
      workerData: bytes,
      resourceLimits: { maxOldGenerationSizeMb: PDF_MEMORY_LIMIT_MB, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const finish = (messages: string[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(messages);
    };
    const timer = setTimeout(() => finish([inspectionMessages.unreadablePdf]), PDF_TIME_LIMIT_MS);
    worker.once(
      'message',
      (result: { ok: boolean; findings?: PdfFinding[]; tooLarge?: boolean }) => {
        if (result.tooLarge) return finish([inspectionMessages.pdfTooLargeUnpacked]);
        if (!result.ok) return finish([inspectionMessages.unreadablePdf]);
        const found = new Set(result.findings);
        finish(
          PDF_FINDING_ORDER.filter((finding) => found.has(finding)).map(
            (f) => inspectionMessages[f],
          ),
        );
      },
    );
    // Out of memory or any crash of the parser: the file is refused, the server goes on.
    worker.once('error', () => finish([inspectionMessages.unreadablePdf]));
    worker.once('exit', () => finish([inspectionMessages.unreadablePdf]));
  });
}

/** Parts of an Office package that carry or embed macros. */
const MACRO_PART =
  /(^|\/)(vbaProject\.bin|vbaData\.xml)$|\.(docm|dotm|xlsm|xltm|xlam|xlsb|pptm|potm|ppsm|ppam)$/i;

/** The entries of a ZIP's central directory (names and declared sizes), nothing inflated. */
function zipDirectory(bytes: Uint8Array): Promise<{ name: string; size: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      Buffer.from(bytes),
      { lazyEntries: true, validateEntrySizes: false },
      (error, zip) => {
        if (error || !zip) {
          reject(error ?? new Error('not a zip'));
          return;
        }
        const entries: { name: string; size: number }[] = [];
        zip.on('entry', (entry: yauzl.Entry) => {
          entries.push({ name: entry.fileName, size: entry.uncompressedSize });
          if (entries.length > MAX_ARCHIVE_ENTRIES) {
            zip.close();
            resolve(entries);
            return;
          }
          zip.readEntry();
        });
        zip.once('end', () => resolve(entries));
        zip.once('error', reject);
        zip.readEntry();
      },
    );
  });
}

/** A DOCX: no macros, and no more than the limit once unpacked (by the central directory). */
async function inspectDocx(bytes: Uint8Array): Promise<string[]> {
  let entries: { name: string; size: number }[];
  try {
    entries = await zipDirectory(bytes);
  } catch {
    return [inspectionMessages.unreadableDocument];
  }
  const messages: string[] = [];
  if (entries.some((entry) => MACRO_PART.test(entry.name)))
    messages.push(inspectionMessages.macros);
  const unpacked = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (unpacked > MAX_UNPACKED_BYTES || entries.length > MAX_ARCHIVE_ENTRIES) {
    messages.push(inspectionMessages.tooLargeUnpacked);
  }
  return messages;
}

/** A Word 97-2003 DOC (an OLE2 compound file): a WordDocument stream and no macro storage. */
function inspectDoc(bytes: Uint8Array): string[] {
  let paths: string[];
  try {
    paths = CFB.read(Buffer.from(bytes), { type: 'buffer' }).FullPaths;
  } catch {
    return [inspectionMessages.unreadableDocument];
  }
  const names = paths.map((entry) => entry.replace(/\/$/, '').split('/').pop() ?? '');
  if (!names.includes('WordDocument')) return [inspectionMessages.unreadableDocument];
  const macros = paths.some((entry) =>
    /(^|\/)(Macros|_VBA_PROJECT_CUR|VBA)(\/|$)|_VBA_PROJECT$/i.test(entry),
  );
  return macros ? [inspectionMessages.macros] : [];
}

/**
 * Looks inside an accepted document type for what a resume must not carry: JavaScript, actions
 * on opening and embedded files in a PDF; macros in a DOC or DOCX; a DOCX that unpacks to more
 * than 100 MB. Resolves to the messages to answer under the resume field (none: acceptable).
 */
export async function inspectDocument(bytes: Uint8Array, type: ResumeType): Promise<string[]> {
  switch (type.extension) {
    case 'pdf':
      return inspectPdf(bytes);
    case 'docx':
      return inspectDocx(bytes);
    case 'doc':
      return inspectDoc(bytes);
    default:
      return [];
  }
}
