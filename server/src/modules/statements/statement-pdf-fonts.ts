import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import bidiFactory from "bidi-js";
import { create as createFont, type Font } from "fontkit";

/**
 * Fonts and text runs of the statement PDF (see the comment at the top of statement-pdf.ts for how Arabic is
 * handled). Fonts come from npm packages, so a machine with only Node renders the same PDF: Noto Sans for Latin,
 * Vietnamese, Greek, Cyrillic and Devanagari, Vazirmatn for Arabic. Fontsource ships each script as its own subset
 * file with the code points it covers in `unicode.json`; a character takes the first subset that covers it.
 */

export type FontWeight = 400 | 700;

interface Family {
  packageName: string;
  id: string;
  subsets: string[];
}

const ARABIC: Family = { packageName: "@fontsource/vazirmatn", id: "vazirmatn", subsets: ["arabic"] };
const LATIN: Family = {
  packageName: "@fontsource/noto-sans",
  id: "noto-sans",
  subsets: ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext", "devanagari"],
};

interface Face {
  family: Family;
  subset: string;
  ranges: Array<[number, number]>;
}

const require = createRequire(import.meta.url);

function loadFaces(family: Family): Face[] {
  const unicode = JSON.parse(readFileSync(require.resolve(`${family.packageName}/unicode.json`), "utf8"));
  return family.subsets.map((subset) => ({
    family,
    subset,
    ranges: String(unicode[subset]).split(",").map(parseRange),
  }));
}

/** "U+0600-06FF" → [0x600, 0x6ff]; "U+20AC" → [0x20ac, 0x20ac]. */
function parseRange(range: string): [number, number] {
  const [first = "", last] = range.trim().replace(/^U\+/i, "").split("-");
  return [Number.parseInt(first, 16), Number.parseInt(last ?? first, 16)];
}

let faces: Face[] | undefined;
const faceByCodePoint = new Map<number, Face>();

function allFaces(): Face[] {
  faces ??= [...loadFaces(ARABIC), ...loadFaces(LATIN)];
  return faces;
}

function faceFor(codePoint: number): Face {
  const faces = allFaces();
  let face = faceByCodePoint.get(codePoint);
  if (!face) {
    // Nothing covers it (CJK, Hebrew, emoji…): Noto Sans Latin draws its .notdef box.
    face =
      faces.find((candidate) => candidate.ranges.some(([low, high]) => codePoint >= low && codePoint <= high)) ??
      (faces.find((candidate) => candidate.family === LATIN) as Face);
    faceByCodePoint.set(codePoint, face);
  }
  return face;
}

/** Font names as the documents know them (also the file names), with the face and weight they stand for. */
const fontsByName = new Map<string, { face: Face; weight: FontWeight }>();

function fontName(face: Face, weight: FontWeight): string {
  const name = `${face.family.id}-${face.subset}-${weight}-normal`;
  if (!fontsByName.has(name)) fontsByName.set(name, { face, weight });
  return name;
}

const fontFiles = new Map<string, Buffer>();

/**
 * The font as plain TrueType, unpacked once per process with Node's zlib. Handed WOFF, fontkit inflates tables in
 * JavaScript on every read (about 150 ms more for a one-page PDF); WOFF2 it decodes with a JavaScript Brotli, and
 * its subsetter failed on a WOFF2 font's composite glyphs in a trial.
 */
function fontFile(face: Face, weight: FontWeight): Buffer {
  const name = fontName(face, weight);
  let file = fontFiles.get(name);
  if (!file) {
    file = woffToSfnt(readFileSync(require.resolve(`${face.family.packageName}/files/${name}.woff`)));
    fontFiles.set(name, file);
  }
  return file;
}

/** The TrueType font that draws a code point (the tests look at how it shapes). */
export function fontFileFor(codePoint: number, weight: FontWeight): Buffer {
  return fontFile(faceFor(codePoint), weight);
}

