import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ContentVersion, MailSpec, UserView } from '../../api/generated/api';
import { mockApi } from '../../test/api';
import { failure, json, player } from '../../test/fixtures';
import { messageUnder } from '../../test/page';
import { renderApp } from '../../test/renderApp';
import { storeToken } from '../../test/session';

vi.mock('../../core/rules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../core/rules')>();
  const { rulesFromDisk } = await import('../../test/wasm');
  return { ...actual, loadRules: rulesFromDisk };
});

const T0 = 1763900000000; // 2025.11.23 12:13:20 UTC

function version(overrides: Partial<ContentVersion>): ContentVersion {
  return {
    id: `${overrides.kind ?? 'page'}-${overrides.slug}-${overrides.locale}-${overrides.version ?? 1}`,
    kind: 'page',
    slug: 'terms',
    locale: 'fr',
    version: 1,
    title: '',
    body: 'Texte.',
    section: '',
    position: 0,
    link: '',
    action: '',
    image: '',
    removed: false,
    created_by: null,
    created_at: T0,
    ...overrides,
  };
}

const TERMS_FR = version({ slug: 'terms', locale: 'fr', version: 2, title: 'Conditions générales', body: '## Âge\n\nIl faut avoir 18 ans.', created_by: 'root' });
const TERMS_EN = version({ slug: 'terms', locale: 'en', title: 'Terms and conditions' });
const WELCOME_FR = version({
  kind: 'mail',
  slug: 'welcome',
  locale: 'fr',
  title: 'Bienvenue : activez votre compte',
  body: 'Bonjour {username},\n\nOuvrez {link} pour activer votre compte.',
});
const ITEMS: ContentVersion[] = [
  version({ slug: 'about-us', locale: 'fr', title: 'Qui sommes-nous' }),
  TERMS_EN,
  TERMS_FR,
  version({ slug: 'privacy', locale: 'fr', title: 'Confidentialité' }),
  version({ slug: 'privacy', locale: 'en', title: 'Privacy' }),
  version({ slug: 'refund-policy', locale: 'en', title: 'Refund policy' }),
  version({ slug: 'responsible', locale: 'fr', title: 'Jeu responsable' }),
  version({ kind: 'faq', slug: '2', locale: 'fr', title: 'Comment ouvrir un compte ?', section: 'Compte', position: 2 }),
  version({ kind: 'faq', slug: '3', locale: 'fr', title: 'Quels moyens de paiement ?', section: 'Paiements', position: 1 }),
  version({ kind: 'faq', slug: '3', locale: 'en', title: 'Which payment methods?', section: 'Payments', position: 1 }),
  version({ kind: 'slide', slug: 'welcome', locale: 'fr', title: 'Doublez votre premier dépôt', section: 'Bonus de bienvenue', position: 1, link: '/promotion/welcome', action: 'Je profite du bonus' }),
  WELCOME_FR,
  version({ kind: 'mail', slug: 'welcome', locale: 'en', title: 'Welcome: activate your account', body: 'Hello {username},\n\nOpen {link}.' }),
  version({ kind: 'mail', slug: 'password-reset', locale: 'fr', title: 'Choisissez un nouveau mot de passe', body: 'Bonjour {username},\n\n{link}' }),
];
/** The mails the site sends, in the server's order (not the slugs' alphabetical one). */
const MAILS: MailSpec[] = [
  { slug: 'welcome', placeholders: ['{username}', '{link}'] },
  { slug: 'password-reset', placeholders: ['{username}', '{link}'] },
  { slug: 'support-reply', placeholders: ['{username}', '{message}'] },
];

const ADMIN: UserView = { player: player({ username: 'root' }), scope: ['player', 'admin'] };

