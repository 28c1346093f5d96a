/**
 * An accepted offer's documents, as PDFs made when they are asked for from what the table holds (a
 * statement version never changes once written, so its PDF is the same every time it is made):
 * - the written statement of employment particulars, one version (contract/statement.ts);
 * - the payroll pack: the employer's and employee's particulars a payroll service or HMRC's Basic PAYE
 *   Tools asks for, and a fillable starter checklist she completes herself in the PDF. Her National
 *   Insurance number and date of birth are typed into the file on her own device: they never reach us.
 * Both are written with @cantoo/pdf-lib and its standard fonts (bundled as code, nothing read from disk).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { EMPLOYER_CHECKLIST, STARTER_CHECKLIST_LINK } from '../contract/employer-checklist.ts';
import { longDate } from '../contract/long-date.ts';
import { hoursLine, payLine } from '../contract/pay.ts';
import { OFFER_MESSAGES, type OfferDocument, type OfferRole } from '../contract/offers.ts';
import {
  addressLines,
  changedParticulars,
  daysLine,
  payIntervalLine,
  statementChangeLine,
  statementFileName,
  statementFooter,
  statementRecordLine,
  statementSections,
  statementTitle,
  statementVersionLine,
} from '../contract/statement.ts';
import { conflict, notFound } from '../domain/errors.ts';
import { getStatement, type Offer, type Statement, type StatementPart } from '../data/offers.ts';
import type { Principal } from '../platform/principal.ts';
import { partyOffer } from './offers.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.3, 0.3, 0.35);

/** Text the standard fonts can write: any character outside their set becomes '?'. */
function writable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ')].map((c) => (set.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** A page writer that flows lines down A4 pages, wrapping to the width and starting new pages. */
class Writer {
  page: PDFPage;
  y: number;
  readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  private room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const words = writable(font, text).split(' ');
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const tried = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(tried, size) <= width || !line) line = tried;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }
  text(
    text: string,
    opts: {
      size?: number;
      bold?: boolean;
      color?: ReturnType<typeof rgb>;
      gap?: number;
      indent?: number;
    } = {},
  ) {
    const size = opts.size ?? 10.5;
    const font = opts.bold ? this.bold : this.regular;
    const indent = opts.indent ?? 0;
    for (const line of this.wrap(text, font, size, A4[0] - 2 * MARGIN - indent)) {
      this.room(size * 1.45);
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y - size,
        size,
        font,
        color: opts.color ?? INK,
      });
      this.y -= size * 1.45;
    }
    this.y -= opts.gap ?? 0;
  }
  space(height: number) {
    this.y -= height;
  }
  /** Keeps `height` points free for what follows, starting a new page if need be; the top of it. */
  reserve(height: number): number {
    this.room(height);
    return this.y;
  }
}

async function newDocument(title: string, at: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Nanny Marketplace');
  doc.setProducer('Nanny Marketplace');
  // Made again on every download: the same date each time, so a version is always the same file.
  doc.setCreationDate(new Date(at));
  doc.setModificationDate(new Date(at));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, writer: new Writer(doc, regular, bold) };
}

const asDocument = (fileName: string, bytes: Uint8Array): OfferDocument => ({
  fileName,
  contentType: 'application/pdf',
  base64: Buffer.from(bytes).toString('base64'),
});

/**
 * One version of the written statement as a PDF. `acceptedAt` is when she accepted the offer (version
 * 1); a later version names, at its top, what it changed and when, and records the terms as changed.
 */
