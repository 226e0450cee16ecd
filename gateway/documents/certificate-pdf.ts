/**
 * A certificate of completion as a PDF (landscape A4): the student's name as they wrote it
 * (Latin or Devanagari), the course, the completion date, the code, the verification address
 * and a QR code to it, drawn as vector squares (qrcode computes the modules).
 */
import QRCode from 'qrcode';
import { GOLD, INK, MUTED } from '../../common/paper-colours.ts';
import type { Language } from '../../common/language.ts';
import { riskDisclaimer } from '../../common/disclaimer.ts';
import { PdfWriter, printable } from '../../common/pdf/typesetting.ts';

interface CertificateFacts {
  code: string;
  studentName: string;
  courseTitle: string;
  /** "29 Nov 2026" ("29 नवंबर 2026" in Hindi) */
  completedOn: string;
  /** For a course with quizzes: the final score and the pass mark, in percent; null without. */
  score?: { finalPercent: number; passMarkPercent: number } | null;
  verifyUrl: string;
  brandName: string;
}

/** The certificate's own words, in the language the student chose to print it in. */
const words = {
  en: {
    title: (course: string) => `Certificate of completion: ${course}`,
    heading: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has completed the online course',
    completedOn: 'Completed on',
    code: 'Certificate code',
    verify: 'Verify at',
    score: (score: number, pass: number) => `Final score ${score}% (pass mark ${pass}%)`,
  },
  hi: {
    title: (course: string) => `कम्प्लीशन सर्टिफ़िकेट: ${course}`,
    heading: 'कम्प्लीशन सर्टिफ़िकेट',
    certifies: 'प्रमाणित किया जाता है कि',
    completed: 'ने यह ऑनलाइन कोर्स पूरा किया है',
    completedOn: 'पूरा होने की तारीख़',
    code: 'सर्टिफ़िकेट कोड',
    verify: 'यहाँ जाँचें',
    score: (score: number, pass: number) => `अंतिम स्कोर ${score}% (पास मार्क ${pass}%)`,
  },
} as const satisfies Record<Language, unknown>;

const NAVY = '#0f1b2d';

/** A QR code's dark modules as squares of `cell` points from (x, y). */
function drawQr(pdf: PdfWriter, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  pdf.doc.rect(x - 6, y - 6, size + 12, size + 12).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        pdf.doc.rect(x + column * cell, y + row * cell, cell, cell);
      }
    }
  }
  pdf.doc.fill(NAVY);
}

export async function renderCertificate(
  facts: CertificateFacts,
  language: Language = 'en',
): Promise<Buffer> {
  const said = words[language];
  const pdf = new PdfWriter(
    {
      title: said.title(printable(facts.courseTitle)),
      author: facts.brandName,
      subject: printable(facts.studentName),
    },
    'landscape',
  );
  const { doc, width, height } = pdf;
  doc.rect(0, 0, width, height).fill('#fffdf6');
  doc
    .lineWidth(3)
    .rect(24, 24, width - 48, height - 48)
    .stroke(GOLD);
  doc
    .lineWidth(0.8)
    .rect(32, 32, width - 64, height - 64)
    .stroke(GOLD);

  const inner = { x: 70, width: width - 140 };
  const centred = { align: 'center' as const, width: inner.width };
  pdf.line(facts.brandName.toUpperCase(), inner.x, 92, {
    ...centred,
    size: 13,
    weight: 'bold',
    color: GOLD,
  });
  pdf.line(said.heading, inner.x, 140, {
    ...centred,
    size: 34,
    weight: 'bold',
    color: NAVY,
  });
  pdf.line(said.certifies, inner.x, 184, { ...centred, size: 13, color: MUTED });

  // The name as written, as large as fits on one line; a very long one wraps on two.
  const name = printable(facts.studentName) || '—';
  let nameBottom = 236;
  let size = 36;
  while (size > 18 && pdf.textWidth(name, { size, weight: 'bold' }) > inner.width) size -= 2;
  if (pdf.textWidth(name, { size, weight: 'bold' }) <= inner.width) {
    pdf.line(name, inner.x, nameBottom, { ...centred, size, weight: 'bold', color: INK });
  } else {
    nameBottom =
      pdf.paragraph(name, inner.x, 226, inner.width, {
        ...centred,
        size: 18,
        weight: 'bold',
        color: INK,
        maxLines: 2,
        leading: 1.3,
      }) -
      18 * 1.3;
  }
  doc.rect(width / 2 - 140, nameBottom + 14, 280, 1).fill(GOLD);

  pdf.line(said.completed, inner.x, nameBottom + 46, {
    ...centred,
    size: 13,
    color: MUTED,
  });
  pdf.paragraph(facts.courseTitle, inner.x, nameBottom + 78, inner.width, {
    ...centred,
    size: 20,
    weight: 'bold',
    color: NAVY,
    maxLines: 2,
  });

  if (facts.score) {
    const line = said.score(facts.score.finalPercent, facts.score.passMarkPercent);
    pdf.line(line, inner.x, nameBottom + 130, { ...centred, size: 12, color: MUTED });
  }

  // The foot: date and code on the left, the QR code to the verification page on the right,
  // and under them the risk and education notice in English and Hindi.
  const footY = height - 180;
  pdf.line(said.completedOn, 80, footY, { size: 10, color: MUTED });
  pdf.line(facts.completedOn, 80, footY + 18, { size: 13, weight: 'bold', color: INK });
  pdf.line(said.code, 80, footY + 44, { size: 10, color: MUTED });
  pdf.line(facts.code, 80, footY + 62, { size: 13, weight: 'bold', color: INK });
  pdf.line(said.verify, 300, footY + 44, { size: 10, color: MUTED });
  pdf.paragraph(facts.verifyUrl, 300, footY + 62, width - 300 - 180, {
    size: 10,
    color: INK,
    maxLines: 2,
  });
  drawQr(pdf, facts.verifyUrl, width - 80 - 92, footY - 20, 92);
  const notice = { ...centred, size: 8, color: MUTED, maxLines: 2, leading: 1.3 };
  const afterEnglish = pdf.paragraph(riskDisclaimer.en, inner.x, height - 80, inner.width, notice);
  pdf.paragraph(riskDisclaimer.hi, inner.x, afterEnglish + 3, inner.width, notice);
  return pdf.finish();
}
