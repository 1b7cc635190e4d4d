import { describe, expect, it } from 'vitest';
import { createDeflate, deflateSync } from 'node:zlib';
import {
  docWithMacros,
  docxUnpackingTo1GiB,
  docxWithMacros,
  pdfWithEmbeddedFile,
  pdfWithOpenActionJavaScript,
  pdfWithOpenDestination,
  sampleDoc,
  sampleDocx,
  sampleExe,
  samplePdf,
  zipArchive,
} from '../test-support/sample-files';
import { inspectionMessages } from './document-inspection';
import { fileExtension } from './resume-type';
import { checkResume } from './resume-validation';

describe('resume checks', () => {
  it.each([
    ['cv.pdf', samplePdf(), 'application/pdf'],
    ['CV.PDF', samplePdf(), 'application/pdf'],
    [
      'cv.docx',
      sampleDocx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['cv.doc', sampleDoc(), 'application/msword'],
  ])('accepts %s', async (filename, bytes, contentType) => {
    const check = await checkResume({ filename, bytes, truncated: false });
    expect(check.ok && check.type.contentType).toBe(contentType);
  });

  it('types by content, not by name', async () => {
    const wordInPdfName = await checkResume({
      filename: 'cv.pdf',
      bytes: sampleDocx(),
      truncated: false,
    });
    expect(wordInPdfName.ok && wordInPdfName.type.extension).toBe('docx');
    const spreadsheet = zipArchive({
      '[Content_Types].xml':
        '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      'xl/workbook.xml': '<workbook/>',
    });
    for (const bytes of [sampleExe(), spreadsheet, Buffer.from('%PD')]) {
      expect(await checkResume({ filename: 'cv.docx', bytes, truncated: false })).toEqual({
        ok: false,
        messages: ['The file content is not a PDF, DOC or DOCX document.'],
      });
    }
  });

  it.each([
    [
      'cv.pdf',
      pdfWithOpenActionJavaScript(),
      [inspectionMessages.javascript, inspectionMessages.openAction],
    ],
    ['cv.pdf', pdfWithEmbeddedFile(), [inspectionMessages.embedded]],
    ['cv.docx', docxWithMacros(), [inspectionMessages.macros]],
    ['cv.doc', docWithMacros(), [inspectionMessages.macros]],
    ['cv.docx', docxUnpackingTo1GiB(), [inspectionMessages.tooLargeUnpacked]],
    [
      'cv.pdf',
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog'),
      [inspectionMessages.unreadablePdf],
    ],
  ])(
    'refuses %s with active, embedded or oversized content (case %#)',
    async (filename, bytes, messages) => {
      expect(await checkResume({ filename, bytes, truncated: false })).toEqual({
        ok: false,
        messages,
      });
    },
  );

  it('checks several PDFs sent at once, two parses at a time', async () => {
    const checks = await Promise.all(
      [samplePdf(), pdfWithEmbeddedFile(), samplePdf(), pdfWithOpenDestination(), samplePdf()].map(
        (bytes) => checkResume({ filename: 'cv.pdf', bytes, truncated: false }),
      ),
    );
    expect(checks.map((check) => check.ok)).toEqual([true, false, true, true, true]);
  });

  it('accepts a PDF whose OpenAction only shows the first page', async () => {
    const check = await checkResume({
      filename: 'cv.pdf',
      bytes: pdfWithOpenDestination(),
      truncated: false,
    });
    expect(check.ok).toBe(true);
  });

  it('finds JavaScript inside a compressed object stream', async () => {
    // Objects 6 and 7 live in object stream 5 (PDF 1.5), deflated: no regular expression over
    // the raw bytes would see them.
    const objects = '<< /S /JavaScript /JS 7 0 R >> (app.alert\\(1\\))';
    const header = '6 0 7 31 ';
    const content = deflateSync(Buffer.from(header + objects, 'latin1'));
    const stream = Buffer.concat([
      Buffer.from(
        `<< /Type /ObjStm /N 2 /First ${header.length} /Filter /FlateDecode /Length ${content.length} >>\nstream\n`,
        'latin1',
      ),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]).toString('latin1');
    const bytes = samplePdf('Compressed', {
      catalogExtra: '/AA << /WC 6 0 R >> ',
      extraObjects: [stream],
    });
    const check = await checkResume({ filename: 'cv.pdf', bytes, truncated: false });
    expect(check).toEqual({ ok: false, messages: [inspectionMessages.javascript] });
  });

  it('refuses a PDF whose object stream unpacks to 256 MB, without holding it in memory', async () => {
    const deflate = createDeflate({ level: 1 });
    const chunks: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => deflate.on('end', resolve));
    const header = '6 0 ';
    deflate.write(header);
    const block = Buffer.alloc(1024 * 1024, 0x20);
    for (let index = 0; index < 256; index += 1) {
      if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
    }
    deflate.end();
    await ended;
    const content = Buffer.concat(chunks);
    const stream = Buffer.concat([
      Buffer.from(
        `<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${content.length} >>\nstream\n`,
        'latin1',
      ),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]).toString('latin1');
    const bytes = samplePdf('Bomb', { extraObjects: [stream] });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    try {
      const check = await checkResume({ filename: 'cv.pdf', bytes, truncated: false });
      expect(check).toEqual({ ok: false, messages: [inspectionMessages.pdfTooLargeUnpacked] });
    } finally {
      clearInterval(sampler);
    }
    // The worker stops decoding at 32 MB a stream: nothing near 256 MB is ever held.
    expect(peak - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('reads extensions from the last dot of the base name', () => {
    expect(fileExtension('my.cv.PDF')).toBe('pdf');
    expect(fileExtension('C:\\docs\\cv.docx')).toBe('docx');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('resume')).toBe('');
  });

  it('reports a missing, nameless, empty or cut-off file', async () => {
    expect(await checkResume(undefined)).toEqual({
      ok: false,
      messages: ['No file was submitted.'],
    });
    expect(await checkResume({ filename: '', bytes: samplePdf(), truncated: false })).toEqual({
      ok: false,
      messages: ['No filename could be determined.'],
    });
    expect(
      await checkResume({ filename: 'a.pdf', bytes: Buffer.alloc(0), truncated: false }),
    ).toEqual({ ok: false, messages: ['The submitted file is empty.'] });
    expect(await checkResume({ filename: 'a.pdf', bytes: samplePdf(), truncated: true })).toEqual({
      ok: false,
      messages: ['The file is too large. The maximum size is 5 MB.'],
    });
  });
});
