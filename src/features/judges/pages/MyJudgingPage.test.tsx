// A judge's own page: an account not linked to a judge is told whom to ask; a linked one sees its
// panels to come, its qualifications with their expiry (lapsed, lapsing within 30 days) and its own
// figures, as the server answers them (GET /api/custom/judges/me).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import '@/lib/core/i18n';

const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 1000, totalItems: items.length, totalPages: 1, items });
const day = (offset: number) => `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)} 00:00:00.000Z`;

function answer(me: Record<string, unknown>) {
  server.use(
    http.get('*/api/custom/judges/me', () => HttpResponse.json(me)),
    http.get('*/api/collections/message_notifications/records', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
    http.get('*/api/collections/:collection/records', () => list([])),
  );
}

describe('My judging', () => {
  it('an account not linked to a judge: whom to ask', async () => {
    answer({ judge: null });
    loginAs('athlete');
    renderRoute('/reserved/judging');
    expect(await screen.findByRole('heading', { name: 'Your account is not linked to a judge' })).toBeInTheDocument();
  });

  it('a linked judge: panels, qualifications with their expiry, own figures', async () => {
    answer({
      judge: { id: 'j1', name: 'Anna Bianchi', club: 'Judo Roma' },
      qualifications: [
        { id: 'q1', kata: 'nage-no-kata', level: 'national', validUntil: day(10) },
        { id: 'q2', kata: 'kime-no-kata', level: 'regional', validUntil: day(-2) },
        { id: 'q3', kata: 'ju-no-kata', level: 'international', validUntil: day(200) },
      ],
      panels: [
        {
          competition: { id: 'c1', name: 'Coppa Italia', date: '2027-03-10 09:00:00.000Z', endDate: '', location: 'Milano' },
          tatami: 2,
          seat: 3,
          shadow: false,
          poules: [{ id: 'p1', name: 'A', kata: 'nage-no-kata', phase: 'group', startsAt: '', circuit: 'Open' }],
        },
      ],
      figures: { judge: 'j1', name: 'Anna Bianchi', club: 'Judo Roma', competitions: 2, couples: 3, items: 51, cancelled: 20, outside: 4, distance: 6, plus: 1, minus: 3, refCouples: 0, refItems: 0, refPlus: 0, refMinus: 0, refSum: 0 },
      panelDistance: 0.75,
      referenceTolerance: 1,
    });
    loginAs('commissioner');
    renderRoute('/reserved/judging');
    expect(await screen.findByText('Anna Bianchi · Judo Roma', { selector: '.page-subtitle' })).toBeInTheDocument();
    const panels = screen.getByRole('region', { name: 'Panels to come' });
    expect(within(panels).getByRole('link', { name: 'Coppa Italia' })).toHaveAttribute('href', '/competitions/c1');
    expect(within(panels).getByText('Tatami 2 · seat 3')).toBeInTheDocument();
    expect(within(panels).getByText('Open · Nage-no-kata · Group A')).toBeInTheDocument();
    const quals = screen.getByRole('region', { name: 'My qualifications' });
    expect(within(quals).getByText('Lapses in 10 days')).toBeInTheDocument();
    expect(within(quals).getByText('Expired')).toBeInTheDocument();
    expect(within(quals).queryAllByText(/Lapses in/)).toHaveLength(1);
    // 4 of 51 marks cancelled and outside: 7.8 %.
    const figures = screen.getByRole('region', { name: 'My figures' });
    expect(within(figures).getByText('4 marks (7.8%)')).toBeInTheDocument();
  });
});
