/**
 * A franchise statement as an A4 PDF (issue 25 part 3), drawn with pdfkit and fonts shipped by npm packages
 * (statement-pdf-fonts.ts), so it renders the same on a machine with only Node.
 *
 * How Arabic is handled:
 * - Font per run: each character takes the first font that covers it, Arabic letters, marks and digits Vazirmatn,
 *   everything else Noto Sans (Latin, Vietnamese, Greek, Cyrillic, Devanagari). Other scripts (Hebrew, CJK,
 *   emoji…) are not covered: they show as empty boxes.
 * - Shaping: fontkit (inside pdfkit) shapes an Arabic run through the font's OpenType tables: joined initial,
 *   medial and final forms (GSUB init/medi/fina), the lam-alef ligature (rlig), marks placed by GPOS.
 * - Direction: fontkit sets a whole run right to left (reversed) when its first letter of a script is Arabic, and
 *   pdfkit hands it one word at a time and puts the words left to right, so alone they get mixed text wrong: the
 *   words of an Arabic phrase come out swapped, and Arabic-Indic digits reversed ("٣٤" drawn as "٤٣"). So every
 *   line goes through the Unicode Bidirectional Algorithm (bidi-js): the paragraph takes the direction of its first
 *   strong letter (as HTML's dir="auto"), names set into English text are isolated (U+2068…U+2069) so their
 *   direction does not spill over "Statement for …", mirrored brackets are swapped in right-to-left runs,
 *   characters are grouped into runs by level and font, the runs are reordered by rule L2 and drawn left to right.
 *   An Arabic run is drawn word by word (fontkit reverses each word's glyphs itself); what fontkit would turn the
 *   wrong way (Arabic-Indic digits, neutral characters between Arabic words) is drawn a grapheme at a time.
 *   "Kiosk كشك الرياض 3" is drawn as Chromium draws it: "Kiosk 3" then the Arabic phrase (a number after Arabic
 *   letters is an Arabic number, so it stands left of them).
 * - Lines: text wraps at spaces and each line is reordered on its own; alignment follows the table, not the
 *   paragraph direction (an Arabic name is left-aligned in the Kiosk column like any other).
 * - Copying text out: the PDF maps each glyph to its characters (pdfkit's ToUnicode map). Vazirmatn has a glyph
 *   per letter form, so extraction gives back the letters. Noto Sans Arabic (the web app's) was not used: it draws
 *   dotted letters as a dotless base plus dots, so zain and reh (beh, teh, noon and yeh alike) share one glyph and
 *   extraction gives the wrong letters ("بيتزا" came back "بييرا"). What poppler's pdftotext 22.12 gives back: an
 *   Arabic phrase in logical order with its letters, except each lam-alef ligature spelt alef-lam (it reverses the
 *   ligature's two characters: "السلام" → "السالم"); "Kiosk 3 كشك الرياض" for the mixed name above; "٣٤ كشك" for
 *   "كشك ٣٤" (visual order). ActualText spans were tried and dropped: poppler lays their text out left to right
 *   and so returns Arabic reversed.
 * - Not supported: scripts without a font here (Hebrew is reordered but drawn as empty boxes), Arabic
 *   justification (kashida), right alignment of right-to-left paragraphs, bidi across wrapped lines of one
 *   paragraph (each line is ordered alone).
 */
import type { Statement } from "@froyo/contracts";
import PDFDocument from "pdfkit";
import { centsToUnits } from "../../lib/cents.js";
import {
  drawPieces,
  type FontWeight,
  isolate,
  measurePieces,
  measureText,
  type TextStyle,
  textOutline,
  visualPieces,
  wrapText,
} from "./statement-pdf-fonts.js";

