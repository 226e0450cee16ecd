/**
 * The site's one icon set: small inline glyphs on a 24-unit grid (no icon library in the
 * first load), drawn in the current text colour, 1em square unless sized. Decorative:
 * always hidden from assistive technology, so the control or label beside an icon carries
 * its meaning.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type GlyphProps = Omit<IconProps, 'children' | 'asChild'>;

const outlined = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const solid = { fill: 'currentColor' } as const;

/** A glyph component drawing `shapes`, outlined (the default) or solid. */
function glyph(shapes: ReactNode, paint: typeof outlined | typeof solid = outlined) {
  return function Glyph(props: GlyphProps) {
    return (
      <Icon aria-hidden="true" boxSize="1em" {...props}>
        <svg viewBox="0 0 24 24" {...paint}>
          {shapes}
        </svg>
      </Icon>
    );
  };
}

// Navigation and controls.
export const MenuIcon = glyph(<path d="M4 6h16M4 12h16M4 18h16" />);
export const ChevronDownIcon = glyph(<path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = glyph(<path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = glyph(<path d="m9 18 6-6-6-6" />);
export const PauseIcon = glyph(<path d="M9 5v14M15 5v14" />);
export const PlayIcon = glyph(
  <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />,
  solid,
);
export const DownloadIcon = glyph(<path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14" />);
export const CheckIcon = glyph(<path d="m5 12.5 4.5 4.5L19 7.5" />);
export const CrossIcon = glyph(<path d="M6 6l12 12M18 6 6 18" />);
export const LockIcon = glyph(
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);

// People and contact.
export const UserIcon = glyph(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </>,
);
export const PeopleIcon = glyph(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.2.6 3.5 2.8 3.5 6" />
  </>,
);
export const PhoneIcon = glyph(
  <path d="M5 3h3.5l1.8 4.6-2.3 1.5a11 11 0 0 0 6.9 6.9l1.5-2.3L21 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />,
);
export const MailIcon = glyph(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
);
export const ClockIcon = glyph(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const SupportIcon = glyph(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
  </>,
);
export const QuoteIcon = glyph(
  <path d="M9 7H5v5h4v-1c0 2-1 3.5-3 4.5M19 7h-4v5h4v-1c0 2-1 3.5-3 4.5" />,
);

// Learning and trading.
export const DocumentIcon = glyph(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
export const JournalIcon = glyph(<path d="M6 3h10l4 4v14H6zM9 9h7M9 13h7M9 17h4" />);
export const ListIcon = glyph(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />);
export const TaskIcon = glyph(
  <path d="M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9" />,
);
export const TrendIcon = glyph(<path d="M3 17l6-6 4 4 8-8M15 7h6v6" />);
export const ChartIcon = glyph(<path d="M4 20V4M4 20h16M8 16l4-5 3 3 5-7" />);
export const LiveIcon = glyph(
  <>
    <rect x="3" y="5" width="18" height="12" rx="2" />
    <path d="m10 9 4 2-4 2zM8 21h8" />
  </>,
);
export const ShieldIcon = glyph(<path d="M12 3 5 6v6c0 4 3 7.5 7 9 4-1.5 7-5 7-9V6z" />);
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

// Social networks.
const YouTubeIcon = glyph(
  <path d="M3.3 6.2C3.6 5 4.5 4.3 5.7 4.2 7.6 4 9.8 4 12 4s4.4 0 6.3.2c1.2.1 2.1.8 2.4 2 .2 1.2.3 3.5.3 5.8s-.1 4.6-.3 5.8c-.3 1.2-1.2 1.9-2.4 2-1.9.2-4.1.2-6.3.2s-4.4 0-6.3-.2c-1.2-.1-2.1-.8-2.4-2C3.1 16.6 3 14.3 3 12s.1-4.6.3-5.8ZM10 8.5v7l6-3.5-6-3.5Z" />,
  solid,
);
const InstagramIcon = glyph(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </>,
);
const FacebookIcon = glyph(
  <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.5V4.5c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.2H8v3h2.5V21h3Z" />,
  solid,
);
const TelegramIcon = glyph(
  <path d="M20.7 3.6 2.9 10.5c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.7 5.4c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.5-1.4ZM8.6 13.1l9-5.7c.4-.3.8-.1.5.2l-7.7 6.9-.3 3.3-1.5-4.7Z" />,
  solid,
);

const socialIcons: Record<string, (props: GlyphProps) => ReactNode> = {
  YouTube: YouTubeIcon,
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  Telegram: TelegramIcon,
};

/** The icon for a social network by its label in content/site.ts. */
export function SocialIcon({ network, ...props }: GlyphProps & { network: string }) {
  const Glyph = socialIcons[network] ?? UserIcon;
  return <Glyph {...props} />;
}
