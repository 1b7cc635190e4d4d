import { crc32 } from 'node:zlib';
import CFB from 'cfb';

/**
 * A small but well-formed one-page PDF. `catalogExtra` is added to the document catalog and
 * `extraObjects` become objects 5, 6, ... (for PDFs with actions or attachments).
 */
export function samplePdf(
  text = 'Resume of a test applicant',
  { catalogExtra = '', extraObjects = [] }: { catalogExtra?: string; extraObjects?: string[] } = {},
): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ...extraObjects,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF that runs JavaScript when opened. */
export function pdfWithOpenActionJavaScript(): Buffer {
  return samplePdf('Scripted', {
    catalogExtra: '/OpenAction 5 0 R ',
    extraObjects: ['<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'],
  });
}

/** A PDF carrying an attached file. */
export function pdfWithEmbeddedFile(): Buffer {
  const payload = 'MZ not really a program';
  return samplePdf('Attached', {
    catalogExtra: '/Names << /EmbeddedFiles << /Names [(run.exe) 5 0 R] >> >> ',
    extraObjects: [
      '<< /Type /Filespec /F (run.exe) /EF << /F 6 0 R >> >>',
      `<< /Type /EmbeddedFile /Length ${payload.length} >>\nstream\n${payload}\nendstream`,
    ],
  });
}

/** A PDF whose OpenAction is only a destination (show page 1 fitted), as LaTeX writes. */
export function pdfWithOpenDestination(): Buffer {
  return samplePdf('Fitted', { catalogExtra: '/OpenAction [3 0 R /Fit] ' });
}

/**
 * A ZIP archive of stored (uncompressed) entries. `declaredSizes` overrides the uncompressed
 * size an entry declares in its headers (for an archive that claims to unpack to a lot).
 */
export function zipArchive(
  entries: Record<string, string>,
  declaredSizes: Record<string, number> = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declaredSizes[name] ?? data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const docxParts = () => ({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml':
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>',
});

/** A minimal Word 2007+ document (.docx). */
export function sampleDocx(): Buffer {
  return zipArchive(docxParts());
}

/** A .docx carrying a VBA project (macros). */
export function docxWithMacros(): Buffer {
  return zipArchive({ ...docxParts(), 'word/vbaProject.bin': 'VBA project stand-in' });
}

/** A .docx whose central directory says one part unpacks to 1 GiB. */
export function docxUnpackingTo1GiB(): Buffer {
  return zipArchive(
    { ...docxParts(), 'word/media/filler.bin': 'small here' },
    { 'word/media/filler.bin': 1024 * 1024 * 1024 },
  );
}

/** An OLE2 compound file holding the given streams (written with the cfb library). */
function compoundFile(streams: Record<string, string>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) {
    CFB.utils.cfb_add(container, name, Buffer.from(content, 'latin1'));
  }
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A Word 97-2003 document (.doc): an OLE2 container with a WordDocument stream. */
export function sampleDoc(): Buffer {
  return compoundFile({ WordDocument: 'Resume text stand-in', '1Table': 'table stand-in' });
}

/** A .doc with a macro storage (Macros/VBA), as Word 97-2003 keeps VBA projects. */
export function docWithMacros(): Buffer {
  return compoundFile({
    WordDocument: 'Resume text stand-in',
    'Macros/VBA/ThisDocument': 'Attribute VB_Name = "ThisDocument"',
    'Macros/VBA/dir': 'dir stand-in',
  });
}

/** A Windows executable's first bytes ("MZ" header), whatever name it is sent under. */
export function sampleExe(): Buffer {
  const file = Buffer.alloc(1024);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
}

/** An OLE2 container without a WordDocument stream (like an old .xls). */
export function sampleNonWordCfb(): Buffer {
  return compoundFile({ Workbook: 'spreadsheet stand-in' });
}
