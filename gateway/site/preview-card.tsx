/**
 * The picture a shared link shows (1200x630): the brand, a title, and for a course its
 * price in rupees. Laid out for satori, which draws it as shapes (preview-images.ts).
 */
export interface PreviewCardProps {
  brand: string;
  title: string;
  /** A line under the title: the course's price, or the site's tagline. */
  detail: string;
  /** A smaller line at the foot. */
  footnote: string;
  /** The page's language: Hindi words are drawn in Noto Sans Devanagari. */
  language: 'en' | 'hi';
}

export function PreviewCard({ brand, title, detail, footnote, language }: PreviewCardProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #1f1605 0%, #4a3408 100%)',
        color: '#ffffff',
        fontFamily: language === 'hi' ? 'Noto Sans Devanagari, Noto Sans' : 'Noto Sans',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: '20px' }}>
        <div
          style={{ width: '20px', height: '56px', background: '#D4A017', borderRadius: '6px' }}
        />
        <div style={{ fontSize: '40px', fontWeight: 700, color: '#F5D98B' }}>{brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: '28px' }}>
        <div style={{ fontSize: '72px', fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        <div style={{ fontSize: '48px', fontWeight: 700, color: '#D4A017' }}>{detail}</div>
      </div>
      <div style={{ fontSize: '30px', color: '#E8DCC0' }}>{footnote}</div>
    </div>
  );
}
