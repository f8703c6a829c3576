// Issues against a mocked API: the list with its unread marker, filter and empty state; the new
// issue dialog (title required, issue then first message); the thread with its status buttons,
// attachments, the reopen note, and "mark read" on opening.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';
import { attachmentProblem, displayFileName } from './api';

beforeAll(async () => {
  await i18n.loadNamespaces(['issues']);
});

const page = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });
const issue = (over: Record<string, unknown> = {}) => ({
  id: 'i1',
  collectionId: 'pbc_issues',
  collectionName: 'issues',
  title: 'Payment question',
  owner: 'u1',
  subscribers: ['u1', 'a1'],
  status: 'open',
  lastActivityAt: '2026-11-20 10:00:00.000Z',
  created: '2026-11-20 09:00:00.000Z',
  updated: '',
  ...over,
});
const message = (over: Record<string, unknown> = {}) => ({
  id: 'm1',
  collectionId: 'pbc_messages',
  collectionName: 'messages',
  issue: 'i1',
  author: 'u1',
  authorName: 'Anna Athlete',
  text: 'Where is my receipt?',
  attachments: [],
  created: '2026-11-20 09:00:00.000Z',
  updated: '',
  ...over,
});

it('file helpers: storage suffix, limits', () => {
  expect(displayFileName('receipt_a1b2c3d4e5.pdf')).toBe('receipt.pdf');
  const f = (name: string, size = 10) => new File(['x'.repeat(size)], name);
  expect(attachmentProblem([f('a.pdf'), f('b.png')])).toBeNull();
  expect(attachmentProblem(Array.from({ length: 11 }, (_, i) => f(`${i}.pdf`)))?.key).toBe('tooMany');
  expect(attachmentProblem([f('run.exe')])).toEqual({ key: 'type', name: 'run.exe' });
});

