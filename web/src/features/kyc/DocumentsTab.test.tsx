import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { DocumentAnswer, DocumentView, DocumentsView } from '../../api/generated/api';
import { documentRules, type DocumentRules } from '../../core/documents';
import { todayIso } from '../../core/today';
import { mockApi } from '../../test/api';
import { openAccountTabPanel } from '../../test/accountTab';
import { failure, json, userView } from '../../test/fixtures';
import { bonusFromDisk, rulesFromDisk } from '../../test/wasm';
import { formatMoney } from '../../lib/money';
import { mockXhr } from '../../test/xhr';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

// The documents' rules run in the page from the real bonus module (casino-core compiled to
// WebAssembly; their answers are held to the shared vectors by core/accountVectors.test.ts). A
// test may put a spy or a stand-in before them (`rulesNow`), to see what the screen asks.
const real = documentRules(bonusFromDisk());
if (!real) throw new Error('the bonus module exports no document_failure / issued_on_failure: rebuild it (just build-wasm)');
const rulesNow: { current: DocumentRules } = { current: real };

vi.mock('../../core/bonus', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/bonus')>();
  const { bonusFromDisk: fromDisk } = await import('../../test/wasm');
  const math = {
    ...fromDisk(),
    document_failure: (kind: string, bytes: Uint8Array) => rulesNow.current.document_failure(kind, bytes),
    issued_on_failure: (kind: string, typed: string, today: string) => rulesNow.current.issued_on_failure(kind, typed, today),
  };
  return { ...actual, loadBonusMath: () => Promise.resolve(math) };
});

// 2026-11-24 12:00:00 UTC.
const T0 = 1_795_521_600_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;


function doc(overrides: Partial<DocumentView> & Pick<DocumentView, 'id' | 'kind' | 'status'>): DocumentView {
  return { issued_on: null, reason: null, uploaded_at: T0, reviewed_at: null, ...overrides };
}

/** Not verified: the front refused, the proof of address waiting, due in 30 days. */
function view(overrides: Partial<DocumentsView> = {}): DocumentsView {
  return {
    verification: 'none',
    documents: [
      doc({ id: 'd-2', kind: 'identity_front', status: 'rejected', reason: 'The picture is blurred: send a sharper one.', uploaded_at: T0 - DAY, reviewed_at: T0 - 12 * HOUR }),
      doc({ id: 'd-1', kind: 'proof_of_address', status: 'pending', issued_on: '2026-11-02', uploaded_at: T0 - 2 * DAY }),
    ],
    missing: ['identity_front', 'identity_back', 'payment_method'],
    missing_for_larger: [],
    larger_above: '2500',
    due_at: T0 + 30 * DAY,
    max_bytes: 5 * 1024 * 1024,
    kinds: ['identity_front', 'identity_back', 'proof_of_address', 'payment_method'],
    dated_kinds: ['proof_of_address'],
    ...overrides,
  };
}

/**
 * A PNG file of `size` bytes whose header (what the rule reads) says `width` × `height`, 8 bits,
 * colour type `colour` (2: red, green and blue; 0: greyscale).
 */
function png(name: string, { width = 1200, height = 800, colour = 2, size = 2048 } = {}): File {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, colour, 0, 0, 0], 24);
  return new File([bytes], name, { type: 'image/png' });
}
const colourCard = (name = 'card.png', size = 2048) => png(name, { size });
const greyCard = (name = 'grey.png') => png(name, { colour: 0 });

const TAB = { en: ['/en/user-management', 'Documents'], fr: ['/user-management', 'Documents'] } as const;

async function openDocuments(routes: Parameters<typeof mockApi>[0], lang: 'en' | 'fr' = 'en') {
  const api = mockApi({
    'front/auth/player': () => json(200, userView()),
    'front/get_player_balance': () => json(200, { wallets: [{ currency: 'EUR', total: '0.00', real: '0.00', bonus: '0.00' }] }),
    ...routes,
  });
  const [path, name] = TAB[lang];
  return { api, panel: await openAccountTabPanel(path, name) };
}

