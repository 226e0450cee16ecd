/**
 * Small inline icons (no icon library in the first load). Decorative: always hidden from
 * assistive technology, so the control around an icon must carry its own name.
 */
import { Icon, type IconProps } from '@chakra-ui/react';

type GlyphProps = Omit<IconProps, 'children' | 'asChild'>;

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function MenuIcon(props: GlyphProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" {...stroke}>
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </Icon>
  );
}

export function ChevronDownIcon(props: GlyphProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" {...stroke}>
        <path d="m6 9 6 6 6-6" />
      </svg>
    </Icon>
  );
}

export function UserIcon(props: GlyphProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" {...stroke}>
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
      </svg>
    </Icon>
  );
}

export function PhoneIcon(props: GlyphProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" {...stroke}>
        <path d="M5 3h3.5l1.8 4.6-2.3 1.5a11 11 0 0 0 6.9 6.9l1.5-2.3L21 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />
      </svg>
    </Icon>
  );
}

export function MailIcon(props: GlyphProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" {...stroke}>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
      </svg>
    </Icon>
  );
}

export function ClockIcon(props: GlyphProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" {...stroke}>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
    </Icon>
  );
}

export function YouTubeIcon(props: GlyphProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor">
        <path d="M3.3 6.2C3.6 5 4.5 4.3 5.7 4.2 7.6 4 9.8 4 12 4s4.4 0 6.3.2c1.2.1 2.1.8 2.4 2 .2 1.2.3 3.5.3 5.8s-.1 4.6-.3 5.8c-.3 1.2-1.2 1.9-2.4 2-1.9.2-4.1.2-6.3.2s-4.4 0-6.3-.2c-1.2-.1-2.1-.8-2.4-2C3.1 16.6 3 14.3 3 12s.1-4.6.3-5.8ZM10 8.5v7l6-3.5-6-3.5Z" />
      </svg>
    </Icon>
  );
}

export function InstagramIcon(props: GlyphProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" {...stroke}>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
      </svg>
    </Icon>
  );
}

export function FacebookIcon(props: GlyphProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor">
        <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.5V4.5c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.2H8v3h2.5V21h3Z" />
      </svg>
    </Icon>
  );
}

export function TelegramIcon(props: GlyphProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor">
        <path d="M20.7 3.6 2.9 10.5c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.7 5.4c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.5-1.4ZM8.6 13.1l9-5.7c.4-.3.8-.1.5.2l-7.7 6.9-.3 3.3-1.5-4.7Z" />
      </svg>
    </Icon>
  );
}

/** The icon for a social network by its label in content/site.ts. */
export function SocialIcon({ network, ...props }: GlyphProps & { network: string }) {
  switch (network) {
    case 'YouTube':
      return <YouTubeIcon {...props} />;
    case 'Instagram':
      return <InstagramIcon {...props} />;
    case 'Facebook':
      return <FacebookIcon {...props} />;
    case 'Telegram':
      return <TelegramIcon {...props} />;
    default:
      return <UserIcon {...props} />;
  }
}
