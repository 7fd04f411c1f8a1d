// A fetch that keeps cookies as a browser does (name, path, Max-Age), so that the cookie mode of the
// client can be proven from Node against the real service. Share one jar between two clients to play
// two tabs, or a page and the same page after a reload.

interface Cookie {
  value: string;
  path: string;
  expiresAt: number;
}

export class CookieJar {
  readonly cookies = new Map<string, Cookie>();

  /** Forgets a cookie, as a browser does when it expires. */
  expire(name: string): void {
    this.cookies.delete(name);
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    const now = Date.now();
    const sent = [...this.cookies]
      .filter(([, cookie]) => cookie.expiresAt > now && url.pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`);
    if (sent.length > 0 && init?.credentials === 'include') headers.set('cookie', sent.join('; '));
    const response = await fetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) this.take(line);
    return response;
  };

  private take(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    let path = '/';
    let expiresAt = Number.POSITIVE_INFINITY;
    for (const attribute of attributes) {
      const [key = '', setting = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = setting;
      if (key.toLowerCase() === 'max-age') expiresAt = Date.now() + Number(setting) * 1000;
      if (key.toLowerCase() === 'expires' && Date.parse(setting) <= Date.now()) expiresAt = 0;
    }
    if (value === '' || expiresAt <= Date.now()) this.cookies.delete(name);
    else this.cookies.set(name, { value, path, expiresAt });
  }
}
