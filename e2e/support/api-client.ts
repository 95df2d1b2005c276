// A small HTTP client for test set-up through the real API (sign-up, predictions, admin
// actions), keeping the session cookies like a browser would; nothing to dispose. Plain fetch
// rather than Playwright's APIRequestContext: those are traced per test, and one that outlives
// a test (made in beforeAll, disposed in afterAll) can fail the trace teardown of the last test
// of a worker.

export interface ApiResponse {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
  // The tests read whichever fields they check, as with Playwright's own `json()`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): Promise<any>;
}

type Options = { data?: unknown };

/** A cookie in the shape of Playwright's storage state (and `BrowserContext.addCookies`). */
export type BrowserCookie = {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
};

export class ApiClient {
  private readonly cookies: Map<string, string>;

  readonly baseURL: string;

  constructor(baseURL: string, cookies = new Map<string, string>()) {
    this.baseURL = baseURL;
    this.cookies = cookies;
  }

  /** The same session (shared cookies) against another server, e.g. a second instance. */
  on(baseURL: string): ApiClient {
    return new ApiClient(baseURL, this.cookies);
  }

  get(path: string): Promise<ApiResponse> {
    return this.send('GET', path);
  }
  post(path: string, options: Options = {}): Promise<ApiResponse> {
    return this.send('POST', path, options.data);
  }
  put(path: string, options: Options = {}): Promise<ApiResponse> {
    return this.send('PUT', path, options.data);
  }
  delete(path: string, options: Options = {}): Promise<ApiResponse> {
    return this.send('DELETE', path, options.data);
  }

  /** The session, to hand to a browser page (`page.context().addCookies(cookies)`). */
  async storageState(): Promise<{ cookies: BrowserCookie[]; origins: [] }> {
    const domain = new URL(this.baseURL).hostname;
    return {
      cookies: [...this.cookies].map(([name, value]) => ({
        name,
        value,
        domain,
        path: '/',
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: 'Lax' as const,
      })),
      origins: [],
    };
  }

  private async send(method: string, path: string, data?: unknown): Promise<ApiResponse> {
    const headers: Record<string, string> = { origin: this.baseURL, accept: 'application/json' };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (data !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(new URL(path, this.baseURL), {
      method,
      headers,
      body: data === undefined ? null : JSON.stringify(data),
    });
    for (const line of res.headers.getSetCookie()) this.keepCookie(line);
    const body = await res.text();
    return {
      ok: () => res.ok,
      status: () => res.status,
      text: async () => body,
      json: async () => JSON.parse(body),
    };
  }

  private keepCookie(line: string) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => {
      const [key = '', raw = ''] = a.split('=').map((s) => s.trim());
      if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
