import { describe, expect, it } from 'vitest';
import {
  sampleDoc,
  sampleDocx,
  sampleExe,
  samplePdf,
  zipArchive,
} from '../test-support/sample-files';
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
