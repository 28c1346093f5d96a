import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF as a reader finds it, read by Mozilla's PDF.js (not the library that wrote it): the text of
 * every page, one line per line of text, and the names of its form fields.
 */
/** The standard fonts' data PDF.js reads to lay out text in the fonts every PDF reader has. */
const FONTS = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

async function read<T>(bytes: Uint8Array, use: (doc: PDFDocumentProxy) => Promise<T>): Promise<T> {
  // PDF.js takes the buffer over; it reads a copy so the caller's bytes stay usable.
  const task = getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    standardFontDataUrl: FONTS,
  });
  try {
    return await use(await task.promise);
  } finally {
    await task.destroy();
  }
}

export function pdfText(bytes: Uint8Array): Promise<string> {
  return read(bytes, async (doc) => {
    const lines: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
    }
    return lines.join('\n');
  });
}

/** The names of a PDF's form fields (what its reader lets a person type into). */
export function pdfFieldNames(bytes: Uint8Array): Promise<string[]> {
  return read(bytes, async (doc) => {
    const names: string[] = [];
    for (let n = 1; n <= doc.numPages; n++)
      for (const annotation of await (await doc.getPage(n)).getAnnotations())
        if (annotation.subtype === 'Widget' && annotation.fieldName) names.push(annotation.fieldName);
    return names;
  });
}
