import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '../uploads/resume-validation';
import { ApiError, detailMessages } from './api-error';

export interface MultipartForm {
  /** Field values by name (the last wins when a name repeats, as with Django's QueryDict). */
  fields: Record<string, unknown>;
  /** The expected file parts by field name. */
  files: Record<string, UploadedFile>;
  /** Text fields that came as a file, with the file's name. */
  filesInTextFields: Map<string, string>;
}

/** RFC 2046: 1 to 70 characters, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The boundary parameter of a multipart content type, unquoted; undefined when absent. */
function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? '') : undefined;
}

/** Drains a file part that is not kept. */
async function discard(stream: AsyncIterable<Buffer>): Promise<void> {
  for await (const chunk of stream) void chunk;
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
 * flagged as truncated). The names in `expectedFiles` are kept as files, one each; a file sent
 * in one of the `textFields` is noted (the route answers a 400 on that field); any other file
 * is a 413 "Too many files". A request without a body reads as an empty form; a multipart
 * content type without a valid boundary, or a malformed body, is a 400 in Django's wording.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  expectedFiles: readonly string[],
  textFields: readonly string[] = [],
): Promise<MultipartForm> {
  const form: MultipartForm = {
    fields: Object.create(null),
    files: Object.create(null),
    filesInTextFields: new Map(),
  };
  const contentType = request.headers['content-type'] ?? '';
  if (/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) {
    const boundary = boundaryOf(contentType);
    if (boundary === undefined || !BOUNDARY.test(boundary)) {
      throw new ApiError(
        400,
        detailMessages.multipartParseError(`Invalid boundary in multipart: ${boundary ?? 'None'}`),
      );
    }
  }
  if (!request.isMultipart()) return form;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const name = part.fieldname;
        if (expectedFiles.includes(name) && !(name in form.files)) {
          const { bytes, truncated } = await readFilePart(part.file);
          form.files[name] = { filename: part.filename ?? '', bytes, truncated };
        } else if (textFields.includes(name)) {
          await discard(part.file);
          form.filesInTextFields.set(name, part.filename ?? '');
        } else {
          await discard(part.file);
          throw new ApiError(413, detailMessages.tooManyFiles);
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
