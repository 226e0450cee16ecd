/**
 * The inbox's pages, rendered on the server as plain HTML: the list of messages (newest
 * first) and one message (its headers, attachments, text part, and HTML part in a sandboxed
 * frame that runs no script). Every value written into them is escaped.
 */
import type { InboxMessage } from './store.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and quoted attribute values. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; color: #1f2933; background: #f7f7f7; }
main { max-width: 960px; margin: 0 auto; padding: 16px; }
ol { list-style: none; padding: 0; }
li { background: #fff; border: 1px solid #d9d9d9; border-radius: 6px; padding: 12px; margin: 8px 0; }
a { color: #0b57d0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; }
dt { font-weight: bold; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; background: #fff; border: 1px solid #d9d9d9; padding: 12px; }
iframe { width: 100%; height: 640px; border: 1px solid #d9d9d9; background: #fff; }
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The list of messages; `to` is the address it is filtered on, if any. */
export function inboxPage(messages: InboxMessage[], to: string | null): string {
  const items = messages
    .map(
      (message) => `<li>
<a href="/mail/messages/${message.id}">${escapeHtml(message.subject || '(no subject)')}</a>
<div>To: ${escapeHtml(message.to)}</div>
<div>Received: <time datetime="${escapeHtml(message.date)}">${escapeHtml(message.date)}</time></div>
</li>`,
    )
    .join('\n');
  const filter = `<form method="get" action="/mail">
<label for="to">Only mail to</label>
<input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}">
<button type="submit">Filter</button>
</form>`;
  const list = messages.length > 0 ? `<ol>\n${items}\n</ol>` : '<p>No mail yet.</p>';
  return page('Stand-in inbox', `<h1>Stand-in inbox</h1>\n${filter}\n${list}`);
}

/** One message: its headers, attachments, text part and HTML part. */
export function messagePage(message: InboxMessage): string {
  const headers = Object.entries(message.headers)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  const attachments =
    message.attachments.length === 0
      ? '<p>None.</p>'
      : `<ul>\n${message.attachments
          .map(
            (file, index) =>
              `<li><a href="/mail/messages/${message.id}/attachments/${index}" download>${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)})</li>`,
          )
          .join('\n')}\n</ul>`;
  const html =
    message.html === ''
      ? '<p>This message has no HTML part.</p>'
      : `<iframe sandbox="" title="The message's HTML part" srcdoc="${escapeHtml(message.html)}"></iframe>`;
  const title = message.subject || '(no subject)';
  return page(
    title,
    `<p><a href="/mail">Back to the inbox</a></p>
<h1>${escapeHtml(title)}</h1>
<h2>Headers</h2>
<dl>
${headers}
</dl>
<h2>Attachments</h2>
${attachments}
<h2>Text part</h2>
<pre>${escapeHtml(message.text)}</pre>
<h2>HTML part</h2>
${html}`,
  );
}
