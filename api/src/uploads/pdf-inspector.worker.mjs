// Runs in a worker thread with a memory limit (see document-inspection.ts): parses a PDF with
// pdf-lib and reports active or embedded content. Parsing inflates object streams, so a PDF
// built to inflate without end only ends this worker, not the server.
import { parentPort, workerData } from 'node:worker_threads';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } from 'pdf-lib';

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

  for (const [, object] of document.context.enumerateIndirectObjects()) visit(object, 0);
  visit(document.context.trailerInfo.Root, 0);
  return [...findings];
}

inspect(workerData).then(
  (findings) => parentPort.postMessage({ ok: true, findings }),
  (error) => parentPort.postMessage({ ok: false, error: String(error?.message ?? error) }),
);
