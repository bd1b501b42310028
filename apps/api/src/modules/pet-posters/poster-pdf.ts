import { SITE_NAME, SITE_TAGLINE } from '@daengnyang/contract/share-cards';
import PDFDocument from 'pdfkit';
import { PAW } from '../../workers/paw.ts';
import type { PosterContent } from './poster-content.ts';
import { qrPath } from './poster-qr.ts';
import { POSTER_COLOURS, QR_CAPTION } from './poster-style.ts';

/**
 * The A4 poster (pdfkit), set in Pretendard, of which pdfkit embeds only the glyphs used (a
 * CFF subset, `FontFile3`). Lines are broken here between words (어절), never inside one:
 * pdfkit's own wrapping follows UAX #14, which lets Hangul break between any two syllables.
 * (Gluing syllables with U+2060 also stops that, but fontkit draws the joiner as a zero-width
 * space, so a reader copying the text or searching the PDF finds "실 종" — decision 036.)
 */

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BAND_HEIGHT = 190;
const PHOTO_MAX_HEIGHT = 300;
const PHOTO_MIN_HEIGHT = 120;
const QR_SIZE = 112;
const BOTTOM_TOP = PAGE.height - PAGE.margin - QR_SIZE - 18;
const FACT = { labelWidth: 92, labelSize: 14, valueSize: 17, gap: 10, maxLines: 3 } as const;
const CONTACT = { size: 21, padding: 14 } as const;
const WARNING = { size: 12.5, padding: 12 } as const;

const BOLD = 'Pretendard-Bold';
const REGULAR = 'Pretendard-Regular';

type Doc = PDFKit.PDFDocument;

/**
 * `text` in lines no wider than `width` at the document's current font and size, broken between
 * words; a word wider than a line is broken between its characters; past `maxLines` the last
 * line ends in an ellipsis.
 */
function wrapLines(doc: Doc, text: string, width: number, maxLines: number): string[] {
  const fits = (line: string) => doc.widthOfString(line) <= width;
  const lines: string[] = [];
  let line = '';
  const push = (word: string) => {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      return;
    }
    if (line) lines.push(line);
    line = '';
    let rest = '';
    for (const character of word) {
      if (fits(rest + character)) {
        rest += character;
      } else {
        lines.push(rest);
        rest = character;
      }
    }
    line = rest;
  };
  for (const word of text.split(/\s+/).filter(Boolean)) push(word);
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && !fits(`${last}…`)) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/** Draws lines from `y` down at `x`, each `align`ed in `width`; answers the y below them. */
function drawLines(
  doc: Doc,
  lines: string[],
  at: { x: number; y: number; width: number; lineHeight: number; align?: 'left' | 'center' },
): number {
  let { y } = at;
  for (const line of lines) {
    doc.text(line, at.x, y, { width: at.width, align: at.align ?? 'left', lineBreak: false });
    y += at.lineHeight;
  }
  return y;
}

/** The logo's paw (workers/paw.ts) at `x`, `y`, `size` points wide. */
function drawPaw(doc: Doc, at: { x: number; y: number; size: number }) {
  doc.save();
  doc.translate(at.x, at.y).scale(at.size / 64);
  doc.fillColor(POSTER_COLOURS.placeholder);
  doc.path(PAW.pad).fill();
  for (const { cx, cy, rx, ry, rotate } of PAW.toes) {
    doc.save();
    doc.rotate(rotate, { origin: [cx, cy] });
    doc.ellipse(cx, cy, rx, ry).fill();
    doc.restore();
  }
  doc.restore();
}

type Fact = { label: string; lines: string[]; height: number };

function measureFacts(doc: Doc, content: PosterContent): Fact[] {
  doc.font(REGULAR).fontSize(FACT.valueSize);
  const valueWidth = CONTENT_WIDTH - FACT.labelWidth;
  return content.facts.map(({ label, value }) => {
    const lines = wrapLines(doc, value, valueWidth, FACT.maxLines);
    return { label, lines, height: lines.length * FACT.valueSize * 1.35 + FACT.gap };
  });
}

