/**
 * The clinic's printed page, drawn with PDFKit (docs/decisions.md, "Printable documents"): A4, the built-in Helvetica
 * (real text, so a document can be searched and read aloud), a heading, labelled lines, and a small table. A document
 * is drawn whole and answered as bytes.
 */
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

const MARGIN = 56;
const LABEL_WIDTH = 150;
/** Shown where a value was not recorded. */
export const NOT_RECORDED = '—';

/** Draws a document with `draw` and answers its bytes. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Creator: 'Sightline' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** The clinic's name, the document's title, and a rule under them. */
export function heading(doc: Pdf, clinic: string, title: string): void {
  doc.font('Helvetica').fontSize(10).fillColor('#444').text(clinic);
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(18).fillColor('#000').text(title);
  const y = doc.y + 6;
  doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).lineWidth(0.5).stroke('#888');
  doc.moveDown(1.2);
}

/** A section title. */
export function subheading(doc: Pdf, text: string): void {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#000').text(text, MARGIN);
  doc.moveDown(0.3);
}

/** 'Label   value' on one line (the value wraps under itself). */
export function field(doc: Pdf, label: string, value: string | null): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text(label, MARGIN, y, { width: LABEL_WIDTH - 8 });
  const afterLabel = doc.y;
  doc.font('Helvetica').text(value ?? NOT_RECORDED, MARGIN + LABEL_WIDTH, y, { width: doc.page.width - 2 * MARGIN - LABEL_WIDTH });
  doc.y = Math.max(afterLabel, doc.y) + 2;
  doc.x = MARGIN;
}

/** A paragraph of running text. */
export function paragraph(doc: Pdf, text: string): void {
  doc.font('Helvetica').fontSize(10).text(text, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
  doc.moveDown(0.5);
}

/** A table of text: a bold header row, then the rows, in equal columns after a wider first one. */
export function table(doc: Pdf, header: readonly string[], rows: readonly (readonly string[])[]): void {
  const width = doc.page.width - 2 * MARGIN;
  const first = 90;
  const rest = (width - first) / Math.max(1, header.length - 1);
  const xOf = (column: number) => MARGIN + (column === 0 ? 0 : first + (column - 1) * rest);
  const line = (cells: readonly string[], font: string) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, column) => {
      doc.font(font).fontSize(10).text(cell, xOf(column), y, { width: (column === 0 ? first : rest) - 6 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  };
  line(header, 'Helvetica-Bold');
  const y = doc.y - 2;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).stroke('#888');
  for (const row of rows) line(row, 'Helvetica');
  doc.x = MARGIN;
}

/** Signature lines at the foot of the text: one per signer, named under the line. */
export function signatures(doc: Pdf, signers: readonly { role: string; name: string | null }[]): void {
  doc.moveDown(2);
  for (const signer of signers) {
    const y = doc.y + 18;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + 220, y).lineWidth(0.5).stroke('#000');
    doc.y = y + 4;
    doc.font('Helvetica').fontSize(9).text(`${signer.role}: ${signer.name ?? NOT_RECORDED}`, MARGIN);
    doc.moveDown(1);
  }
}