describe('issue list', () => {
  it('shows title, status, last activity and the unread marker; filters by status', async () => {
    loginAs('athlete', { id: 'u1' });
    const filters: string[] = [];
    server.use(
      http.get('*/api/collections/issues/records', ({ request }) => {
        filters.push(new URL(request.url).searchParams.get('filter') ?? '');
        return page([issue(), issue({ id: 'i2', title: 'Belt rule', status: 'solved' })]);
      }),
      http.get('*/api/collections/message_notifications/records', () => page([{ issue: 'i2' }])),
    );
    renderRoute('/reserved/issues');
    expect(await screen.findByRole('link', { name: 'Payment question' })).toHaveAttribute('href', '/reserved/issues/i1');
    expect(screen.getByRole('row', { name: /Belt rule/ })).toHaveTextContent('Solved');
    await waitFor(() => expect(screen.getAllByTestId('issue-unread')).toHaveLength(1));
    expect(screen.getByRole('row', { name: /Belt rule/ })).toHaveTextContent('Unread messages');
    expect(screen.queryByRole('columnheader', { name: 'Opened by' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
    await waitFor(() => expect(filters.at(-1)).toBe('status = "closed"'));
  });

  it('the empty state invites to open an issue', async () => {
    loginAs('athlete', { id: 'u1' });
    server.use(http.get('*/api/collections/issues/records', () => page([])));
    renderRoute('/reserved/issues');
    expect(await screen.findByRole('heading', { name: 'No issues found' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New issue' }).length).toBeGreaterThan(0);
  });
});

describe('new issue', () => {
  it('requires a title and a message, then creates the issue and its first message', async () => {
    loginAs('athlete', { id: 'u1' });
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/collections/issues/records', () => page([])),
      http.post('*/api/collections/issues/records', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(issue({ id: 'new1', title: 'Help' }));
      }),
      http.post('*/api/collections/messages/records', async ({ request }) => {
        const form = await request.formData();
        sent.push({ text: form.get('text'), issue: form.get('issue'), files: form.getAll('attachments').length });
        return HttpResponse.json(message({ id: 'm9', issue: 'new1' }));
      }),
      http.get('*/api/collections/issues/records/new1', () => HttpResponse.json(issue({ id: 'new1', title: 'Help' }))),
      http.get('*/api/collections/messages/records', () => page([message({ issue: 'new1' })])),
      http.post('*/api/custom/issues/new1/read', () => HttpResponse.json({ marked: 0 })),
    );
    renderRoute('/reserved/issues');
    await userEvent.click((await screen.findAllByRole('button', { name: 'New issue' }))[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Open the issue' }));
    expect(await screen.findByText('You must set an issue title')).toBeInTheDocument();
    expect(screen.getByText('The message cannot be empty')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Title/), 'Help');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Please check my payment');
    const input = document.getElementById('issue-files') as HTMLInputElement;
    await userEvent.upload(input, [new File(['a'], 'a.pdf', { type: 'application/pdf' }), new File(['b'], 'b.png', { type: 'image/png' })]);
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the issue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(sent).toEqual([
      { title: 'Help', owner: 'u1' },
      { text: 'Please check my payment', issue: 'new1', files: 2 },
    ]);
  });
});

describe('thread', () => {
  function thread(status: string, owner = 'u1', msgs = [message()]) {
    let marked = 0;
    server.use(
      http.get('*/api/collections/issues/records/i1', () => HttpResponse.json(issue({ status, owner }))),
      http.get('*/api/collections/messages/records', () => page(msgs)),
      http.post('*/api/custom/issues/i1/read', () => {
        marked++;
        return HttpResponse.json({ marked: 1 });
      }),
      http.post('*/api/files/token', () => HttpResponse.json({ token: 'tok' })),
    );
    return { marked: () => marked };
  }

  it('shows messages with author, time and attachments, and marks my notifications read', async () => {
    loginAs('athlete', { id: 'u1' });
    const t = thread('open', 'u1', [
      message({ attachments: ['photo_abcdefghij.png', 'receipt_abcdefghij.pdf'] }),
      message({ id: 'm2', author: 'a1', authorName: 'Ada Admin', text: 'Received', created: '2026-11-20 11:00:00.000Z' }),
    ]);
    renderRoute('/reserved/issues/i1');
    expect(await screen.findByText('Where is my receipt?')).toBeInTheDocument();
    const items = screen.getAllByRole('article');
    expect(items[0]).toHaveTextContent('Anna Athlete (you)');
    expect(items[1]).toHaveTextContent('Ada Admin');
    const img = await screen.findByRole('img', { name: 'photo.png' });
    expect(img.getAttribute('src')).toContain('token=tok');
    expect(screen.getByRole('link', { name: 'Download receipt.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(t.marked()).toBe(1));
    // The owner of an open issue may mark it solved or closed, not reopen it.
    expect(screen.getByRole('button', { name: 'Mark as solved' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as closed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
  });

  it('a solved issue says that a new message reopens it; an empty message is refused', async () => {
    loginAs('athlete', { id: 'u1' });
    thread('solved');
    renderRoute('/reserved/issues/i1');
    expect(await screen.findByText('This issue is solved: a new message reopens it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message cannot be empty')).toBeInTheDocument();
  });

  it('admins change the status; other subscribers see no status buttons; closed has no composer', async () => {
    loginAs('admin', { id: 'a1' });
    let patched: unknown;
    thread('open', 'u1');
    server.use(
      http.patch('*/api/collections/issues/records/i1', async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json(issue({ status: 'solved' }));
      }),
    );
    const { unmount } = renderRoute('/reserved/issues/i1');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as solved' }));
    await waitFor(() => expect(patched).toEqual({ status: 'solved' }));
    unmount();

    loginAs('organizer', { id: 'o1' });
    thread('closed', 'u1');
    renderRoute('/reserved/issues/i1');
    expect(await screen.findByText('This issue is closed: no new messages can be written.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});