export async function posterPdf(
  content: PosterContent,
  fonts: { bold: Buffer; regular: Buffer },
  photo: Buffer | null,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `${content.heading} ${content.subject}`, Author: SITE_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont(BOLD, fonts.bold);
  doc.registerFont(REGULAR, fonts.regular);
  const { margin } = PAGE;

  doc.rect(0, 0, PAGE.width, BAND_HEIGHT).fill(POSTER_COLOURS.band[content.kind]);
  doc.fillColor(POSTER_COLOURS.onBand).font(BOLD).fontSize(96);
  drawLines(doc, [content.heading], {
    x: 0,
    y: 22,
    width: PAGE.width,
    lineHeight: 0,
    align: 'center',
  });
  doc.fontSize(24);
  drawLines(doc, wrapLines(doc, content.subject, CONTENT_WIDTH, 1), {
    x: margin,
    y: 142,
    width: CONTENT_WIDTH,
    lineHeight: 0,
    align: 'center',
  });

  const facts = measureFacts(doc, content);
  const factsHeight = facts.reduce((sum, fact) => sum + fact.height, 0);
  doc.font(BOLD).fontSize(CONTACT.size);
  const contactLines = wrapLines(doc, content.contact, CONTENT_WIDTH - 2 * CONTACT.padding, 2);
  const contactHeight = contactLines.length * CONTACT.size * 1.3 + 2 * CONTACT.padding;

  let y = BAND_HEIGHT + 20;
  const room = BOTTOM_TOP - y - factsHeight - contactHeight - 36;
  if (room >= PHOTO_MIN_HEIGHT) {
    // Without a photo the frame keeps its place and shows the paw, so the poster keeps its shape.
    const height = Math.min(PHOTO_MAX_HEIGHT, room);
    doc.rect(margin, y, CONTENT_WIDTH, height).fill(POSTER_COLOURS.photoBackdrop);
    if (photo) {
      doc.image(photo, margin, y, {
        fit: [CONTENT_WIDTH, height],
        align: 'center',
        valign: 'center',
      });
    } else {
      const size = height * 0.45;
      drawPaw(doc, { x: PAGE.width / 2 - size / 2, y: y + (height - size) / 2, size });
    }
    y += height + 18;
  }

  for (const fact of facts) {
    doc.fillColor(POSTER_COLOURS.textMuted).font(BOLD).fontSize(FACT.labelSize);
    doc.text(fact.label, margin, y + 2, { width: FACT.labelWidth, lineBreak: false });
    doc.fillColor(POSTER_COLOURS.text).font(REGULAR).fontSize(FACT.valueSize);
    drawLines(doc, fact.lines, {
      x: margin + FACT.labelWidth,
      y,
      width: CONTENT_WIDTH - FACT.labelWidth,
      lineHeight: FACT.valueSize * 1.35,
    });
    y += fact.height;
  }

  y += 8;
  doc
    .roundedRect(margin, y, CONTENT_WIDTH, contactHeight, 10)
    .fill(POSTER_COLOURS.contactBackground);
  doc.fillColor(POSTER_COLOURS.contactText).font(BOLD).fontSize(CONTACT.size);
  drawLines(doc, contactLines, {
    x: margin,
    y: y + CONTACT.padding,
    width: CONTENT_WIDTH,
    lineHeight: CONTACT.size * 1.3,
    align: 'center',
  });

  const warningWidth = CONTENT_WIDTH - QR_SIZE - 24;
  doc.font(REGULAR).fontSize(WARNING.size);
  const warningLines = wrapLines(doc, content.warning, warningWidth - 2 * WARNING.padding, 4);
  const warningHeight = warningLines.length * WARNING.size * 1.45 + 2 * WARNING.padding;
  doc
    .roundedRect(margin, BOTTOM_TOP, warningWidth, warningHeight, 8)
    .fill(POSTER_COLOURS.warningBackground);
  doc.fillColor(POSTER_COLOURS.warningText).font(REGULAR).fontSize(WARNING.size);
  drawLines(doc, warningLines, {
    x: margin + WARNING.padding,
    y: BOTTOM_TOP + WARNING.padding,
    width: warningWidth - 2 * WARNING.padding,
    lineHeight: WARNING.size * 1.45,
  });
  doc.fillColor(POSTER_COLOURS.textMuted).font(BOLD).fontSize(13);
  doc.text(`${SITE_NAME} · ${SITE_TAGLINE}`, margin, PAGE.height - margin - 14, {
    width: warningWidth,
    lineBreak: false,
  });

  const qr = qrPath(content.postUrl);
  const qrX = PAGE.width - margin - QR_SIZE;
  doc.save();
  doc.translate(qrX, BOTTOM_TOP).scale(QR_SIZE / qr.size);
  doc.path(qr.path).fill('#000000');
  doc.restore();
  doc.fillColor(POSTER_COLOURS.text).font(BOLD).fontSize(11);
  doc.text(QR_CAPTION, qrX - 10, BOTTOM_TOP + QR_SIZE + 6, {
    width: QR_SIZE + 20,
    align: 'center',
    lineBreak: false,
  });

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
