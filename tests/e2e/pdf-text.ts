import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from '@cantoo/pdf-lib';

/**
 * The text of a PDF the product writes, page by page, as a reader would find it: each page's content
 * streams decoded by the PDF library, and the strings its text operators show (standard fonts, whose
 * bytes are Windows-1252) read out, one shown string a line. Enough to check what the product's own
 * documents say; not a reader for any PDF.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const decoder = new TextDecoder('windows-1252');
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const shown of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        lines.push(decoder.decode(Buffer.from(shown[1]!, 'hex')));
    }
  }
  return lines.join('\n');
}

/** The names of a PDF's form fields (what its reader lets a person type into). */
export async function pdfFieldNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc
    .getForm()
    .getFields()
    .map((field) => field.getName());
}
