import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '../uploads/resume-validation';
import { ApiError, detailMessages } from './api-error';

export interface MultipartForm {
  /** Field values by name (the last wins when a name repeats, as with Django's QueryDict). */
  fields: Record<string, unknown>;
  /** The expected file parts by field name. */
  files: Record<string, UploadedFile>;
  /** Names of every field that came as a file, expected or not. */
  fileFieldNames: Set<string>;
}

async function readFilePart(stream: AsyncIterable<Buffer> & { truncated?: boolean }) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return { bytes: Buffer.concat(chunks), truncated: stream.truncated === true };
}

function hasStatusCode(error: unknown): boolean {
  return typeof (error as { statusCode?: unknown })?.statusCode === 'number';
}

/**
 * Reads a whole multipart body: text fields, and files (each cut off at the parser's size limit,
 * flagged as truncated). Only the names in `expectedFiles` are kept as files; other file parts
 * are read to the end and dropped. A request that is not multipart reads as an empty form.
 * A malformed body is a 400 in DRF's wording.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  expectedFiles: readonly string[],
): Promise<MultipartForm> {
  const form: MultipartForm = {
    fields: Object.create(null),
    files: Object.create(null),
    fileFieldNames: new Set(),
  };
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const { bytes, truncated } = await readFilePart(part.file);
        form.fileFieldNames.add(part.fieldname);
        if (expectedFiles.includes(part.fieldname)) {
          form.files[part.fieldname] = { filename: part.filename ?? '', bytes, truncated };
        }
      } else {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError || hasStatusCode(error)) throw error;
    const reason = error instanceof Error ? error.message : 'malformed body';
    throw new ApiError(400, detailMessages.multipartParseError(reason));
  }
  return form;
}