function adminRoutes(extra = {}) {
  return {
    'front/auth/player': () => json(200, ADMIN),
    'admin/get_withdrawal_requests': () => json(200, { items: [] }),
    'admin/get_wire_deposits': () => json(200, { items: [] }),
    'admin/get_site_content': () => json(200, { items: ITEMS, mails: MAILS }),
    'admin/preview_content': (body: unknown) => json(200, { html: `<p>rendered: ${(body as { body: string }).body}</p>` }),
    ...extra,
  };
}

async function openContent(path = '/en/admin', name = 'Site content') {
  storeToken('tok');
  await renderApp(path, { user: ADMIN });
  const region = await screen.findByRole('region', { name });
  await within(region).findByRole('table');
  return region;
}

/** The rows of the first table of `region`, cell by cell. */
function cells(region: HTMLElement) {
  return within(within(region).getAllByRole('table')[0])
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
}

describe('the content editor', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the French pages first, with what is not translated, then another language and the FAQ', async () => {
    mockApi(adminRoutes());
    const region = await openContent();
    const french = within(region).getByRole('tab', { name: 'Français' });
    expect(french.getAttribute('aria-selected')).toBe('true');
    expect(within(region).getAllByRole('tab').map((tab) => tab.getAttribute('lang'))).toEqual(['fr', 'en', 'fi', 'de', 'it', 'sv', 'nb', 'ru', 'tr', 'zh', 'hi']);
    expect(within(region).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Title', 'Address', 'Version', 'Changed by', 'Changed on', 'Actions']);
    expect(cells(region)).toEqual([
      ['Conditions générales', '/terms', '2', 'root', '2025.11.23 12:13:20', 'EditVersionsRemove'],
      ['Confidentialité', '/privacy', '1', 'Site', '2025.11.23 12:13:20', 'EditVersionsRemove'],
      ['Refund policyNot translated (shows the English text)', '/refund-policy', '—', '—', '—', 'TranslateVersions'],
      ['Jeu responsable', '/responsible', '1', 'Site', '2025.11.23 12:13:20', 'EditVersionsRemove'],
      ['Qui sommes-nous', '/about-us', '1', 'Site', '2025.11.23 12:13:20', 'EditVersionsRemove'],
      ['why-choose-usNot translated (not shown in this language)', '/why-choose-us', '—', '—', '—', 'WriteVersions'],
    ]);
    // Pages have fixed addresses: none is created.
    expect(within(region).queryByRole('button', { name: 'New FAQ entry' })).toBeNull();

    // The arrow keys move between the languages.
    fireEvent.keyDown(french, { key: 'ArrowRight' });
    const english = within(region).getByRole('tab', { name: 'English' });
    expect(english.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(english);
    expect(cells(region).map((row) => row[0])).toEqual([
      'Terms and conditions',
      'Privacy',
      'Refund policy',
      'Jeu responsableNot translated (shows the French text)',
      'Qui sommes-nousNot translated (shows the French text)',
      'why-choose-usNot translated (not shown in this language)',
    ]);

    // The FAQ in English, in its order on the site (position), with each entry's number and group.
    fireEvent.click(within(region).getByRole('button', { name: 'FAQ' }));
    // Under a loaded machine the re-render can land after the click returns: wait for it.
    await vi.waitFor(() => expect(within(region).getByRole('button', { name: 'FAQ' }).getAttribute('aria-pressed')).toBe('true'));
    expect(within(region).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Title',
      'Number and group',
      'Position',
      'Version',
      'Changed by',
      'Changed on',
      'Actions',
    ]);
    expect(cells(region)).toEqual([
      ['Which payment methods?', 'No. 3Payments', '1', '1', 'Site', '2025.11.23 12:13:20', 'EditVersionsRemoveRemove in every language'],
      ['Comment ouvrir un compte ?Not translated (shows the French text)', 'No. 2Compte', '2', '—', '—', '—', 'TranslateVersionsRemove in every language'],
    ]);
  });

  it('in French, the section and the languages are said in French', async () => {
    mockApi(adminRoutes());
    const region = await openContent('/admin', 'Contenu du site');
    expect(within(region).getByRole('tab', { name: 'Français' }).getAttribute('aria-selected')).toBe('true');
    expect(cells(region)[2][0]).toBe('Refund policyNon traduit (affiche le texte anglais)');
    expect(within(region).getByRole('button', { name: 'Modifier Conditions générales (Français)' })).toBeTruthy();
  });

  it('edits a page with its live preview, saves the next version, says so and reads the list again', async () => {
    const saved = { ...TERMS_FR, id: 'new', version: 3, body: '## Âge\n\nIl faut avoir **18 ans**.' };
    const api = mockApi(adminRoutes({ 'admin/update_template': () => json(200, saved) }));
    const region = await openContent();
    const edit = within(region).getByRole('button', { name: 'Edit Conditions générales (Français)' });
    edit.focus();
    await act(async () => fireEvent.click(edit));
    const editor = within(region).getByRole('region', { name: 'Edit Conditions générales (Français)' });
    expect(document.activeElement).toBe(within(editor).getByRole('heading', { name: 'Edit Conditions générales (Français)' }));
    expect(within(editor).getByText('Version 2 is shown: saving writes version 3 in this language.')).toBeTruthy();
    expect((within(editor).getByLabelText('Page address') as HTMLInputElement).readOnly).toBe(true);
    expect((within(editor).getByLabelText('Language') as HTMLInputElement).value).toBe('Français');
    expect((within(editor).getByLabelText('Title') as HTMLInputElement).value).toBe('Conditions générales');
    const body = within(editor).getByLabelText('Text (Markdown)') as HTMLTextAreaElement;
    expect(body.value).toBe('## Âge\n\nIl faut avoir 18 ans.');
    expect(within(editor).getByRole('heading', { name: 'Preview' })).toBeTruthy();
    expect(await within(editor).findByText('rendered: ## Âge Il faut avoir 18 ans.')).toBeTruthy();

    // The preview follows the text once it rests, in the item's language.
    fireEvent.change(body, { target: { value: '## Âge\n\nIl faut avoir **18 ans**.' } });
    expect(await within(editor).findByText('rendered: ## Âge Il faut avoir **18 ans**.')).toBeTruthy();
    expect(api.callsTo('admin/preview_content').at(-1)?.body).toEqual({ body: '## Âge\n\nIl faut avoir **18 ans**.', locale: 'fr' });

    await act(async () => fireEvent.click(within(editor).getByRole('button', { name: 'Save the version' })));
    const status = await within(region).findByText('Version 3 saved.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(api.callsTo('admin/update_template')[0].body).toEqual({
      kind: 'page',
      slug: 'terms',
      locale: 'fr',
      title: 'Conditions générales',
      body: '## Âge\n\nIl faut avoir **18 ans**.',
      section: '',
      position: '0',
      link: '',
      action: '',
      image: '',
    });
    expect(within(region).queryByRole('region', { name: 'Edit Conditions générales (Français)' })).toBeNull();
    await vi.waitFor(() => expect(api.callsTo('admin/get_site_content')).toHaveLength(2));
  });

  it('translates a page from the French text, and Escape closes the editor with the focus back on its button', async () => {
    const api = mockApi(
      adminRoutes({ 'admin/create_site_content': (body: unknown) => json(200, version({ ...(body as ContentVersion), id: 'x', version: 1, position: 0 })) }),
    );
    const region = await openContent();
    fireEvent.click(within(region).getByRole('tab', { name: 'English' }));
    const translate = within(region).getByRole('button', { name: 'Translate Qui sommes-nous into English' });
    await act(async () => fireEvent.click(translate));
    let editor = within(region).getByRole('region', { name: 'Translate Qui sommes-nous into English' });
    fireEvent.keyDown(within(editor).getByLabelText('Title'), { key: 'Escape' });
    expect(within(region).queryByRole('region', { name: 'Translate Qui sommes-nous into English' })).toBeNull();
    expect(document.activeElement).toBe(translate);

    await act(async () => fireEvent.click(translate));
    editor = within(region).getByRole('region', { name: 'Translate Qui sommes-nous into English' });
    expect(within(editor).getByText('Pre-filled from: Français. Replace the words with their translation.')).toBeTruthy();
    expect((within(editor).getByLabelText('Title') as HTMLInputElement).value).toBe('Qui sommes-nous');
    fireEvent.change(within(editor).getByLabelText('Title'), { target: { value: 'About us' } });
    fireEvent.change(within(editor).getByLabelText('Text (Markdown)'), { target: { value: 'Who we are.' } });
    await act(async () => fireEvent.click(within(editor).getByRole('button', { name: 'Save the version' })));
    expect(await within(region).findByText('Version 1 saved.')).toBeTruthy();
    expect(api.callsTo('admin/create_site_content')[0].body).toMatchObject({ kind: 'page', slug: 'about-us', locale: 'en', title: 'About us', body: 'Who we are.' });
    expect(api.callsTo('admin/update_template')).toHaveLength(0);
  });

  it("a refused FAQ entry says each field's message under it, with the focus on the first", async () => {
    let answer = () => failure(422, 'invalid', { slug: 'number_invalid' });
    const api = mockApi(adminRoutes({ 'admin/create_site_content': () => answer() }));
    const region = await openContent();
    fireEvent.click(within(region).getByRole('button', { name: 'FAQ' }));
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'New FAQ entry' })));
    const editor = within(region).getByRole('region', { name: 'New FAQ entry' });
    const number = within(editor).getByLabelText('Number') as HTMLInputElement;
    // The next free number, placed after the last entry.
    expect(number.value).toBe('4');
    expect((within(editor).getByLabelText('Position') as HTMLInputElement).value).toBe('3');
    expect((within(editor).getByLabelText('Language') as HTMLSelectElement).value).toBe('fr');

    // casino-core's part first: a question, its group and its answer are needed.
    await act(async () => fireEvent.click(within(editor).getByRole('button', { name: 'Save the version' })));
    expect(messageUnder(within(editor).getByLabelText('Group'))).toBe('Field required');
    expect(api.callsTo('admin/create_site_content')).toHaveLength(0);

    fireEvent.change(number, { target: { value: 'abc' } });
    fireEvent.change(within(editor).getByLabelText('Group'), { target: { value: 'Compte' } });
    fireEvent.change(within(editor).getByLabelText('Question'), { target: { value: 'Comment changer mon mot de passe ?' } });
    fireEvent.change(within(editor).getByLabelText('Answer (Markdown)'), { target: { value: 'Depuis **Mon compte**.' } });
    await act(async () => fireEvent.click(within(editor).getByRole('button', { name: 'Save the version' })));
    await vi.waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(messageUnder(number)).toBe('Please enter valid number.');
    await vi.waitFor(() => expect(document.activeElement).toBe(number));
    expect(api.callsTo('admin/create_site_content')[0].body).toEqual({
      kind: 'faq',
      slug: 'abc',
      locale: 'fr',
      title: 'Comment changer mon mot de passe ?',
      body: 'Depuis **Mon compte**.',
      section: 'Compte',
      position: '3',
      link: '',
      action: '',
      image: '',
    });

    // A number already used in this language is said under the number too.
    answer = () => failure(409, 'content_exists');
    fireEvent.change(number, { target: { value: '2' } });
    await act(async () => fireEvent.click(within(editor).getByRole('button', { name: 'Save the version' })));
    await vi.waitFor(() => expect(messageUnder(number)).toBe('This item already exists in this language: edit it instead.'));
  });

  it('uploads a picture into the text at the cursor, and says a refusal under the input', async () => {
    const path = '/content-images/0123456789abcdef0123.png';
    let answer = () => json(200, { path });
    const api = mockApi(adminRoutes({ 'admin/upload_content_image': () => answer() }));
    const region = await openContent();
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Edit Conditions générales (Français)' })));
    const editor = within(region).getByRole('region', { name: 'Edit Conditions générales (Français)' });
    const body = within(editor).getByLabelText('Text (Markdown)') as HTMLTextAreaElement;
    const input = within(editor).getByLabelText('Insert a picture') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png,image/jpeg,image/gif,image/webp');

    // The cursor is left after the heading's blank line, then the picture is chosen.
    body.focus();
    body.setSelectionRange(8, 8);
    input.focus();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'Salle de jeu.png', { type: 'image/png' });
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    const markdown = `## Âge\n\n![Salle de jeu](${path})Il faut avoir 18 ans.`;
    await vi.waitFor(() => expect(body.value).toBe(markdown));
    expect(await within(editor).findByText('Salle de jeu.png is inserted in the text.')).toBeTruthy();
    const [url, init] = api.fetchMock.mock.calls.find(([u]) => u === '/api/admin/upload_content_image') as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/upload_content_image');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    // The preview follows.
    expect(await within(editor).findByText(`rendered: ## Âge ![Salle de jeu](${path})Il faut avoir 18 ans.`)).toBeTruthy();

    // Not a picture: said under the input (the errors catalogue's words), the text unchanged.
    answer = () => failure(422, 'image_invalid');
    const notes = new File(['plain text'], 'notes.png', { type: 'image/png' });
    await act(async () => fireEvent.change(input, { target: { files: [notes] } }));
    await vi.waitFor(() => expect(messageUnder(input)).toBe('Send a PNG, JPEG, GIF or WebP picture.'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(body.value).toBe(markdown);
    expect(api.callsTo('admin/upload_content_image')).toHaveLength(2);

    // Too large: not even sent.
    const large = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'poster.png', { type: 'image/png' });
    await act(async () => fireEvent.change(input, { target: { files: [large] } }));
    await vi.waitFor(() => expect(messageUnder(input)).toBe('The picture must be 2 MB or less.'));
    expect(api.callsTo('admin/upload_content_image')).toHaveLength(2);

    // Saved with the picture in.
    await act(async () => fireEvent.click(within(editor).getByRole('button', { name: 'Save the version' })));
    await vi.waitFor(() => expect(api.callsTo('admin/update_template')).toHaveLength(1));
    expect(api.callsTo('admin/update_template')[0].body).toMatchObject({ body: markdown });
  });

  it("a slide's uploaded picture fills its Picture field, shown as a thumbnail", async () => {
    const path = '/content-images/abcdef0123456789abcd.webp';
    const api = mockApi(adminRoutes({ 'admin/upload_content_image': () => json(200, { path }) }));
    const region = await openContent();
    fireEvent.click(within(region).getByRole('button', { name: 'Slides' }));
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Edit Doublez votre premier dépôt (Français)' })));
    const editor = within(region).getByRole('region', { name: 'Edit Doublez votre premier dépôt (Français)' });
    const image = within(editor).getByLabelText('Picture') as HTMLInputElement;
    expect(image.value).toBe('');
    expect(editor.querySelector('img')).toBeNull();
    const input = within(editor).getByLabelText('Upload a picture') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/gif,image/webp');

    const file = new File(['RIFF....WEBPVP8 '], 'welcome.webp', { type: 'image/webp' });
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    await vi.waitFor(() => expect(image.value).toBe(path));
    expect(await within(editor).findByText("welcome.webp is now the slide's picture.")).toBeTruthy();
    expect(editor.querySelector('img')?.getAttribute('src')).toBe(path);
    expect(editor.querySelector('img')?.getAttribute('alt')).toBe('');
    expect((api.fetchMock.mock.calls.find(([u]) => u === '/api/admin/upload_content_image') as unknown as [string, RequestInit])[1].body).toBe(file);

    await act(async () => fireEvent.click(within(editor).getByRole('button', { name: 'Save the version' })));
    await vi.waitFor(() => expect(api.callsTo('admin/update_template')).toHaveLength(1));
    expect(api.callsTo('admin/update_template')[0].body).toMatchObject({ kind: 'slide', slug: 'welcome', image: path });
  });

  it("lists an item's versions and restores an older one after a confirmation", async () => {
    const v1 = version({ id: 'v1', slug: 'terms', locale: 'fr', version: 1, title: 'Conditions', created_at: T0 - 3_600_000 });
    const v2 = { ...TERMS_FR, id: 'v2' };
    const v3 = { ...v1, id: 'v3', version: 3, created_by: 'root', created_at: T0 + 3_600_000 };
    let versions = [v2, v1];
    const api = mockApi(
      adminRoutes({
        'admin/get_content_history': () => json(200, { versions }),
        'admin/restore_site_content': () => {
          versions = [v3, v2, v1];
          return json(200, v3);
        },
      }),
    );
    const region = await openContent();
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Versions of Conditions générales (Français)' })));
    const history = within(region).getByRole('region', { name: 'Versions of Conditions générales (Français)' });
    await within(history).findByRole('table');
    expect(api.callsTo('admin/get_content_history')[0].body).toEqual({ kind: 'page', slug: 'terms', locale: 'fr' });
    expect(cells(history)).toEqual([
      ['2', 'Conditions générales', 'root', '2025.11.23 12:13:20', 'Shown', ''],
      ['1', 'Conditions', 'Site', '2025.11.23 11:13:20', '', 'Restore'],
    ]);

    await act(async () => fireEvent.click(within(history).getByRole('button', { name: 'Restore version 1' })));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 1?' });
    expect(within(dialog).getByText('Conditions')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' })));
    expect(await within(region).findByText('Version 1 restored as version 3.')).toBeTruthy();
    expect(api.callsTo('admin/restore_site_content')[0].body).toEqual({ id: 'v1' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(cells(history).map((row) => row[0])).toEqual(['3', '2', '1']));
    expect(api.callsTo('admin/get_site_content')).toHaveLength(2);
  });

  it('removes an FAQ entry in every language after a confirmation and says the answer', async () => {
    const api = mockApi(adminRoutes({ 'admin/remove_site_content': () => json(200, { code: 'content_removed', message: 'server text' }) }));
    const region = await openContent();
    fireEvent.click(within(region).getByRole('button', { name: 'FAQ' }));
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Remove Quels moyens de paiement ? in every language' })));
    const dialog = screen.getByRole('dialog', { name: 'Remove this item in every language?' });
    expect(within(dialog).getByText('Every language')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove in every language' })));
    expect(await within(region).findByText('The item is removed.')).toBeTruthy();
    expect(api.callsTo('admin/remove_site_content')[0].body).toEqual({ kind: 'faq', slug: '3', locale: '' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it("lists the e-mails in the server's order by what each is for, with their versions, none created or removed", async () => {
    const api = mockApi(adminRoutes({ 'admin/get_content_history': () => json(200, { versions: [WELCOME_FR] }) }));
    const region = await openContent();
    fireEvent.click(within(region).getByRole('button', { name: 'E-mails' }));
    expect(within(region).getByRole('button', { name: 'E-mails' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(region).getByRole('table', { name: 'E-mails, language: Français' })).toBeTruthy();
    expect(within(region).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['E-mail', 'Subject', 'Version', 'Changed by', 'Changed on', 'Actions']);
    expect(cells(region)).toEqual([
      ['Welcome and activation', 'Bienvenue : activez votre compte', '1', 'Site', '2025.11.23 12:13:20', 'EditVersions'],
      ['Password reset', 'Choisissez un nouveau mot de passe', '1', 'Site', '2025.11.23 12:13:20', 'EditVersions'],
      ['Support answerNot translated (not shown in this language)', '', '—', '—', '—', 'WriteVersions'],
    ]);
    // The site sends a fixed set of mails: none is created.
    expect(within(region).queryByRole('button', { name: /^New/ })).toBeNull();

    // In English, the French text stands in for a mail not translated yet.
    fireEvent.click(within(region).getByRole('tab', { name: 'English' }));
    expect(cells(region).map((row) => row.slice(0, 2))).toEqual([
      ['Welcome and activation', 'Welcome: activate your account'],
      ['Password resetNot translated (shows the French text)', 'Choisissez un nouveau mot de passe'],
      ['Support answerNot translated (not shown in this language)', ''],
    ]);
    expect(within(region).getByRole('button', { name: 'Translate Password reset into English' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Write the e-mail Support answer in English' })).toBeTruthy();

    fireEvent.click(within(region).getByRole('tab', { name: 'Français' }));
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Versions of Welcome and activation (Français)' })));
    const history = within(region).getByRole('region', { name: 'Versions of Welcome and activation (Français)' });
    await within(history).findByRole('table');
    expect(api.callsTo('admin/get_content_history')[0].body).toEqual({ kind: 'mail', slug: 'welcome', locale: 'fr' });
    expect(within(history).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Version', 'Subject', 'Changed by', 'Changed on', 'State', 'Actions']);
  });

  it("edits a mail's plain text with the placeholders it must keep, and says the server's refusal under the text", async () => {
    let answer = () =>
      json(422, {
        error: {
          code: 'invalid',
          message: 'server text of invalid',
          params: {},
          fields: { body: { code: 'placeholder_missing', message: 'server text', params: { placeholder: '{link}' } } },
        },
      });
    const api = mockApi(adminRoutes({ 'admin/update_template': () => answer() }));
    const region = await openContent();
    fireEvent.click(within(region).getByRole('button', { name: 'E-mails' }));
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Edit Welcome and activation (Français)' })));
    const editor = within(region).getByRole('region', { name: 'Edit Welcome and activation (Français)' });
    const which = within(editor).getByLabelText('E-mail') as HTMLInputElement;
    expect(which.value).toBe('Welcome and activation');
    expect(which.readOnly).toBe(true);
    expect((within(editor).getByLabelText('Subject') as HTMLInputElement).value).toBe('Bienvenue : activez votre compte');
    const body = within(editor).getByLabelText('Text (plain, no formatting)') as HTMLTextAreaElement;
    expect(body.value).toBe('Bonjour {username},\n\nOuvrez {link} pour activer votre compte.');
    // The placeholders come from the server's list, read with the text.
    const hint = within(editor).getByText('Keep these placeholders: {username}, {link}. The site replaces them when it sends the e-mail.');
    expect(body.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    // Plain text: no Markdown preview, no picture, no place on the site.
    expect(within(editor).queryByRole('heading', { name: 'Preview' })).toBeNull();
    expect(within(editor).queryByLabelText('Insert a picture')).toBeNull();
    expect(within(editor).queryByLabelText('Position')).toBeNull();

    fireEvent.change(body, { target: { value: 'Bonjour {username}, bienvenue.' } });
    await act(async () => fireEvent.click(within(editor).getByRole('button', { name: 'Save the version' })));
    await vi.waitFor(() => expect(messageUnder(body)).toBe('Keep {link} in this text: the site fills it in when it sends the mail.'));
    expect(body.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(body));
    expect(api.callsTo('admin/update_template')[0].body).toEqual({
      kind: 'mail',
      slug: 'welcome',
      locale: 'fr',
      title: 'Bienvenue : activez votre compte',
      body: 'Bonjour {username}, bienvenue.',
      section: '',
      position: '0',
      link: '',
      action: '',
      image: '',
    });

    answer = () => json(200, { ...WELCOME_FR, id: 'new', version: 2, body: 'Bonjour {username}, ouvrez {link}.' });
    fireEvent.change(body, { target: { value: 'Bonjour {username}, ouvrez {link}.' } });
    await act(async () => fireEvent.click(within(editor).getByRole('button', { name: 'Save the version' })));
    expect(await within(region).findByText('Version 2 saved.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'E-mails' }).getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo('admin/preview_content')).toHaveLength(0);
  });
});
