/**
 * The picture a shared certificate link shows (1200x630 PNG): the academy, the student's name
 * as written (Latin or Devanagari, shaped by satori), the course and the date. Drawn by the
 * gateway's picture pipeline (site/pictures.ts); the certificate's route keeps it.
 */
import { drawPicture, PICTURE_SIZE as SIZE } from '../site/pictures.ts';

const PADDING = { x: 72, y: 56 } as const;
const GOLD_BAR = 14;

interface CertificateCardProps {
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

export function drawCertificatePreview(card: CertificateCardProps): Promise<Buffer> {
  return drawPicture(CertificateCard(card));
}
