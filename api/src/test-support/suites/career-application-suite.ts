import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { careerApplicationLimits, jobOpeningCodes } from '@site/shared/schemas/career-application';
import { multipartBody, type MultipartPart } from '../multipart-body';
import {
  docxUnpackingTo1GiB,
  docxWithMacros,
  pdfWithOpenActionJavaScript,
  sampleDoc,
  sampleDocx,
  sampleExe,
  sampleNonWordCfb,
  samplePdf,
} from '../sample-files';
import { filesIn, uniqueEmail, without } from '../test-app';
import type { ApiTestContext } from './api-test-context';

const url = '/api/career/';

type TextFields = Record<string, string>;

function validFields(overrides: TextFields = {}): TextFields {
  return {
    position: 'full_stack',
    full_name: 'Ananya Gupta',
    email: uniqueEmail('applicant'),
    phone: '+91 98765 43210',
    linkedin_url: 'https://www.linkedin.com/in/ananya-gupta',
    cover_letter: 'I have built MERN applications for three years.',
    ...overrides,
  };
}

function formParts(
  fields: TextFields,
  resume?: { filename: string; data: Buffer; contentType?: string },
): MultipartPart[] {
  const parts: MultipartPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (resume) parts.push({ name: 'resume', ...resume });
  return parts;
}