/** WOFF 1.0 (https://www.w3.org/TR/WOFF/) back to the sfnt it wraps: the same tables, inflated. */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error("Not a WOFF font.");
  const numTables = woff.readUInt16BE(12);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  for (let index = 0; index < numTables; index++) {
    const entry = 44 + index * 20;
    const start = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(start, start + compressedLength);
    const table = compressedLength < length ? inflateSync(stored) : stored;
    if (table.length !== length) throw new Error("Corrupt WOFF table.");
    const record = 12 + index * 16;
    header.writeUInt32BE(woff.readUInt32BE(entry), record);
    header.writeUInt32BE(woff.readUInt32BE(entry + 16), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(length, record + 12);
    const padding = Buffer.alloc((4 - (length % 4)) % 4);
    parts.push(table, padding);
    offset += length + padding.length;
  }
  return Buffer.concat(parts);
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Selects a font on the document, embedding it the first time it is used. */
export function useFont(doc: PDFKit.PDFDocument, font: string, size: number): void {
  let names = registered.get(doc);
  if (!names) {
    names = new Set();
    registered.set(doc, names);
  }
  if (!names.has(font)) {
    const named = fontsByName.get(font);
    if (!named) throw new Error(`Unknown font ${font}.`);
    doc.registerFont(font, fontFile(named.face, named.weight));
    names.add(font);
  }
  doc.font(font).fontSize(size);
}

/** A piece of a line drawn with one font in one call, its glyphs in the order fontkit lays them out. */
export interface TextPiece {
  text: string;
  font: string;
}

const bidi = bidiFactory();
/** The scripts fontkit lays out right to left by itself (it picks a run's direction from its first such letter). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * Text set into a line of other text (a name after "Statement for "), isolated so that its direction does not spill
 * onto its neighbours: it takes its own direction from its first strong letter.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * One line of logical text as pieces in visual order, left to right: the Unicode Bidirectional Algorithm (bidi-js)
 * gives each character its level, characters are grouped by level and font, and the groups are reordered by rule
 * L2. A piece that fontkit would lay out in the wrong direction (Arabic-Indic digits in a left-to-right number,
 * neutral characters in an Arabic phrase) is cut into single graphemes; an Arabic phrase is cut into words, because
 * pdfkit lays out the words of one call left to right.
 */
export function visualPieces(line: string, weight: FontWeight): readonly TextPiece[] {
  const key = `${weight}:${line}`;
  let pieces = piecesOf.get(key);
  if (!pieces) {
    if (piecesOf.size >= 10_000) piecesOf.clear();
    pieces = orderPieces(line.normalize("NFC"), weight);
    piecesOf.set(key, pieces);
  }
  return pieces;
}

/** Lines already ordered (a table repeats its words and figures): pieces are never changed once made. */
const piecesOf = new Map<string, readonly TextPiece[]>();
/** Characters that can start a right-to-left level (bidi classes R, AL, AN) or steer levels; without them all is 0. */
const MAY_TURN =
  /[\u0590-\u08ff\u200f\u202a-\u202e\u2066-\u2069\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

function orderPieces(text: string, weight: FontWeight): TextPiece[] {
  const levels = MAY_TURN.test(text) ? bidi.getEmbeddingLevels(text).levels : new Uint8Array(text.length);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const runs: Array<{ text: string; font: string; level: number }> = [];
  for (let index = 0; index < text.length; ) {
    const codePoint = text.codePointAt(index) as number;
    const length = codePoint > 0xffff ? 2 : 1;
    if (BIDI_CONTROL.test(String.fromCodePoint(codePoint))) {
      // They only steer the levels (rule X9 takes them out); drawn, they would come back in extracted text.
      index += length;
      continue;
    }
    const character = mirrored.get(index) ?? text.slice(index, index + length);
    const font = fontName(faceFor(codePoint), weight);
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    if (last && last.font === font && last.level === level) last.text += character;
    else runs.push({ text: character, font, level });
    index += length;
  }
  const pieces = runs.flatMap((run) => splitRun(run).map((text) => ({ text, font: run.font, level: run.level })));
  const highest = Math.max(0, ...pieces.map((piece) => piece.level));
  const lowestOdd = Math.min(highest + 1, ...pieces.map((piece) => piece.level | 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < pieces.length; start++) {
      if ((pieces[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < pieces.length && (pieces[end + 1]?.level ?? 0) >= level) end++;
      pieces.splice(start, end - start + 1, ...pieces.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return pieces.map(({ text, font }) => ({ text, font }));
}

function splitRun(run: { text: string; level: number }): string[] {
  const isRtl = run.level % 2 === 1;
  if (!isRtl) return RTL_SCRIPT.test(run.text) ? splitGraphemes(run.text) : [run.text];
  return run.text
    .split(/(\s+)/)
    .filter((word) => word !== "")
    .flatMap((word) => (RTL_SCRIPT.test(word) ? [word] : splitGraphemes(word)));
}

function splitGraphemes(text: string): string[] {
  return [...graphemes.segment(text)].map((grapheme) => grapheme.segment);
}

export interface TextStyle {
  size: number;
  weight: FontWeight;
}

export function measurePieces(doc: PDFKit.PDFDocument, pieces: readonly TextPiece[], size: number): number {
  let width = 0;
  for (const piece of pieces) {
    useFont(doc, piece.font, size);
    width += doc.widthOfString(piece.text);
  }
  return width;
}

export function measureText(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return measurePieces(doc, visualPieces(text, style.weight), style.size);
}

/** Draws one line with its left end at x and its baseline at y (every font shares the alphabetic baseline). */
export function drawPieces(
  doc: PDFKit.PDFDocument,
  pieces: readonly TextPiece[],
  x: number,
  y: number,
  size: number,
): void {
  let left = x;
  for (const piece of pieces) {
    useFont(doc, piece.font, size);
    doc.text(piece.text, left, y, { lineBreak: false, baseline: "alphabetic" });
    left += doc.widthOfString(piece.text);
  }
}

/**
 * Breaks logical text into lines no wider than width, at spaces, or inside a word that is wider than a line. Each
 * line is then reordered on its own, so a phrase of one direction broken across lines keeps its words in order.
 */
export function wrapText(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width: number): string[] {
  const fits = (line: string) => measureText(doc, line, style) <= width;
  if (fits(text.trim())) return [text.trim()];
  const lines: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== "") lines.push(line);
    line = "";
    for (const grapheme of splitGraphemes(word)) {
      if (line !== "" && !fits(line + grapheme)) {
        lines.push(line);
        line = "";
      }
      line += grapheme;
    }
  }
  if (line !== "" || lines.length === 0) lines.push(line);
  return lines;
}

const outlines = new Map<string, { path: string; width: number; unitsPerEm: number }>();

/**
 * Latin text as an outline (SVG path data in font units, y up, baseline at 0) with its width in the same units.
 * Drawn as a shape, the draft watermark stays out of the text that extraction and search find.
 */
export function textOutline(text: string, weight: FontWeight): { path: string; width: number; unitsPerEm: number } {
  const key = `${weight}:${text}`;
  let outline = outlines.get(key);
  if (!outline) {
    const font = createFont(fontFile(faceFor(0x41), weight)) as Font;
    const run = font.layout(text);
    let path = "";
    let pen = 0;
    for (const [index, glyph] of run.glyphs.entries()) {
      path += glyph.path.translate(pen, 0).toSVG();
      pen += run.positions[index]?.xAdvance ?? 0;
    }
    outline = { path, width: pen, unitsPerEm: font.unitsPerEm };
    outlines.set(key, outline);
  }
  return outline;
}
