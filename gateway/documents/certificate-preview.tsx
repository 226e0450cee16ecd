/**
 * The picture a shared certificate link shows (1200x630 PNG): the academy, the student's name
 * as written (Latin or Devanagari, shaped by satori), the course and the date. Drawn with
 * satori and resvg, with Noto Sans and Noto Sans Devanagari from @fontsource.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);
const SIZE = { width: 1200, height: 630 } as const;
const PADDING = { x: 72, y: 56 } as const;
const GOLD_BAR = 14;
const FONT_FILES = [
  ['Noto Sans', 400, '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'],
  ['Noto Sans', 700, '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'],
  ['Noto Sans Extended', 400, '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'],
  [
    'Noto Sans Devanagari',
    400,
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  ],
  [
    'Noto Sans Devanagari',
    700,
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  ],
] as const;

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
function loadFonts() {
  fonts ??= FONT_FILES.map(([name, weight, file]) => ({
    name,
    weight,
    style: 'normal' as const,
    data: readFileSync(require.resolve(file)),
  }));
  return fonts;
}

export interface CertificateCardProps {
  brand: string;
  studentName: string;
  courseTitle: string;
  completedOn: string;
}

/** Cuts a text to `limit` characters, with "…" when cut. */
const cut = (text: string, limit: number) => {
  const chars = [...text];
  return chars.length > limit ? `${chars.slice(0, limit - 1).join('')}…` : text;
};

function CertificateCard({ brand, studentName, courseTitle, completedOn }: CertificateCardProps) {
  return (
    <div
      style={{
        // satori sizes the content box: the picture's size less padding and border.
        width: `${SIZE.width - 2 * PADDING.x}px`,
        height: `${SIZE.height - 2 * PADDING.y - GOLD_BAR}px`,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `${PADDING.y}px ${PADDING.x}px`,
        background: 'linear-gradient(135deg, #1f1605 0%, #4a3408 100%)',
        color: '#ffffff',
        fontFamily: 'Noto Sans, Noto Sans Devanagari, Noto Sans Extended',
        borderTop: `${GOLD_BAR}px solid #D4A017`,
      }}
    >
      <div style={{ fontSize: '34px', fontWeight: 700, color: '#F5D98B' }}>{brand}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: '18px' }}>
        <div style={{ fontSize: '34px', color: '#E8DCC0' }}>Certificate of completion</div>
        <div style={{ fontSize: '68px', fontWeight: 700, lineHeight: 1.2 }}>
          {cut(studentName, 40)}
        </div>
        <div style={{ fontSize: '40px', fontWeight: 700, color: '#D4A017' }}>
          {cut(courseTitle, 60)}
        </div>
      </div>
      <div style={{ fontSize: '30px', color: '#E8DCC0' }}>{`Completed on ${completedOn}`}</div>
    </div>
  );
}

export async function drawCertificatePreview(card: CertificateCardProps): Promise<Buffer> {
  const svg = await satori(CertificateCard(card), { ...SIZE, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SIZE.width } }).render().asPng();
}