export interface StatementCompany {
  name: string;
  /** IANA timezone in which the issue date is written; UTC without one. */
  timezone?: string;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Where content stops: the footer lives below. */
const BOTTOM = PAGE.height - MARGIN - 10;
const INK = "#1f2933";
const MUTED = "#616e7c";
const RULE = "#cbd2d9";
const HEADER_FILL = "#eef2f6";
const WARNING = "#b54708";

const TABLE_SIZE = 9;
const CELL_PADDING = 5;
const LINE_HEIGHT = TABLE_SIZE * 1.45;
const COLUMNS = [
  { title: "Kiosk", width: 155 },
  { title: "Gross", width: 85 },
  { title: "Discounts", width: 85 },
  { title: "Refunds", width: 85 },
  { title: "Net", width: CONTENT_WIDTH - 155 - 3 * 85 },
] as const;
/** A kiosk name longer than this many lines ends in an ellipsis. */
const MAX_NAME_LINES = 4;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "1,234.50 USD", "1,250 JPY", "-1.250 KWD": the currency's minor-unit digits, exact (integers only). */
export function formatMoney(cents: number, currency: string): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not an amount in minor units: ${cents}`);
  const units = centsToUnits(cents, currency);
  const sign = units.startsWith("-") ? "-" : "";
  const [whole = "", fraction] = units.slice(sign.length).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${grouped}${fraction === undefined ? "" : `.${fraction}`} ${currency}`;
}

/** "2026-11" → "November 2026"; anything else as it is. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** 6.25 → "6.25", 5 → "5", 6.5 → "6.5" (the terms allow two decimals). */
export function formatPercent(percent: number): string {
  return percent.toFixed(2).replace(/\.?0+$/, "");
}

function formatIssued(issuedAt: string | null, timezone = "UTC"): string {
  if (!issuedAt) return "Issued";
  const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: timezone });
  return `Issued ${date.format(new Date(issuedAt))}`;
}

/**
 * The statement as PDF bytes. An issued statement renders to the same bytes every time: the document's creation
 * date (which also seeds its file id) is the issue date; a draft's is the time of rendering.
 */