export function describeCareerApplications(context: ApiTestContext): void {
  const send = (parts: MultipartPart[]) =>
    context.app.inject({ method: 'POST', url, ...multipartBody(parts) });

  /** Sends an invalid form and checks that neither a row nor a file was stored. */
  async function expectRefusedWithoutStoring(parts: MultipartPart[]) {
    const rowsBefore = await context.database.countSubmissions('career');
    const filesBefore = await filesIn(context.uploadDir);
    const response = await send(parts);
    expect(response.statusCode).toBe(400);
    expect(await context.database.countSubmissions('career')).toBe(rowsBefore);
    expect(await filesIn(context.uploadDir)).toEqual(filesBefore);
    return response.json() as Record<string, string[]>;
  }

  describe('POST /api/career/', () => {
    it('stores a PDF application: phone in E.164, file under a generated name', async () => {
      const fields = validFields();
      const pdf = samplePdf();
      const response = await send(
        formParts(fields, { filename: 'Ananya CV.pdf', data: pdf, contentType: 'application/pdf' }),
      );
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        ...fields,
        phone: '+919876543210',
        resume_original_name: 'Ananya CV.pdf',
        resume_content_type: 'application/pdf',
        resume_size: pdf.length,
        created_at: expect.any(String),
      });
      expect(body).not.toHaveProperty('resume_stored_name');

      const row = (await context.database.listSubmissions('career')).find((r) => r.id === body.id);
      expect(row).toBeDefined();
      expect(row!.resume_stored_name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      expect(await readFile(path.join(context.uploadDir, row!.resume_stored_name))).toEqual(pdf);
    });

    it.each([
      [
        'docx',
        sampleDocx(),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['doc', sampleDoc(), 'application/msword'],
    ])('accepts a .%s resume, typed by its content', async (extension, data, contentType) => {
      const response = await send(
        // The browser's claimed type is ignored; the content decides.
        formParts(validFields(), { filename: `cv.${extension}`, data, contentType: 'text/plain' }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().resume_content_type).toBe(contentType);
    });

    it.each(jobOpeningCodes)('accepts the opening %s', async (position) => {
      const response = await send(
        formParts(validFields({ position }), { filename: 'cv.pdf', data: samplePdf() }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().position).toBe(position);
    });

    it.each([
      ['+1 415 555 2671', '+14155552671'],
      ['+44 20 7946 0958', '+442079460958'],
      ['+61 2 9374 4000', '+61293744000'],
      ['9876543210', '+919876543210'],
    ])('stores the phone %s as %s', async (phone, e164) => {
      const response = await send(
        formParts(validFields({ phone }), { filename: 'cv.pdf', data: samplePdf() }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().phone).toBe(e164);
    });

    it('accepts a blank or missing LinkedIn URL', async () => {
      const blank = await send(
        formParts(validFields({ linkedin_url: '' }), { filename: 'cv.pdf', data: samplePdf() }),
      );
      expect(blank.statusCode).toBe(201);
      expect(blank.json().linkedin_url).toBe('');
      const withoutUrl = without(validFields(), 'linkedin_url');
      const missing = await send(formParts(withoutUrl, { filename: 'cv.pdf', data: samplePdf() }));
      expect(missing.statusCode).toBe(201);
    });

    it('answers every missing field at once, keyed by field name', async () => {
      const errors = await expectRefusedWithoutStoring([]);
      expect(errors).toEqual({
        position: ['This field is required.'],
        full_name: ['This field is required.'],
        email: ['This field is required.'],
        phone: ['This field is required.'],
        cover_letter: ['This field is required.'],
        resume: ['No file was submitted.'],
      });
    });

    it('answers blank fields, an unknown position, a bad phone and a bad URL', async () => {
      const errors = await expectRefusedWithoutStoring(
        formParts(
          {
            position: 'ceo',
            full_name: '  ',
            email: 'ananya.example.com',
            phone: '+91 12345',
            linkedin_url: 'javascript:alert(1)',
            cover_letter: '',
          },
          { filename: 'cv.pdf', data: samplePdf() },
        ),
      );
      expect(errors).toEqual({
        position: ['"ceo" is not a valid choice.'],
        full_name: ['This field may not be blank.'],
        email: ['Enter a valid email address.'],
        phone: ['Enter a valid phone number.'],
        linkedin_url: ['Enter a valid URL.'],
        cover_letter: ['This field may not be blank.'],
      });
    });

    it.each(['12', '+91 55555 55555', '+1 000 000 0000', 'call me', '+91 98765 4321'])(
      'refuses the phone "%s"',
      async (phone) => {
        const errors = await expectRefusedWithoutStoring(
          formParts(validFields({ phone }), { filename: 'cv.pdf', data: samplePdf() }),
        );
        expect(errors).toEqual({ phone: ['Enter a valid phone number.'] });
      },
    );

    it.each(Object.entries(careerApplicationLimits).filter(([field]) => field !== 'email'))(
      'limits %s to %i characters',
      async (field, limit) => {
        const value =
          field === 'linkedin_url'
            ? `https://example.com/${'p'.repeat(limit)}`
            : field === 'phone'
              ? '9'.repeat(limit + 1)
              : 'x'.repeat(limit + 1);
        const errors = await expectRefusedWithoutStoring(
          formParts(validFields({ [field]: value }), { filename: 'cv.pdf', data: samplePdf() }),
        );
        expect(errors[field]).toContain(`Ensure this field has no more than ${limit} characters.`);
      },
    );

    it('refuses an executable renamed to resume.pdf, storing nothing', async () => {
      const errors = await expectRefusedWithoutStoring(
        formParts(validFields(), {
          filename: 'resume.pdf',
          data: sampleExe(),
          contentType: 'application/pdf',
        }),
      );
      expect(errors).toEqual({ resume: ['The file content is not a PDF, DOC or DOCX document.'] });
    });

    it('refuses other containers and plain text dressed as documents', async () => {
      for (const [filename, data] of [
        ['cv.doc', sampleNonWordCfb()],
        ['cv.docx', Buffer.from('PK\u0003\u0004 not really a zip')],
        ['cv.pdf', Buffer.from('just some text, not a PDF')],
      ] as const) {
        const errors = await expectRefusedWithoutStoring(
          formParts(validFields(), { filename, data }),
        );
        expect(errors, filename).toEqual({
          resume: ['The file content is not a PDF, DOC or DOCX document.'],
        });
      }
    });

    it('refuses a PDF header followed by no document, storing nothing', async () => {
      const errors = await expectRefusedWithoutStoring(
        formParts(validFields(), {
          filename: 'cv.pdf',
          data: Buffer.from('%PDF-1.7\nnothing that makes a document'),
        }),
      );
      expect(errors).toEqual({
        resume: ['The PDF could not be read. Save it again as a plain PDF and upload it.'],
      });
    });

    it('refuses a PDF with OpenAction JavaScript, a .docx with macros and a 1 GiB .docx, storing nothing', async () => {
      const cases = [
        ['cv.pdf', pdfWithOpenActionJavaScript(), /JavaScript/],
        ['cv.docx', docxWithMacros(), /macros/],
        ['cv.docx', docxUnpackingTo1GiB(), /unpacks to more than 100 MB/],
      ] as const;
      for (const [filename, data, message] of cases) {
        const errors = await expectRefusedWithoutStoring(
          formParts(validFields(), { filename, data }),
        );
        expect(Object.keys(errors)).toEqual(['resume']);
        expect(errors.resume![0]).toMatch(message);
      }
    });

    it('refuses a file whose name has another extension, even with PDF content', async () => {
      const errors = await expectRefusedWithoutStoring(
        formParts(validFields(), { filename: 'cv.exe', data: samplePdf() }),
      );
      expect(errors).toEqual({
        resume: ['File extension “exe” is not allowed. Allowed extensions are: pdf, doc, docx.'],
      });
    });

    it('refuses an empty file, a file without a name, and text sent as the resume', async () => {
      const empty = await expectRefusedWithoutStoring(
        formParts(validFields(), { filename: 'cv.pdf', data: Buffer.alloc(0) }),
      );
      expect(empty).toEqual({ resume: ['The submitted file is empty.'] });

      const noFileChosen = await expectRefusedWithoutStoring(
        formParts(validFields(), { filename: '', data: Buffer.alloc(0) }),
      );
      expect(noFileChosen).toEqual({ resume: ['No file was submitted.'] });

      const asText = await expectRefusedWithoutStoring([
        ...formParts(validFields()),
        { name: 'resume', value: 'my resume text' },
      ]);
      expect(asText).toEqual({
        resume: ['The submitted data was not a file. Check the encoding type on the form.'],
      });
    });

    it('refuses a file sent in place of a text field', async () => {
      const fields = without(validFields(), 'cover_letter');
      const errors = await expectRefusedWithoutStoring([
        ...formParts(fields),
        { name: 'cover_letter', filename: 'letter.pdf', data: samplePdf() },
      ]);
      expect(errors.cover_letter).toEqual(['Not a valid string.']);
    });

    it('answers a file sent as the position with a 400 on position, naming the file', async () => {
      const fields = without(validFields(), 'position');
      const errors = await expectRefusedWithoutStoring([
        { name: 'position', filename: 'backend.pdf', data: samplePdf() },
        ...formParts(fields, { filename: 'cv.pdf', data: samplePdf() }),
      ]);
      expect(errors).toEqual({ position: ['"backend.pdf" is not a valid choice.'] });
    });

    it.each([
      ['an empty boundary', 'multipart/form-data; boundary=', 'Invalid boundary in multipart: '],
      ['no boundary', 'multipart/form-data', 'Invalid boundary in multipart: None'],
    ])('answers %s with a 400, not an empty form', async (_name, contentType, reason) => {
      const response = await context.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload: '--\r\n',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: `Multipart form parse error - ${reason}` });
    });

    it('strips bidi and other format characters from the stored file name', async () => {
      const response = await send(
        formParts(validFields(), { filename: 'cv\u202Eexe.pdf', data: samplePdf() }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().resume_original_name).toBe('cvexe.pdf');
      const zeroWidth = await send(
        formParts(validFields(), {
          filename: 'my\u200B\u2066cv\u2069\u2028.pdf',
          data: samplePdf(),
        }),
      );
      expect(zeroWidth.json().resume_original_name).toBe('mycv.pdf');
    });

    it('refuses a resume over 5 MB as a field error', async () => {
      const big = Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024)]);
      const errors = await expectRefusedWithoutStoring(
        formParts(validFields(), { filename: 'cv.pdf', data: big }),
      );
      expect(errors).toEqual({ resume: ['The file is too large. The maximum size is 5 MB.'] });
    });

    it('accepts a resume of exactly 5 MB', async () => {
      const pdf = samplePdf();
      const exact = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length, 0x20)]);
      const response = await send(formParts(validFields(), { filename: 'cv.pdf', data: exact }));
      expect(response.statusCode).toBe(201);
      expect(response.json().resume_size).toBe(5 * 1024 * 1024);
    });

    it('answers 413 to a 10 MB body', async () => {
      const rowsBefore = await context.database.countSubmissions('career');
      const response = await send(
        formParts(validFields(), { filename: 'cv.pdf', data: Buffer.alloc(10 * 1024 * 1024) }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: 'Request body is too large. The limit is 6 MB.' });
      expect(await context.database.countSubmissions('career')).toBe(rowsBefore);
    });

    it('answers 413 to a second file', async () => {
      const response = await send([
        ...formParts(validFields(), { filename: 'cv.pdf', data: samplePdf() }),
        { name: 'portfolio', filename: 'more.pdf', data: samplePdf() },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: 'Too many files. Send only the resume.' });
    });

    it('stores script and SQL strings verbatim, and strips folders from the file name', async () => {
      const fields = validFields({
        full_name: '<script>alert(1)</script>',
        cover_letter: "'); DELETE FROM career_applications; --",
      });
      const response = await send(
        formParts(fields, { filename: '..\\..\\evil<b>.pdf', data: samplePdf() }),
      );
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.full_name).toBe(fields.full_name);
      expect(body.cover_letter).toBe(fields.cover_letter);
      expect(body.resume_original_name).toBe('evil<b>.pdf');
      expect(await context.database.countSubmissions('career')).toBeGreaterThan(1);
    });

    it('takes a cover letter at its limit sent with CR LF line breaks, as browsers send them, and stores LF', async () => {
      const letter = 'Line\r\n'.repeat(1000);
      expect(letter.replace(/\r\n/g, '\n')).toHaveLength(5000);
      const response = await send(
        formParts(validFields({ cover_letter: letter }), { filename: 'cv.pdf', data: samplePdf() }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().cover_letter).toBe('Line\n'.repeat(999) + 'Line');
    });

    it('answers 415 to JSON and a 400 to a malformed multipart body', async () => {
      const json = await context.app.inject({ method: 'POST', url, payload: validFields() });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({
        detail: 'Unsupported media type "application/json" in request.',
      });
      const malformed = await context.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
        payload: '--abc\r\nContent-Disposition: form-data; name="position"\r\n\r\nweb_dev',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().detail).toMatch(/^Multipart form parse error - /);
    });
  });
}
