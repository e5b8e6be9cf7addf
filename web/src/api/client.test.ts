import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, REQUEST_TIMEOUT_MS, request, requestFile, setUnauthorizedHandler, upload, withMinDelay, TOKEN_STORAGE_KEY } from './client';
import { mockXhr } from '../test/xhr';

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
    const data = await request('front/get_setting', { body: {} });
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
    await request('front/get_processors', { body: { currency: 'EUR' } });
    window.history.pushState({}, '', '/user-management');
    await request('front/get_processors', { body: { currency: 'EUR' } });
    window.history.pushState({}, '', '/in');
    await request('front/get_processors', { body: { currency: 'EUR' } });
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
    const data = await request('admin/upload_content_image', { rawBody: file });
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

  it("leaves a visitor where he is on a 401: a call sent without a token has no session to end", async () => {
    localStorage.setItem('theme', 'light');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Unauthorized', params: {}, fields: {} } })));
    await expect(request('game/round', { body: { round_id: 'r1', fun_session: null } })).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(handler).not.toHaveBeenCalled();
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
    const body = { processor: 'bank', amount: '5.00', currency: 'EUR' as const, idempotency_key: '00000000-0000-4000-8000-000000000001' };
    const error = await request('payment/send_withdrawal_request', { body }).catch((e: unknown) => e);
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

  it('reads a file with the token and the language, as bytes; its refusal is the usual typed error', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok123');
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const fetchMock = vi.fn(async () => new Response(picture, { status: 200, headers: { 'Content-Type': 'image/png' } }));
    vi.stubGlobal('fetch', fetchMock);
    window.history.pushState({}, '', '/en/user-management');
    const blob = await requestFile('front/document_file/d-1');
    window.history.pushState({}, '', '/');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(picture);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/front/document_file/d-1');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok123');
    expect(headers['X-Locale']).toBe('en');

    fetchMock.mockImplementation(async () => jsonResponse(404, { error: { code: 'document_not_found', message: 'No such document.', params: {}, fields: {} } }));
    await expect(requestFile('front/document_file/nope')).rejects.toMatchObject({ status: 404, code: 'document_not_found' });
  });

  describe('upload', () => {
    const file = () => new File([new Uint8Array(2000)], 'card.png', { type: 'image/png' });

    it('POSTs the file as raw bytes with the token, the language and the query, and reports its progress', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'tok123');
      const xhr = mockXhr();
      const progress: [number, number][] = [];
      const body = file();
      const sent = upload<{ code: string }>('front/upload_document', body, {
        query: { kind: 'proof_of_address', issued_on: '2026-11-02' },
        onProgress: (done, total) => progress.push([done, total]),
      });
      const call = xhr.last();
      expect(call.method).toBe('POST');
      expect(call.url).toBe('/api/front/upload_document?kind=proof_of_address&issued_on=2026-11-02');
      expect(call.body).toBe(body);
      expect(call.headers).toMatchObject({
        Authorization: 'Bearer tok123',
        'X-Locale': 'fr',
        Accept: 'application/json',
        'Content-Type': 'application/octet-stream',
      });
      call.progress(500, 2000);
      call.progress(2000, 2000);
      // A length the browser cannot tell is the file's.
      call.progress(1000, 0, false);
      call.respond(200, { code: 'document_received' });
      await expect(sent).resolves.toEqual({ code: 'document_received' });
      expect(progress).toEqual([
        [500, 2000],
        [2000, 2000],
        [1000, 2000],
      ]);
    });

    it('leaves an empty parameter out of the query', async () => {
      const xhr = mockXhr((call) => call.respond(200, {}));
      await upload('front/upload_document', file(), { query: { kind: 'identity_front', issued_on: '' } });
      expect(xhr.last().url).toBe('/api/front/upload_document?kind=identity_front');
      expect(xhr.last().headers.Authorization).toBeUndefined();
    });

    it('rejects a refusal with the envelope and its field errors', async () => {
      const envelope = {
        error: {
          code: 'validation_failed',
          message: 'Check the form.',
          params: {},
          fields: { file: { code: 'document_resolution', message: 'Too small.', params: { width: '1011', height: '638' } } },
        },
      };
      mockXhr((call) => call.respond(422, envelope));
      const error = await upload('front/upload_document', file(), { query: { kind: 'identity_front' } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).status).toBe(422);
      expect((error as ApiRequestError).error).toEqual(envelope.error);
    });

    it('maps a non-JSON failure, a network failure and a 401 like request does', async () => {
      const handler = vi.fn();
      setUnauthorizedHandler(handler);
      mockXhr((call) => call.respond(413, '<html>', 'Payload Too Large'));
      await expect(upload('front/upload_document', file())).rejects.toMatchObject({ status: 413, code: 'http_413' });
      mockXhr((call) => call.fail());
      await expect(upload('front/upload_document', file())).rejects.toMatchObject({ status: 0, code: 'network' });
      expect(handler).not.toHaveBeenCalled();

      localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
      mockXhr((call) => call.respond(401, { error: { code: 'unauthorized', message: 'Unauthorized', params: {}, fields: {} } }));
      await expect(upload('front/upload_document', file())).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
      expect(handler).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    });

    it('times out after 25 s, and stops when its caller cancels it', async () => {
      vi.useFakeTimers();
      const xhr = mockXhr();
      const outcome = upload('front/upload_document', file()).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(xhr.last().aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(xhr.last().aborted).toBe(true);
      expect(await outcome).toMatchObject({ status: 0, code: 'timeout' });

      const caller = new AbortController();
      const cancelled = upload('front/upload_document', file(), { signal: caller.signal }).catch((e: unknown) => e);
      caller.abort();
      expect(await cancelled).toMatchObject({ status: 0, code: 'aborted' });
    });
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
