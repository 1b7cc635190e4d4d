import type { FastifyInstance } from 'fastify';
import {
  careerApplicationFieldsSchema,
  type CareerApplicationFields,
} from '@site/shared/schemas/career-application';
import type { CareerApplicationRecord } from '../db/submission-records';
import {
  addFieldError,
  drfMessages,
  FileInTextField,
  hasFieldErrors,
  mergeFieldErrors,
  type FieldErrors,
} from '../drf-errors';
import { MULTIPART_BODY_LIMIT_BYTES } from '../http/body-limits';
import { requireMediaType } from '../http/content-type-guard';
import { readMultipartForm } from '../http/multipart-form-reader';
import { parseSubmission } from '../http/parse-submission';
import { storedPhoneNumber } from '../phone-number';
import { removeStoredResume, storeResume } from '../uploads/resume-storage';
import { checkResume } from '../uploads/resume-validation';
import { submissionRouteConfig, type RouteContext } from './route-context';

const RESUME_FIELD = 'resume';
const TEXT_FIELDS = Object.keys(careerApplicationFieldsSchema.shape);

/**
 * The visitor's file name as recorded: no folders; no control, format (bidi overrides and
 * isolates, zero-width characters) or line/paragraph separator characters, so
 * "cv\u202Eexe.pdf" cannot show as "cvfdp.exe"; at most 255 characters.
 */
export function displayFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .normalize('NFC')
    .slice(0, 255);
}

/** What visitors get back: the stored application without the internal file name. */
function publicCareerApplication(record: CareerApplicationRecord) {
  const visible: Partial<CareerApplicationRecord> = { ...record };
  delete visible.resume_stored_name;
  return visible;
}

/**
 * POST /api/career/ (multipart): the text fields of the shared schema, the phone checked with
 * libphonenumber-js and stored in E.164 (an extension kept after it), and the resume checked by content. 400 errors are keyed
 * by field name. The file is written (and flushed) first, then the row; a failed row write
 * removes the file again.
 */
export function registerCareerApplicationRoutes(app: FastifyInstance, context: RouteContext): void {
  app.post('/api/career/', {
    config: submissionRouteConfig(context),
    onRequest: requireMediaType('multipart/form-data', MULTIPART_BODY_LIMIT_BYTES),
    handler: async (request, reply) => {
      const form = await readMultipartForm(request, [RESUME_FIELD], TEXT_FIELDS);

      const input: Record<string, unknown> = { ...form.fields };
      for (const [name, filename] of form.filesInTextFields) {
        if (!(name in input)) input[name] = new FileInTextField(filename);
      }
      const parsed = parseSubmission(careerApplicationFieldsSchema, input);
      const errors = parsed.ok ? {} : { ...parsed.errors };
      // The phone is checked even when other fields fail, so every error shows at once.
      const phone =
        errors.phone || typeof input.phone !== 'string'
          ? null
          : storedPhoneNumber(input.phone.trim());
      if (!errors.phone && !phone) addFieldError(errors, 'phone', drfMessages.invalidPhone);

      const resumeFile = form.files[RESUME_FIELD];
      const resume =
        !resumeFile && RESUME_FIELD in form.fields
          ? ({ ok: false, messages: [drfMessages.notAFile] } as const)
          : await checkResume(resumeFile);
      const resumeErrors: FieldErrors = resume.ok ? {} : { [RESUME_FIELD]: [...resume.messages] };

      const allErrors = mergeFieldErrors(errors, resumeErrors);
      if (hasFieldErrors(allErrors) || !parsed.ok || !phone || !resume.ok) {
        return reply.code(400).send(allErrors);
      }
      const fields: CareerApplicationFields = { ...parsed.data, phone };

      const storedName = await storeResume(
        context.uploadDir,
        resume.file.bytes,
        resume.type.extension,
      );
      let record: CareerApplicationRecord;
      try {
        record = await context.repository.addCareerApplication(
          {
            ...fields,
            resume_stored_name: storedName,
            resume_original_name: displayFilename(resume.file.filename),
            resume_content_type: resume.type.contentType,
            resume_size: resume.file.bytes.length,
          },
          { notify: context.notifier.enabled },
        );
      } catch (error) {
        await removeStoredResume(context.uploadDir, storedName).catch(() => {});
        throw error;
      }
      context.notifier.wake();
      return reply.code(201).send(publicCareerApplication(record));
    },
  });
}
