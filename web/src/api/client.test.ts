import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, REQUEST_TIMEOUT_MS, request, setUnauthorizedHandler, withMinDelay, TOKEN_STORAGE_KEY } from './client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('API client', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('POSTs JSON to /api by default, with the bearer token when logged in', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok123');
    const fetchMock = vi.fn(async () => jsonResponse(200, { brand: 'Émeraude Casino' }));
    vi.stubGlobal('fetch', fetchMock);
    const data = await request<{ brand: string }>('front/get_setting', { body: {} });
    expect(data.brand).toBe('Émeraude Casino');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/front/get_setting');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer tok123');
  });

  it("sends the page's language, which the URL decides", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    window.history.pushState({}, '', '/en/user-management');
    await request('front/get_processors', { body: {} });
    window.history.pushState({}, '', '/user-management');
    await request('front/get_processors', { body: {} });
    window.history.pushState({}, '', '/in');
    await request('front/get_processors', { body: {} });
    window.history.pushState({}, '', '/');
    const languages = fetchMock.mock.calls.map((call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['X-Locale']);
    expect(languages).toEqual(['en', 'fr', 'in']);
  });

  it('sends no Authorization header without a token, and GET without a body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await request('front/auth/player', { method: 'GET' });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('sends a raw body (a file) as it is, with its own type, the token and the language', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok123');
    const fetchMock = vi.fn(async () => jsonResponse(200, { path: '/content-images/0123456789abcdef0123.png' }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    const data = await request<{ path: string }>('admin/upload_content_image', { rawBody: file });
    expect(data.path).toBe('/content-images/0123456789abcdef0123.png');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/upload_content_image');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('image/png');
    expect(headers.Authorization).toBe('Bearer tok123');
    expect(headers['X-Locale']).toBe('fr');

    // A file of no known type goes as bytes; its refusal is the usual typed error.
    fetchMock.mockImplementation(async () =>
      jsonResponse(422, { error: { code: 'image_invalid', message: 'Send a PNG, JPEG, GIF or WebP picture.', params: {}, fields: {} } }),
    );
    const error = await request('admin/upload_content_image', { rawBody: new Blob(['not a picture']) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, code: 'image_invalid' });
    const second = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((second[1].headers as Record<string, string>)['Content-Type']).toBe('application/octet-stream');
  });

  it('times out after 25 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    const pending = request('front/get_games');
    const outcome = pending.then(
      () => 'resolved',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).code).toBe('timeout');
    expect((error as ApiRequestError).status).toBe(0);
  });

  it('signs out and goes to / on 401', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    localStorage.setItem('auth.user', '{"player":{}}');
    localStorage.setItem('theme', 'light');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Unauthorized', params: {}, fields: {} } })));
    await expect(request('front/get_player_balance')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('auth.user')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('rejects other errors with the server envelope', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const envelope = {
      error: {
        code: 'amount_below_min',
        message: 'Sorry but the amount can not be less than 10€',
        params: { min: '10.00' },
        fields: { amount: { code: 'amount_below_min', message: 'Sorry but the amount can not be less than 10€', params: { min: '10.00' } } },
      },
    };
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(422, envelope)));
    const error = await request('payment/send_withdrawal_request', { body: { amount: '5.00' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    const apiError = error as ApiRequestError;
    expect(apiError.status).toBe(422);
    expect(apiError.error).toEqual(envelope.error);
    expect(apiError.message).toBe('Sorry but the amount can not be less than 10€');
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects non-JSON failures and network failures with a typed error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })));
    await expect(request('front/get_setting')).rejects.toMatchObject({ status: 502, code: 'http_502' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(request('front/get_setting')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('withMinDelay resolves no earlier than 200 ms', async () => {
    vi.useFakeTimers();
    let done = false;
    const p = withMinDelay(Promise.resolve('x')).then((v) => {
      done = true;
      return v;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toBe('x');
    expect(done).toBe(true);
  });
});