const fileInput = (panel: HTMLElement) => within(panel).getByLabelText('Picture of the document') as HTMLInputElement;
const choose = (input: HTMLElement, file: File) => act(async () => void fireEvent.change(input, { target: { files: [file] } }));
/** The texts an element's `aria-describedby` points to. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('documents tab', () => {
  beforeEach(() => {
    localStorage.clear();
    rulesNow.current = real;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says where the player stands: not verified, the due date, what is missing, the promise; and lists what was sent', async () => {
    const { panel } = await openDocuments({ 'front/get_documents': () => json(200, view()) });
    expect(await within(panel).findByRole('heading', { name: 'Identity verification' })).toBeTruthy();
    expect(within(panel).getByText('Not verified')).toBeTruthy();
    expect(within(panel).getByText('Send your documents by 2026.12.24.')).toBeTruthy();
    const missing = within(panel).getByRole('list', { name: 'Still to send:' });
    expect(within(missing).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Identity document (front)',
      'Identity document (back)',
      'Payment method',
    ]);
    expect(within(panel).getByText('The KYC team answers within 24 hours of receiving a document.')).toBeTruthy();
    // The kind starts on the first one missing.
    expect((within(panel).getByLabelText('Kind of document') as HTMLSelectElement).value).toBe('identity_front');

    const table = within(panel).getByRole('table', { name: 'Documents sent' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Identity document (front)', '2026.11.23 12:00:00', 'Refused', 'The picture is blurred: send a sharper one.', 'View'],
      ['Proof of addressDated 2026.11.02', '2026.11.22 12:00:00', 'Being checked', '', 'View'],
    ]);
  });

  it('once the three identity documents are sent, asks for the payment method only for larger withdrawals', async () => {
    const sent = (['identity_front', 'identity_back', 'proof_of_address'] as const).map((kind, i) => doc({ id: `d-${i}`, kind, status: 'pending' }));
    const { panel } = await openDocuments({
      'front/get_documents': () => json(200, view({ documents: sent, missing: ['payment_method'], missing_for_larger: ['payment_method'] })),
    });
    expect(await within(panel).findByText('All your documents are sent: the KYC team is checking them.')).toBeTruthy();
    expect(within(panel).queryByRole('list', { name: 'Still to send:' })).toBeNull();
    const larger = `For withdrawals above ${formatMoney(await rulesFromDisk(), '2500', 'EUR')} in a calendar month, also send:`;
    expect(within(within(panel).getByRole('list', { name: larger })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Payment method']);
  });

  it('tells a verified player so, with no due date, and says when nothing was sent yet', async () => {
    const { panel } = await openDocuments({
      'front/get_documents': () =>
        json(200, view({ verification: 'verified', documents: [], missing: ['payment_method'], missing_for_larger: ['payment_method'], due_at: null })),
    });
    expect(await within(panel).findByText('Identity verified')).toBeTruthy();
    expect(within(panel).getByText('Your identity is verified: your withdrawals can be paid.')).toBeTruthy();
    expect(within(panel).queryByText(/^Send your documents by/)).toBeNull();
    const larger = `For withdrawals above ${formatMoney(await rulesFromDisk(), '2500', 'EUR')} in a calendar month, also send:`;
    expect(within(within(panel).getByRole('list', { name: larger })).getByText('Payment method')).toBeTruthy();
    expect(within(panel).queryByRole('list', { name: 'Still to send:' })).toBeNull();
    expect(within(panel).getByText('You have not sent any document yet.')).toBeTruthy();
    expect((within(panel).getByLabelText('Kind of document') as HTMLSelectElement).value).toBe('payment_method');
  });

  it("refuses a greyscale picture at once by casino-core's rule, tied to the field, and sends nothing", async () => {
    const xhr = mockXhr();
    const asked: [string, number][] = [];
    rulesNow.current = {
      ...real,
      document_failure: (kind, bytes) => {
        asked.push([kind, bytes.length]);
        return real.document_failure(kind, bytes);
      },
    };
    const { api, panel } = await openDocuments({ 'front/get_documents': () => json(200, view()) });
    await within(panel).findByRole('heading', { name: 'Send a document' });
    const input = fileInput(panel);
    // A real file input, with its hint read with it.
    expect(input.type).toBe('file');
    expect(description(input)).toContain('A PNG, JPEG or GIF picture in colour, 5 MB at most');

    await choose(input, greyCard());
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toBe('This picture is in black and white: send a colour picture.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    // The rule read the whole file, for the kind chosen.
    expect(asked).toEqual([['identity_front', 2048]]);
    expect(within(panel).getByText('Chosen: grey.png (2 kB)')).toBeTruthy();

    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Send the document' })));
    expect(document.activeElement).toBe(input);
    expect(xhr.requests).toHaveLength(0);
    expect(api.callsTo('front/upload_document')).toHaveLength(0);
    expect(within(panel).queryByRole('progressbar')).toBeNull();

    // A colour picture instead: the refusal goes.
    await choose(input, colourCard());
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBeNull());
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('judges the file again for another kind, and asks a proof of address for its date', async () => {
    const xhr = mockXhr();
    const { panel } = await openDocuments({ 'front/get_documents': () => json(200, view()) });
    await within(panel).findByRole('heading', { name: 'Send a document' });
    // 1200 × 800 holds a card at 300 dpi, not an A4 letter.
    await choose(fileInput(panel), colourCard());
    expect(fileInput(panel).getAttribute('aria-invalid')).toBeNull();
    expect(within(panel).queryByLabelText('Date on the document')).toBeNull();

    fireEvent.change(within(panel).getByLabelText('Kind of document'), { target: { value: 'proof_of_address' } });
    expect(await within(panel).findByText('This picture is too small to read: it needs at least 3508 × 2480 pixels (300 dpi).')).toBeTruthy();
    const date = within(panel).getByLabelText('Date on the document') as HTMLInputElement;
    expect(date.type).toBe('date');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Send the document' })));
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(description(date)).toContain('Field required');
    // A date in the future is refused too.
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    expect(description(date)).toContain('Not valid date');
    expect(xhr.requests).toHaveLength(0);
  });

  it('sends the file with a real progress bar, says the answer and reads the documents again', async () => {
    const xhr = mockXhr();
    const sent = view({
      documents: [doc({ id: 'd-3', kind: 'identity_front', status: 'pending', uploaded_at: T0 + HOUR }), ...view().documents],
      missing: ['identity_back', 'payment_method'],
    });
    let current = view();
    const { api, panel } = await openDocuments({ 'front/get_documents': () => json(200, current) });
    await within(panel).findByRole('heading', { name: 'Send a document' });
    const file = colourCard('front.png', 4096);
    await choose(fileInput(panel), file);
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Send the document' })));
    await vi.waitFor(() => expect(xhr.requests).toHaveLength(1));
    const request = xhr.last();
    expect(request.url).toBe('/api/front/upload_document?kind=identity_front');
    expect(request.body).toBe(file);
    expect(request.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/octet-stream' });
    expect(within(panel).getByRole('button', { name: /Sending…/ })).toBeTruthy();

    await act(async () => request.progress(1024, 4096));
    const bar = within(panel).getByRole('progressbar', { name: 'Sending the picture' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25%');
    await act(async () => request.progress(4096, 4096));
    expect(bar.getAttribute('aria-valuenow')).toBe('100');

    current = sent;
    const answer: DocumentAnswer = { code: 'document_received', message: 'server words', documents: sent };
    await act(async () => request.respond(200, answer));
    const status = await within(panel).findByText('Your document is received. The KYC team answers within 24 hours.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    // The new document is listed, the form is ready for the next one missing.
    expect(within(panel).getAllByText('Being checked')).toHaveLength(2);
    expect((within(panel).getByLabelText('Kind of document') as HTMLSelectElement).value).toBe('identity_back');
    expect(fileInput(panel).value).toBe('');
    await vi.waitFor(() => expect(api.callsTo('front/get_documents').length).toBeGreaterThanOrEqual(2));
  });

  it("sends a proof of address's date, and shows the server's refusal of a field under it", async () => {
    const xhr = mockXhr((request) =>
      request.respond(422, {
        error: {
          code: 'validation_failed',
          message: 'x',
          params: {},
          fields: { issued_on: { code: 'document_too_old', message: 'x', params: { months: '3' } } },
        },
      }),
    );
    const { panel } = await openDocuments({ 'front/get_documents': () => json(200, view()) });
    await within(panel).findByRole('heading', { name: 'Send a document' });
    fireEvent.change(within(panel).getByLabelText('Kind of document'), { target: { value: 'proof_of_address' } });
    const date = within(panel).getByLabelText('Date on the document') as HTMLInputElement;
    // Today passes the rule in the page; the server (here) says otherwise.
    fireEvent.change(date, { target: { value: todayIso() } });
    await choose(fileInput(panel), png('bill.png', { width: 2480, height: 3508 }));
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Send the document' })));
    await vi.waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(xhr.last().url).toBe(`/api/front/upload_document?kind=proof_of_address&issued_on=${todayIso()}`);
    expect(description(date)).toContain('This proof of address is more than 3 months old: send a more recent one.');
    expect(document.activeElement).toBe(date);
    expect(within(panel).queryByRole('progressbar')).toBeNull();
  });

  it('takes a picture dropped on the zone', async () => {
    const { panel } = await openDocuments({ 'front/get_documents': () => json(200, view()) });
    await within(panel).findByRole('heading', { name: 'Send a document' });
    const zone = within(panel).getByTestId('document-drop-zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone.className).toContain('is-dragging');
    await act(async () => void fireEvent.drop(zone, { dataTransfer: { files: [greyCard('dropped.png')] } }));
    expect(await within(panel).findByText('Chosen: dropped.png (2 kB)')).toBeTruthy();
    expect(zone.className).not.toContain('is-dragging');
    expect((await within(panel).findByRole('alert')).textContent).toBe('This picture is in black and white: send a colour picture.');
  });

  it('shows a picture through a blob: URL read with the token, and revokes it when closed', async () => {
    const create = vi.fn(() => 'blob:casino/picture-1');
    const revoke = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }));
    const { api, panel } = await openDocuments({
      'front/get_documents': () => json(200, view()),
      'front/document_file/d-1': () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'image/png' } }),
    });
    await within(panel).findByRole('table', { name: 'Documents sent' });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'View the picture: proof of address, 2026.11.22 12:00:00' })));
    const dialog = screen.getByRole('dialog', { name: 'Proof of address' });
    const img = (await within(dialog).findByRole('img', { name: 'Picture of your proof of address' })) as HTMLImageElement;
    await vi.waitFor(() => expect(img.getAttribute('src')).toBe('blob:casino/picture-1'));
    const call = api.callsTo('front/document_file/d-1')[0];
    expect(call.method).toBe('GET');
    expect(call.headers.Authorization).toBe('Bearer tok');
    expect(revoke).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(revoke).toHaveBeenCalledWith('blob:casino/picture-1');
  });

  it('says why the documents could not be read, and reads them again', async () => {
    let calls = 0;
    const { panel } = await openDocuments({
      'front/get_documents': () => (++calls === 1 ? failure(503, 'unavailable') : json(200, view())),
    });
    const retry = await within(panel).findByRole('button', { name: 'Try again' });
    expect(within(panel).getByRole('alert').textContent).toBe('The service is unavailable for a moment. Please try again.');
    await act(async () => fireEvent.click(retry));
    expect(await within(panel).findByRole('heading', { name: 'Documents sent' })).toBeTruthy();
  });

  it('speaks French: the due date, the kinds and the refusal', async () => {
    mockXhr();
    const { panel } = await openDocuments({ 'front/get_documents': () => json(200, view()) }, 'fr');
    expect(await within(panel).findByText("Envoyez vos documents d'ici le 2026.12.24.")).toBeTruthy();
    expect(within(panel).getByRole('option', { name: "Pièce d'identité (recto)" })).toBeTruthy();
    expect(within(panel).getByRole('option', { name: 'Justificatif de domicile' })).toBeTruthy();
    await choose(within(panel).getByLabelText('Image du document'), greyCard());
    expect((await within(panel).findByRole('alert')).textContent).toBe('Cette image est en noir et blanc : envoyez une image en couleur.');
  });
});
