/**
 * Glyphs for the marketing blocks (carousel controls, feature cards). Decorative: hidden
 * from assistive technology, so the control around an icon carries its own name.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type GlyphProps = Omit<IconProps, 'children' | 'asChild'>;

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function glyph(path: ReactNode) {
  return function Glyph(props: GlyphProps) {
    return (
      <Icon aria-hidden="true" boxSize="1em" {...props}>
        <svg viewBox="0 0 24 24" {...stroke}>
          {path}
        </svg>
      </Icon>
    );
  };
}

export const ChevronLeftIcon = glyph(<path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = glyph(<path d="m9 18 6-6-6-6" />);
export const PauseIcon = glyph(<path d="M9 5v14M15 5v14" />);
export const PlayIcon = glyph(<path d="M7 5v14l12-7z" />);
export const DownloadIcon = glyph(<path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14" />);
export const DocumentIcon = glyph(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
export const CheckIcon = glyph(<path d="m5 12.5 4.5 4.5L19 7.5" />);
export const LiveIcon = glyph(
  <>
    <rect x="3" y="5" width="18" height="12" rx="2" />
    <path d="m10 9 4 2-4 2zM8 21h8" />
  </>,
);
export const RecordIcon = glyph(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const ShieldIcon = glyph(<path d="M12 3 5 6v6c0 4 3 7.5 7 9 4-1.5 7-5 7-9V6z" />);
export const ChartIcon = glyph(<path d="M4 20V4M4 20h16M8 16l4-5 3 3 5-7" />);
export const PeopleIcon = glyph(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.2.6 3.5 2.8 3.5 6" />
  </>,
);
export const SupportIcon = glyph(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
  </>,
);
export const TargetIcon = glyph(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </>,
);
export const EyeIcon = glyph(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const QuoteIcon = glyph(
  <path d="M9 7H5v5h4v-1c0 2-1 3.5-3 4.5M19 7h-4v5h4v-1c0 2-1 3.5-3 4.5" />,
);