export async function statementPdf(
  statement: Statement,
  jobTitle: string,
  acceptedAt: string,
): Promise<Uint8Array> {
  const { doc, writer } = await newDocument(`${statementTitle}: ${jobTitle}`, statement.issuedAt);
  writer.text(statementTitle, { size: 17, bold: true, gap: 2 });
  const later = statement.version > 1;
  writer.text(statementVersionLine(statement.version, statement.issuedAt), {
    color: MUTED,
    gap: later ? 4 : 10,
  });
  if (later)
    writer.text(statementChangeLine(statement.version, statement.changed, statement.issuedAt), {
      bold: true,
      gap: 10,
    });
  for (const section of statementSections({ ...statement, terms: statement.terms })) {
    writer.text(section.heading, { size: 12, bold: true, gap: 1 });
    for (const line of section.lines) writer.text(line, { gap: 2 });
    writer.space(6);
  }
  writer.space(6);
  writer.text(statementFooter, { size: 9, color: MUTED });
  writer.text(
    `${statementRecordLine(statement, acceptedAt)} Each change of a term makes a new version; every version stays available to both of you on Nanny Marketplace.`,
    { size: 9, color: MUTED },
  );
  return doc.save();
}

/**
 * The payroll pack: the particulars a payroll service asks for, and a starter checklist she fills in
 * herself in the PDF (form fields), following HMRC's own.
 */
export async function payrollPackPdf(offer: Offer, statement: Statement): Promise<Uint8Array> {
  const { terms } = statement;
  const { doc, writer } = await newDocument(`Payroll pack: ${offer.jobTitle}`, statement.issuedAt);
  writer.text('Payroll pack', { size: 17, bold: true, gap: 2 });
  writer.text(
    `For a nanny payroll service or HMRC’s Basic PAYE Tools. From version ${statement.version} of the written statement.`,
    { color: MUTED, gap: 10 },
  );
  writer.text('Employer', { size: 12, bold: true, gap: 1 });
  writer.text(`Name: ${terms.employerName}`);
  // The address keeps the lines it was typed on.
  const [firstLine = '', ...otherLines] = addressLines(terms.employerAddress);
  writer.text(`Address: ${firstLine}`);
  const indent = writer.regular.widthOfTextAtSize('Address: ', 10.5);
  for (const line of otherLines) writer.text(line, { indent });
  writer.text('PAYE reference and Accounts Office reference: from HMRC when you register as an employer.', {
    gap: 8,
  });
  writer.text('Employee', { size: 12, bold: true, gap: 1 });
  writer.text(`Name: ${statement.employeeName}`);
  writer.text(`Job title: ${terms.jobTitle}`);
  writer.text(`Start date: ${longDate(terms.startDate)}`);
  writer.text(
    `Pay: ${payLine(terms.pay)}, for ${hoursLine(terms.pay)}${terms.pay.liveIn ? ' (lives in)' : ''}`,
  );
  writer.text(`Paid: ${payIntervalLine(terms.payFrequency, terms.payDay)}`);
  writer.text(`Days and hours: ${daysLine(terms.days)}, ${terms.hours}`);
  writer.text(
    `Sick pay: ${terms.sickPay === 'enhanced' ? `${terms.sickPayDetails}; then Statutory Sick Pay` : 'Statutory Sick Pay'}`,
  );
  writer.text(`Holiday: ${terms.holidayDays} days a year, bank holidays included`, { gap: 8 });

  writer.text('Starter checklist: for the employee to fill in', { size: 12, bold: true, gap: 1 });
  writer.text(
    `Type into the boxes below in your PDF reader, save the file and give it to your employer or their payroll service. Nanny Marketplace never sees what you type here. It asks what HMRC’s own Starter Checklist asks (${STARTER_CHECKLIST_LINK.href}), which you may use instead.`,
    { gap: 6 },
  );
  const form = doc.getForm();
  const field = (name: string, label: string, height = 22, multiline = false) => {
    writer.text(label, { bold: true });
    const top = writer.reserve(height + 6);
    const box = form.createTextField(name);
    if (multiline) box.enableMultiline();
    box.addToPage(writer.page, {
      x: MARGIN,
      y: top - height,
      width: A4[0] - 2 * MARGIN,
      height,
      font: writer.regular,
    });
    writer.space(height + 8);
  };
  field('employee.nationalInsuranceNumber', 'National Insurance number (for example QQ 12 34 56 C)');
  field('employee.dateOfBirth', 'Date of birth (DD MM YYYY)');
  field('employee.homeAddress', 'Home address, with postcode', 48, true);
  writer.text('Employee statement: choose the one that applies (as HMRC’s Starter Checklist explains)', {
    bold: true,
  });
  const statements = [
    [
      'A',
      'A: This is my first job since 6 April, and I have not had any taxable benefits or pensions since then.',
    ],
    [
      'B',
      'B: This is now my only job, but since 6 April I have had another job, or Jobseeker’s, Employment and Support or taxable Incapacity Benefit. I do not have a pension.',
    ],
    ['C', 'C: As well as this new job, I have another job or receive a State or Occupational Pension.'],
  ] as const;
  const radio = form.createRadioGroup('employee.statement');
  for (const [value, words] of statements) {
    const top = writer.reserve(16);
    radio.addOptionToPage(value, writer.page, { x: MARGIN, y: top - 12, width: 12, height: 12 });
    writer.text(words, { indent: 20, gap: 4 });
  }
  writer.space(4);
  field('employee.studentLoan', 'Student or postgraduate loan you are repaying (plan, or “none”)');
  writer.space(4);
  writer.text('Your checklist as employer', { size: 12, bold: true, gap: 1 });
  for (const step of EMPLOYER_CHECKLIST) writer.text(`${step.title}: ${step.links[0]!.href}`, { gap: 2 });
  form.updateFieldAppearances(writer.regular);
  return doc.save();
}

