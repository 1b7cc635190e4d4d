import { resumeFileRules } from '@site/shared/schemas/career-application';
import { drfMessages } from '../drf-errors';
import { inspectDocument } from './document-inspection';
import {
  detectResumeType,
  fileExtension,
  isAllowedResumeExtension,
  type ResumeType,
} from './resume-type';

/** A file part as read from the multipart body (at most the size limit plus the cut-off flag). */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
  /** True when the file was longer than the limit and was cut off while reading. */
  truncated: boolean;
}

export const resumeMessages = {
  tooLarge: resumeFileRules.tooLargeMessage,
  extensionNotAllowed: (extension: string) =>
    `File extension “${extension}” is not allowed. Allowed extensions are: ${resumeFileRules.extensions.join(', ')}.`,
  contentNotAllowed: 'The file content is not a PDF, DOC or DOCX document.',
} as const;

export type ResumeCheck =
  { ok: true; file: UploadedFile; type: ResumeType } | { ok: false; messages: string[] };

/**
 * Checks the resume: present, not empty, within 5 MB, named .pdf/.doc/.docx, (what decides) a
 * PDF or Word document by its content, and free of scripts, macros, embedded files and
 * archive bombs (see inspectDocument).
 */
export async function checkResume(file: UploadedFile | undefined): Promise<ResumeCheck> {
  if (!file || (file.filename === '' && file.bytes.length === 0)) {
    return { ok: false, messages: [drfMessages.noFile] };
  }
  if (file.filename === '') return { ok: false, messages: [drfMessages.noFilename] };
  if (file.truncated) return { ok: false, messages: [resumeMessages.tooLarge] };
  if (file.bytes.length === 0) return { ok: false, messages: [drfMessages.emptyFile] };

  const extension = fileExtension(file.filename);
  if (!isAllowedResumeExtension(extension)) {
    return { ok: false, messages: [resumeMessages.extensionNotAllowed(extension)] };
  }
  const type = await detectResumeType(file.bytes);
  if (!type) return { ok: false, messages: [resumeMessages.contentNotAllowed] };
  const problems = await inspectDocument(file.bytes, type);
  if (problems.length > 0) return { ok: false, messages: problems };
  return { ok: true, file, type };
}
