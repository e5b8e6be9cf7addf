import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest (what `upload` of the API client sends a file through, for its
 * progress): it records each request and lets the test drive it, the upload's progress first,
 * then the answer, a network failure or nothing at all (a time-out).
 */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: Document | XMLHttpRequestBodyInit | null = null) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** `loaded` bytes of `total` have gone. */
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }

  /** The server answers `status` with `body` as JSON (or as it is, a string). */
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  /** The network fails. */
  fail() {
    this.onerror?.();
  }
}

/**
 * Replaces XMLHttpRequest with `FakeXhr`; `onSend` sees each request as it is sent (to answer it
 * at once, say). `requests` lists them in order.
 */
export function mockXhr(onSend?: (xhr: FakeXhr) => void) {
  const requests: FakeXhr[] = [];
  class RecordedXhr extends FakeXhr {
    override send(body: Document | XMLHttpRequestBodyInit | null = null) {
      super.send(body);
      requests.push(this);
      onSend?.(this);
    }
  }
  vi.stubGlobal('XMLHttpRequest', RecordedXhr);
  return { requests, last: () => requests[requests.length - 1] };
}
