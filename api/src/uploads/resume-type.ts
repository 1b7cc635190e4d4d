import { fileTypeFromBuffer } from 'file-type';
import { resumeFileRules, type ResumeExtension } from '@site/shared/schemas/career-application';

export interface ResumeType {
  extension: ResumeExtension;
  contentType: string;
}

/** "WordDocument" in UTF-16LE: the stream every Word 97-2003 file holds in its container. */
const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * Finds what a resume really is from its bytes: a PDF, a Word 2007+ document (a ZIP holding
 * word/ parts), or a Word 97-2003 document (an OLE2 container with a WordDocument stream).
 * Anything else (an executable renamed to .pdf, an image, a spreadsheet) gives null.
 */
export async function detectResumeType(bytes: Uint8Array): Promise<ResumeType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (found.ext === 'pdf' || found.ext === 'docx') {
    return { extension: found.ext, contentType: resumeFileRules.contentTypes[found.ext] };
  }
  if (found.ext === 'cfb' && Buffer.from(bytes).includes(WORD_DOCUMENT_STREAM)) {
    return { extension: 'doc', contentType: resumeFileRules.contentTypes.doc };
  }
  return null;
}

/** The lower-case extension of a file name, '' when it has none. */
export function fileExtension(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isAllowedResumeExtension(extension: string): extension is ResumeExtension {
  return (resumeFileRules.extensions as readonly string[]).includes(extension);
}