export async function renderStatementPdf(statement: Statement, company: StatementCompany): Promise<Buffer> {
  const month = formatMonth(statement.month);
  const money = (cents: number) => formatMoney(cents, statement.currency);
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    bufferPages: true,
    lang: "en",
    displayTitle: true,
    info: {
      Title: `Statement for ${statement.owner.name}, ${month}`,
      Author: company.name,
      Subject: `${company.name} franchise statement ${statement.id}`,
      CreationDate: statement.issued_at ? new Date(statement.issued_at) : new Date(),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const isDraft = statement.status === "draft";
  const title = `${isolate(company.name)} · ${isolate(statement.owner.name)} · ${month}`;
  let y = MARGIN;
  const newPage = () => {
    doc.addPage({ size: "A4", margin: 0 });
    if (isDraft) drawWatermark(doc);
    y = MARGIN;
  };
  /** Starts a new page when `height` more points do not fit; true when it did. */
  const ensureRoom = (height: number) => {
    if (y + height <= BOTTOM) return false;
    newPage();
    return true;
  };
  const line = (text: string, style: TextStyle, color = INK, gap = 1.35) => {
    for (const part of wrapText(doc, text, style, CONTENT_WIDTH)) {
      ensureRoom(style.size * gap);
      doc.fillColor(color);
      drawPieces(doc, visualPieces(part, style.weight), MARGIN, y + style.size, style.size);
      y += style.size * gap;
    }
  };

  if (isDraft) drawWatermark(doc);
  line(company.name, { size: 20, weight: 700 });
  y += 4;
  line(`Statement for ${isolate(statement.owner.name)}`, { size: 13, weight: 700 });
  line(month, { size: 12, weight: 400 });
  y += 2;
  line(
    isDraft
      ? "Draft: the month's figures may still change until the statement is issued."
      : formatIssued(statement.issued_at, company.timezone),
    { size: 10, weight: 700 },
    isDraft ? WARNING : INK,
  );
  line(`${isolate(statement.owner.email)} · Statement ${isolate(statement.id)}`, { size: 8.5, weight: 400 }, MUTED);
  y += 14;

  const tableHeader = () => {
    const height = LINE_HEIGHT + 2 * CELL_PADDING;
    doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(HEADER_FILL);
    doc.fillColor(INK);
    drawRow(
      doc,
      COLUMNS.map((column) => column.title),
      y,
      700,
    );
    y += height;
  };
  const totals = statement.kiosks.reduce(
    (sum, kiosk) => ({
      gross: sum.gross + kiosk.gross_cents,
      discounts: sum.discounts + kiosk.discount_cents,
      refunds: sum.refunds + kiosk.refunded_cents,
      net: sum.net + kiosk.net_cents,
    }),
    { gross: 0, discounts: 0, refunds: 0, net: 0 },
  );
  const rows = statement.kiosks.map((kiosk) => ({
    cells: [kiosk.name, money(kiosk.gross_cents), money(kiosk.discount_cents), money(kiosk.refunded_cents)],
    net: money(kiosk.net_cents),
    weight: 400 as FontWeight,
  }));
  rows.push({
    cells: ["Total", money(totals.gross), money(totals.discounts), money(totals.refunds)],
    net: money(totals.net),
    weight: 700,
  });

  ensureRoom(4 * (LINE_HEIGHT + 2 * CELL_PADDING));
  tableHeader();
  if (statement.kiosks.length === 0) {
    doc.fillColor(MUTED);
    drawRow(doc, ["No kiosks this month."], y, 400);
    y += LINE_HEIGHT + 2 * CELL_PADDING;
  }
  for (const [index, row] of rows.entries()) {
    const isTotal = index === rows.length - 1;
    const names = wrapText(doc, row.cells[0] ?? "", { size: TABLE_SIZE, weight: row.weight }, cellWidth(0));
    const nameLines =
      names.length > MAX_NAME_LINES ? [...names.slice(0, MAX_NAME_LINES - 1), `${names[MAX_NAME_LINES - 1]}…`] : names;
    const height = nameLines.length * LINE_HEIGHT + 2 * CELL_PADDING;
    if (ensureRoom(height)) {
      line(`${title}: kiosks (continued)`, { size: 9, weight: 400 }, MUTED);
      y += 4;
      tableHeader();
    }
    if (isTotal)
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + CONTENT_WIDTH, y)
        .lineWidth(0.8)
        .stroke(INK);
    doc.fillColor(INK);
    drawRow(doc, [nameLines, ...row.cells.slice(1), row.net], y, row.weight);
    y += height;
    if (!isTotal)
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + CONTENT_WIDTH, y)
        .lineWidth(0.4)
        .stroke(RULE);
  }
  const summary = [
    { label: "Net", amount: statement.net_cents },
    { label: `Royalty (${formatPercent(statement.royalty_percent)}%)`, amount: statement.royalty_cents },
    { label: "Monthly fee", amount: statement.monthly_fee_cents },
    ...statement.adjustments.map((adjustment) => ({
      label: `Adjustment for ${formatMonth(adjustment.month)}: ${isolate(adjustment.description)}`,
      amount: adjustment.amount_cents,
    })),
  ].map((item) => summaryLayout(item.label, money(item.amount), { size: 10, weight: 400 }));
  const due = summaryLayout("Amount due", money(statement.amount_due_cents), { size: 12, weight: 700 });
  const note =
    statement.amount_due_cents < 0 ? `A negative amount due is owed to ${isolate(statement.owner.name)}.` : "";
  // The figures stay together on one page when they fit on one.
  const summaryHeight = [...summary, due].reduce((sum, item) => sum + item.height, 0) + 12 + (note ? 13 : 0);
  if (summaryHeight <= BOTTOM - MARGIN) ensureRoom(22 + summaryHeight);
  y += 22;
  for (const item of summary) drawSummaryLine(item);
  ensureRoom(12 + due.height);
  y += 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.8)
    .stroke(INK);
  y += 8;
  drawSummaryLine(due);
  if (note) line(note, { size: 9, weight: 400 }, MUTED);

  drawFooters(doc, isDraft ? `Draft · ${title}` : title);
  doc.end();
  return finished;

  /** A label, wrapped beside its amount. */
  function summaryLayout(label: string, amount: string, style: TextStyle) {
    const amountPieces = visualPieces(amount, style.weight);
    const amountWidth = measurePieces(doc, amountPieces, style.size);
    const labels = wrapText(doc, label, style, CONTENT_WIDTH - amountWidth - 24);
    const gap = style.size * 1.5;
    return { amountPieces, amountWidth, labels, style, gap, height: gap * labels.length };
  }

  /** The label's lines, the amount right-aligned on the first. */
  function drawSummaryLine(item: ReturnType<typeof summaryLayout>) {
    const { size, weight } = item.style;
    ensureRoom(item.height);
    doc.fillColor(INK);
    drawPieces(doc, item.amountPieces, MARGIN + CONTENT_WIDTH - item.amountWidth, y + size, size);
    for (const part of item.labels) {
      ensureRoom(item.gap);
      doc.fillColor(INK);
      drawPieces(doc, visualPieces(part, weight), MARGIN, y + size, size);
      y += item.gap;
    }
  }
}