/** One version of an offer's written statement, for either party, as a PDF to download. */
export async function statementDocument(
  principal: Principal,
  jobId: string,
  nannyId: string,
  version: number,
  employer?: 'partner',
): Promise<OfferDocument> {
  const { offer, role } = await partyOffer(principal, jobId, nannyId);
  if (offer.status !== 'accepted') throw conflict(OFFER_MESSAGES.notAccepted);
  const part = statementPartFor(role, offer, employer);
  const statement = await getStatement(jobId, nannyId, version, part);
  if (!statement) throw notFound(OFFER_MESSAGES.statementNotFound);
  if (version > 1 && !statement.changed.length) {
    // A version written before its changes were kept: what it changed, from the version before it.
    const before = await getStatement(jobId, nannyId, version - 1, part);
    if (before) statement.changed = changedParticulars(before.terms, statement.terms);
  }
  const acceptedAt = offer.answeredAt ?? offer.statements[0]?.issuedAt ?? statement.issuedAt;
  return asDocument(
    partFileName(statementFileName(offer.jobTitle, version), part),
    await statementPdf(statement, offer.jobTitle, acceptedAt),
  );
}

/**
 * Whose statement a party reads: the poster its own, a nanny share's other family its own, the nanny
 * either (the other family's when she names it). Asking for the other family's of an offer with none,
 * or for another employer's, is the same 404 as a statement that does not exist.
 */
function statementPartFor(role: OfferRole, offer: Offer, employer: 'partner' | undefined): StatementPart {
  if (role === 'partner') return 'partner';
  if (!employer) return 'poster';
  if (role !== 'nanny' || !offer.share) throw notFound(OFFER_MESSAGES.statementNotFound);
  return 'partner';
}

/** A nanny share's other family's documents are named so, beside the poster's. */
const partFileName = (name: string, part: StatementPart) =>
  part === 'partner' ? name.replace(/\.pdf$/, '-second-family.pdf') : name;

/** The payroll pack of an accepted offer, from its latest statement, for either party. */
export async function payrollPackDocument(
  principal: Principal,
  jobId: string,
  nannyId: string,
  employer?: 'partner',
): Promise<OfferDocument> {
  const { offer, role } = await partyOffer(principal, jobId, nannyId);
  if (offer.status !== 'accepted') throw conflict(OFFER_MESSAGES.notAccepted);
  const part = statementPartFor(role, offer, employer);
  const statement = await getStatement(jobId, nannyId, offer.statementVersion, part);
  if (!statement) throw notFound(OFFER_MESSAGES.statementNotFound);
  return asDocument(
    partFileName(
      statementFileName(offer.jobTitle, offer.statementVersion).replace('written-statement', 'payroll-pack'),
      part,
    ),
    await payrollPackPdf(offer, statement),
  );
}
