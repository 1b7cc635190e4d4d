// Runs in a worker thread with a memory limit (see document-inspection.ts): parses a PDF with
// pdf-lib and reports active or embedded content. Parsing inflates object streams, so a PDF
// built to inflate without end only ends this worker, not the server.
import { parentPort, workerData } from 'node:worker_threads';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFRawStream,
  PDFStream,
} from 'pdf-lib';
import decodeStreamModule from 'pdf-lib/cjs/core/streams/DecodeStream.js';

/** Most one compressed stream may unpack to, and all of them together. */
const MAX_STREAM_BYTES = 32 * 1024 * 1024;
const MAX_TOTAL_BYTES = 128 * 1024 * 1024;

class TooLargeError extends Error {}
class UnreadableError extends Error {}

// pdf-lib reports objects it skips on the console; here they make the file unreadable instead.
console.warn = () => {};
console.log = () => {};

// Decoded data lives in ArrayBuffers, which the worker's heap limit does not count: every
// decoder of pdf-lib grows its output through DecodeStream.ensureBuffer, which is capped here.
const DecodeStream = decodeStreamModule.default ?? decodeStreamModule;
const ensureBuffer = DecodeStream.prototype.ensureBuffer;
let decodedTotal = 0;
// pdf-lib goes on past an object it cannot parse; this remembers that a stream was too large.
let tooLarge = false;
DecodeStream.prototype.ensureBuffer = function capped(requested) {
  const grown = Math.max(0, requested - this.buffer.byteLength);
  if (requested > MAX_STREAM_BYTES || decodedTotal + grown > MAX_TOTAL_BYTES) {
    tooLarge = true;
    throw new TooLargeError('a stream unpacks to too much data');
  }
  decodedTotal += grown;
  return ensureBuffer.call(this, requested);
};

/** Actions that start programs, open other files or send data. */
const LAUNCHING_ACTIONS = new Set(['/Launch', '/ImportData', '/SubmitForm', '/GoToE']);

async function inspect(bytes) {
  const document = await PDFDocument.load(bytes, {
    ignoreEncryption: true,
    updateMetadata: false,
    throwOnInvalidObject: false,
  });
  const findings = new Set();

  const visit = (object, depth) => {
    if (depth > 64 || object === undefined || object === null) return;
    if (object instanceof PDFStream || object instanceof PDFRawStream) {
      visit(object.dict, depth + 1);
      return;
    }
    if (object instanceof PDFArray) {
      for (let index = 0; index < object.size(); index += 1) visit(object.get(index), depth + 1);
      return;
    }
    if (!(object instanceof PDFDict)) return;
    for (const [key, value] of object.entries()) {
      const name = key.asString();
      if (name === '/JS' || name === '/JavaScript') findings.add('javascript');
      if (name === '/EmbeddedFiles' || name === '/EF' || name === '/RichMedia')
        findings.add('embedded');
      if (name === '/OpenAction') {
        // A destination array only says which page to show; a dictionary is an action.
        const target = document.context.lookup(value);
        if (target instanceof PDFDict) findings.add('openAction');
      }
      if (name === '/S' && value instanceof PDFName) {
        if (value.asString() === '/JavaScript') findings.add('javascript');
        if (LAUNCHING_ACTIONS.has(value.asString())) findings.add('launch');
      }
      if ((name === '/Type' || name === '/Subtype') && value instanceof PDFName) {
        const type = value.asString();
        if (type === '/EmbeddedFile' || type === '/FileAttachment') findings.add('embedded');
      }
      visit(value, depth + 1);
    }
  };

  if (tooLarge) throw new TooLargeError('a stream unpacks to too much data');
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    // Content pdf-lib could not parse could hide anything from this inspection.
    if (object instanceof PDFInvalidObject) throw new UnreadableError('an object cannot be parsed');
    visit(object, 0);
  }
  visit(document.context.trailerInfo.Root, 0);
  // A resume has pages. pdf-lib loads a PDF header followed by anything at all; its page tree
  // is what shows a document (reading it throws when there is none).
  if (document.getPageCount() < 1) throw new UnreadableError('the PDF has no pages');
  return [...findings];
}

inspect(workerData).then(
  (findings) => parentPort.postMessage({ ok: true, findings }),
  (error) =>
    parentPort.postMessage({
      ok: false,
      tooLarge: tooLarge || error instanceof TooLargeError,
      error: String(error?.message ?? error),
    }),
);
