/**
 * A browser with no scripts, against a gateway's pages: it keeps the cookies the gateway
 * sets (dropping those it expires) and sends them back, opens pages and posts forms to
 * them as a browser does (decision 0017), with the form token from its cookie.
 */
export function scriptlessBrowser(url: string) {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/Expires=Thu, 01 Jan 1970/.test(line)) jar.delete(name);
      else jar.set(name, value.join('='));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const open = async (path: string) => {
    const response = await fetch(`${url}${path}`, {
      headers: { accept: 'text/html', cookie: cookie() },
    });
    keep(response);
    return { response, body: await response.text() };
  };
  /**
   * Posts a form; `origin` null sends none, `token` replaces the one from the cookie; a
   * field with several values (checkboxes of one name) is sent once for each.
   */
  const post = async (
    path: string,
    fields: Record<string, string | readonly string[]>,
    { origin = url, token }: { origin?: string | null; token?: string } = {},
  ) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookie(),
        ...(origin === null ? {} : { origin }),
      },
      body: new URLSearchParams([
        ['_token', token ?? jar.get('academy_form') ?? ''],
        ...Object.entries(fields).flatMap(([name, value]) =>
          (typeof value === 'string' ? [value] : value).map((one) => [name, one]),
        ),
      ]),
    });
    keep(response);
    return { response, body: await response.text() };
  };
  return { jar, open, post };
}

/** The notices a served page shows where the app would show toasts. */
export const noticesOf = (body: string) =>
  [
    ...body.matchAll(/<p class="academy-notice" data-kind="(\w+)" role="(\w+)"[^>]*>([^<]*)<\/p>/g),
  ].map(([, kind, role, text]) => ({ kind, role, text }));

/** The text of a page's markup, tags dropped and white space folded. */
export const textOf = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
