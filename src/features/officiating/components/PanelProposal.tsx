// The panel assistant on the supervisor's screen: for the poule shown and the poules after it on its
// tatami, a panel each (src/lib/rules/panels.ts: qualified for the kata, away from the judges' own
// clubs, the fewest couples judged so far, rested judges before those who just sat) with why each
// judge was chosen and what could not be avoided. The poule's panel is seated with one confirm (the
// tatami's seats judge every poule: the later panels are the plan, seated when their poule comes).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { formatNumber } from '@/lib/core/format';
import { type Draw, type Poule } from '@/features/results/api';
import { pouleLabel } from '@/features/results/components/labels';
import { currentCouple } from '@/features/results/judge/sheetState';
import { clubCodes, panelCouples, useClubNames, useJudgedLoad } from '@/features/results/judge/panelsApi';
import type { JudgeQualification } from '@/features/results/judge/qualificationsApi';
import type { Judge, Seat } from '@/features/results/judge/supervisorApi';
import { judgingDay, qualificationMode, qualificationProblem } from '@/lib/rules/qualification';
import { proposePanels, type PanelProblem, type PanelPoule } from '@/lib/rules/panels';
import { pouleTatami, tatamiSequence } from '@/lib/rules/tatami';

interface Props {
  poule: Poule;
  poules: readonly Poule[];
  draws: readonly Draw[];
  competition: { id: string; date?: string; judgeQualification?: string };
  judges: readonly Judge[];
  seats: readonly Seat[];
  qualifications: readonly JudgeQualification[];
  /** Seats the poule's panel (seat number → judge id, every panel seat). */
  onSeat: (seats: Record<string, string>) => void;
  seating: boolean;
}

export function problemText(t: (k: string, o?: Record<string, unknown>) => string, problem: PanelProblem, name: string) {
  return problem.code === 'panel_conflict_club' ? t('panels.conflict', { name, club: problem.club, count: problem.couples }) : t('qualifications.problems.judge_unqualified', { name });
}

export function PanelProposal({ poule, poules, draws, competition, judges, seats, qualifications, onSeat, seating }: Props) {
  const { t } = useTranslation('results');
  const [open, setOpen] = useState(false);
  const tatami = pouleTatami(poule.tatami);
  // The poule shown and the ones after it on its tatami that still have couples to judge.
  const sequence = tatamiSequence(poules, tatami);
  const from = sequence.findIndex((p) => p.id === poule.id);
  const ahead = sequence.slice(Math.max(0, from)).filter((p) => p.id === poule.id || !!currentCouple(draws.filter((d) => d.poule === p.id)));
  const names = useClubNames(open ? clubCodes(draws.filter((d) => ahead.some((p) => p.id === d.poule))) : []);
  const load = useJudgedLoad(competition.id, open);
  const nameOf = (id: string) => judges.find((j) => j.id === id)?.name ?? '';
  const mode = qualificationMode(competition.judgeQualification);
  const ready = open && load.data && (names.data || !names.isFetching);
  const input: PanelPoule[] = ahead.map((p) => {
    const day = judgingDay(p.startsAt, competition.date);
    const qualified = mode === 'off' ? null : judges.filter((j) => !qualificationProblem(qualifications.filter((q) => q.judge === j.id), p.kata, day)).map((j) => j.id);
    return { id: p.id, size: p.judges, couples: panelCouples(draws.filter((d) => d.poule === p.id), names.data ?? {}), qualified };
  });
  const seated = Object.fromEntries(seats.filter((s) => s.judge && !s.shadow).map((s) => [String(s.seat), s.judge]));
  const proposal = ready ? proposePanels(judges, input, load.data, seated) : [];
  const seat = (panel: Record<string, string>) => {
    const all = Object.fromEntries(Array.from({ length: poule.judges }, (_, i) => [String(i + 1), panel[String(i + 1)] ?? '']));
    confirmDialog({
      header: t('panels.confirmTitle', { n: tatami }),
      message: t('panels.confirmText', { names: Object.keys(all).map((n) => `${t('supervise.seat', { n })}: ${nameOf(all[n]!) || t('supervise.empty')}`).join(' · ') }),
      icon: 'pi pi-users',
      acceptLabel: t('panels.seat'),
      rejectLabel: t('common:actions.cancel'),
      style: { width: '34rem' },
      breakpoints: { '640px': '100vw' },
      accept: () => onSeat(all),
    });
  };
  if (!open) return <Button type="button" icon="pi pi-sparkles" label={t('panels.propose')} outlined onClick={() => setOpen(true)} className="panel-propose" />;
  return (
    <section className="panel-proposal" aria-labelledby="panel-proposal-title" data-testid="panel-proposal">
      <h4 id="panel-proposal-title">{t('panels.title', { n: tatami })}</h4>
      <p className="muted">{t('panels.why')}</p>
      {!ready ? <p className="muted">{t('common:loading')}</p> : null}
      {proposal.map((p, i) => {
        const row = ahead[i]!;
        return (
          <article key={p.poule} className="panel-proposal-poule" data-proposal-poule={p.poule}>
            <h5>
              {pouleLabel(t, { ...row, circuitName: row.expand?.circuit?.name })} · {t('panels.couples', { count: input[i]!.couples.length })}
            </h5>
            <ul className="panel-proposal-seats">
              {Object.keys(p.seats)
                .map(Number)
                .sort((a, b) => a - b)
                .map((n) => {
                  const id = p.seats[String(n)]!;
                  const warnings = p.warnings.filter((w) => w.seat === n);
                  return (
                    <li key={n}>
                      <strong>{t('supervise.seat', { n })}</strong> {nameOf(id)} <span className="muted">· {t('panels.judged', { count: p.load[id] ?? 0, n: formatNumber(p.load[id] ?? 0) })}</span>
                      {warnings.map((w, k) => (
                        <small key={k} className="seat-warning seat-warning-warn">
                          <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {problemText(t, w.problem, nameOf(id))}
                        </small>
                      ))}
                    </li>
                  );
                })}
            </ul>
            {Object.keys(p.seats).length < row.judges ? <p className="seat-warning seat-warning-warn">{t('panels.short', { count: row.judges - Object.keys(p.seats).length })}</p> : null}
            {!p.warnings.length && Object.keys(p.seats).length === row.judges ? <p className="muted">{t('panels.clean')}</p> : null}
            {i === 0 ? <Button type="button" icon="pi pi-check" label={t('panels.seat')} loading={seating} onClick={() => seat(p.seats)} /> : <p className="muted">{t('panels.later')}</p>}
          </article>
        );
      })}
      <Button type="button" label={t('panels.close')} text onClick={() => setOpen(false)} />
    </section>
  );
}
