// Documents against a mocked API: public list (what the public sees), reserved upload of several
// files with client limits and the server's refusals, and the organizer's required competition.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';
import { toast } from '@/lib/core/toast';
import { displayFileName } from './api';

beforeAll(async () => {
  await i18n.loadNamespaces(['documents']);
});
afterEach(() => vi.restoreAllMocks());

const page = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });
const doc = (over: Record<string, unknown> = {}) => ({
  id: 'd1',
  collectionId: 'pbc_documents',
  collectionName: 'documents',
  file: 'rules_abcdefghij.pdf',
  name: 'Rules',
  size: 1536,
  public: true,
  visibility: '',
  competition: '',
  created: '2026-11-01 10:00:00.000Z',
  updated: '',
  ...over,
});

it('shows file names without the storage suffix', () => {
  expect(displayFileName('kata_rules_a1b2c3d4e5.pdf')).toBe('kata_rules.pdf');
  expect(displayFileName('README')).toBe('README');
});

describe('public documents', () => {
  it('lists public (and, for signed-in users, registered-only) documents of published competitions', async () => {
    let filter = '';
    server.use(
      http.get('*/api/collections/documents/records', ({ request }) => {
        filter = new URL(request.url).searchParams.get('filter') ?? '';
        return page([doc(), doc({ id: 'd2', name: 'Programme', file: 'prog_abcdefghij.pdf', competition: 'c1', expand: { competition: { id: 'c1', name: 'Coppa', date: '', status: 'ready' } } })]);
      }),
    );
    renderRoute('/documents');
    expect(await screen.findByText('Rules')).toBeInTheDocument();
    expect(screen.getByText('General')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Coppa' })).toHaveAttribute('href', '/competitions/c1');
    expect(screen.getAllByText('1.5 kB')).toHaveLength(2);
    expect(filter).toContain('(public = true || visibility = "registered")');
    expect(filter).toContain('competition.status != "draft"');
  });

  it('the empty state', async () => {
    server.use(http.get('*/api/collections/documents/records', () => page([])));
    renderRoute('/documents');
    expect(await screen.findByRole('heading', { name: 'No documents found' })).toBeInTheDocument();
  });
});

describe('reserved documents: upload', () => {
  it('uploads several files, one record each; refuses bad ones before and after sending', async () => {
    loginAs('admin', { id: 'a1' });
    const sent: { name: string; public: string; visibility: string; competition: string }[] = [];
    server.use(
      http.get('*/api/collections/documents/records', () => page([])),
      http.get('*/api/collections/competitions/records', () => page([{ id: 'c1', name: 'Coppa', date: '2027-03-10 09:00:00.000Z', status: 'ready' }])),
      http.post('*/api/collections/documents/records', async ({ request }) => {
        const form = await request.formData();
        // (jsdom's XMLHttpRequest sends every file as "blob": the title tells them apart.)
        if (form.get('name') === 'refused') {
          return HttpResponse.json(
            { status: 400, message: 'Failed to create record.', data: { file: { code: 'validation_invalid_mime_type', message: 'Invalid type.' } } },
            { status: 400 },
          );
        }
        expect((form.get('file') as Blob | null)?.size).toBeGreaterThan(0);
        sent.push({ name: String(form.get('name')), public: String(form.get('public')), visibility: String(form.get('visibility')), competition: String(form.get('competition')) });
        return HttpResponse.json(doc({ name: String(form.get('name')) }));
      }),
    );
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    renderRoute('/reserved/documents');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Upload documents' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Upload documents' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Competition staff/ }));
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    // The picker's accept list would hide the wrong file: drop it in anyway, as a drag and drop would.
    const user = userEvent.setup({ applyAccept: false });
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(input, [
      new File(['%PDF-1.4 programme'], 'programme.pdf', { type: 'application/pdf' }),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      big,
      new File(['%PDF-1.4 x'], 'refused.pdf', { type: 'application/pdf' }),
    ]);
    expect(within(dialog).getByText('This file type is not allowed')).toBeInTheDocument();
    expect(within(dialog).getByText('The file is larger than 20 MB')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ name: 'programme', public: 'false', visibility: 'staff', competition: '' });
    // The server refused one: its reason next to it, a 'Create failed' toast, the dialog stays open.
    await waitFor(() => expect(within(dialog).getAllByText('This file type is not allowed')).toHaveLength(2));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Create failed', expect.any(String)));
    expect(success).toHaveBeenCalledWith('Saved', 'Documents uploaded: 1.');
    expect(within(dialog).getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload documents' })).toBeInTheDocument();
  });

  it('an organizer must choose one of the competitions they organize', async () => {
    loginAs('organizer', { id: 'o1' });
    let competitionsFilter = '';
    server.use(
      http.get('*/api/collections/documents/records', () => page([])),
      http.get('*/api/collections/competitions/records', ({ request }) => {
        competitionsFilter = new URL(request.url).searchParams.get('filter') ?? '';
        return page([]);
      }),
    );
    renderRoute('/reserved/documents');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Upload documents' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Upload documents' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose the competition of the document')).toBeInTheDocument();
    expect(competitionsFilter).toMatch(/organizers\.id \?= ["']o1["']/);
  });
});
