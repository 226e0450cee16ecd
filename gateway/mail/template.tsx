/**
 * The one template every e-mail is made from: a kind fills `MailContent` with words from its
 * catalogue (common/messages, `mail`), and it is rendered twice, as HTML (React components,
 * react-dom/server's static markup, styles inline as mail clients need) and as plain text.
 */
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '../../common/language.ts';
import { format } from '../../common/messages/format.ts';
import { GOLD, INK, MUTED } from '../../common/paper-colours.ts';
import { mail as englishMail } from '../../common/messages/en.ts';
import { mail as hindiMail } from '../../common/messages/hi.ts';

/** The words of every kind of e-mail, in a language. */
export const mailText = (language: Language) => (language === 'hi' ? hindiMail : englishMail);

/** What one message says, in its reader's language. */
export interface MailContent {
  language: Language;
  subject: string;
  /** The line inboxes show beside the subject. */
  preview: string;
  heading: string;
  /** Whom the greeting names. */
  name: string;
  paragraphs: readonly string[];
  /** A one-time code to type, shown large right after the first paragraph. */
  code?: string;
  /** A button to a page of the site (an absolute address), or none. */
  action: { label: string; url: string } | null;
  brand: string;
  /** A line in the footer and the address that stops mail like this (reminders); or none. */
  optOut?: { text: string; url: string };
}

/** A message's three rendered parts. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function Action({ label, url }: { label: string; url: string }) {
  return (
    <p style={{ margin: '24px 0' }}>
      <a
        href={url}
        style={{
          background: GOLD,
          color: '#ffffff',
          padding: '12px 20px',
          borderRadius: '6px',
          textDecoration: 'none',
          fontWeight: 'bold',
          display: 'inline-block',
        }}
      >
        {label}
      </a>
    </p>
  );
}

function Code({ code }: { code: string }) {
  return (
    <p
      style={{
        fontSize: '32px',
        fontWeight: 'bold',
        letterSpacing: '8px',
        fontFamily: "'Noto Sans Mono', 'Courier New', monospace",
        margin: '16px 0',
      }}
    >
      {code}
    </p>
  );
}

function MailDocument({ content }: { content: MailContent }) {
  const { frame } = mailText(content.language);
  const font =
    content.language === 'hi'
      ? "'Noto Sans Devanagari', 'Noto Sans', Arial, sans-serif"
      : "'Noto Sans', Arial, sans-serif";
  return (
    <html lang={content.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#f7f3e8', color: INK, fontFamily: font }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{content.preview}</div>
        <main style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 16px' }}>
          <div style={{ background: '#ffffff', borderTop: `6px solid ${GOLD}`, padding: '24px' }}>
            <p style={{ margin: '0 0 16px', fontWeight: 'bold', color: GOLD }}>{content.brand}</p>
            <h1 style={{ fontSize: '22px', margin: '0 0 16px' }}>{content.heading}</h1>
            <p>{format(frame.greeting, { name: content.name })}</p>
            {content.paragraphs.map((paragraph, index) => (
              // The paragraphs never move: their place is who they are.
              <Fragment key={index}>
                <p style={{ lineHeight: 1.5 }}>{paragraph}</p>
                {index === 0 && content.code !== undefined && <Code code={content.code} />}
              </Fragment>
            ))}
            {content.action && <Action {...content.action} />}
            <p>
              {frame.signOff}
              <br />
              {format(frame.team, { brand: content.brand })}
            </p>
          </div>
          <footer style={{ color: MUTED, fontSize: '12px', padding: '16px 24px' }}>
            <p>{format(frame.why, { brand: content.brand })}</p>
            <p>{frame.noReply}</p>
            {content.optOut && (
              <p>
                {content.optOut.text} <a href={content.optOut.url}>{content.optOut.url}</a>
              </p>
            )}
          </footer>
        </main>
      </body>
    </html>
  );
}

function renderText(content: MailContent): string {
  const { frame } = mailText(content.language);
  const lines = [
    content.heading,
    '',
    format(frame.greeting, { name: content.name }),
    '',
    ...content.paragraphs.flatMap((paragraph, index) =>
      index === 0 && content.code !== undefined
        ? [paragraph, '', `    ${content.code}`, '']
        : [paragraph, ''],
    ),
    ...(content.action
      ? [format(frame.openLink, { label: content.action.label, url: content.action.url }), '']
      : []),
    frame.signOff,
    format(frame.team, { brand: content.brand }),
    '',
    '--',
    format(frame.why, { brand: content.brand }),
    frame.noReply,
    ...(content.optOut ? [`${content.optOut.text} ${content.optOut.url}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}

/** The message's subject, text part and HTML part. */
export function renderMail(content: MailContent): RenderedMail {
  return {
    subject: content.subject,
    text: renderText(content),
    html: `<!DOCTYPE html>${renderToStaticMarkup(<MailDocument content={content} />)}`,
  };
}