function cellWidth(column: number): number {
  return (COLUMNS[column]?.width ?? 0) - 2 * CELL_PADDING;
}

/** One table row at `top`: the first cell left-aligned (its lines given or one string), amounts right-aligned. */
function drawRow(doc: PDFKit.PDFDocument, cells: Array<string | string[]>, top: number, weight: FontWeight): void {
  let left = MARGIN;
  for (const [index, cell] of cells.entries()) {
    const width = cellWidth(index);
    const lines = typeof cell === "string" ? [cell] : cell;
    for (const [lineIndex, text] of lines.entries()) {
      const pieces = visualPieces(text, weight);
      // An amount is never cut: a figure too wide for its column is drawn smaller.
      let size = TABLE_SIZE;
      let textWidth = measurePieces(doc, pieces, size);
      if (index > 0 && textWidth > width) {
        size = (TABLE_SIZE * width) / textWidth;
        textWidth = width;
      }
      const x = index === 0 ? left + CELL_PADDING : left + CELL_PADDING + width - textWidth;
      drawPieces(doc, pieces, x, top + CELL_PADDING + lineIndex * LINE_HEIGHT + TABLE_SIZE, size);
    }
    left += COLUMNS[index]?.width ?? 0;
  }
}

/** "DRAFT" across the page, under the content, as a shape rather than text (see textOutline). */
function drawWatermark(doc: PDFKit.PDFDocument): void {
  const size = 120;
  const outline = textOutline("DRAFT", 700);
  const scale = size / outline.unitsPerEm;
  doc.save();
  doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.translate((PAGE.width - outline.width * scale) / 2, PAGE.height / 2 + size * 0.36);
  doc.scale(scale, -scale);
  doc.path(outline.path).fillColor(WARNING).fillOpacity(0.07).fill();
  doc.restore();
}

/** "Page n of m" and what the statement is, on every page (pages are buffered until the end). */
function drawFooters(doc: PDFKit.PDFDocument, title: string): void {
  const range = doc.bufferedPageRange();
  const style: TextStyle = { size: 8, weight: 400 };
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const baseline = PAGE.height - MARGIN + 16;
    const page = `Page ${index + 1} of ${range.count}`;
    const pageWidth = measureText(doc, page, style);
    const titleLine = wrapText(doc, title, style, CONTENT_WIDTH - pageWidth - 24)[0] ?? "";
    doc.fillColor(MUTED);
    drawPieces(doc, visualPieces(titleLine, 400), MARGIN, baseline, style.size);
    drawPieces(doc, visualPieces(page, 400), MARGIN + CONTENT_WIDTH - pageWidth, baseline, style.size);
  }
}
