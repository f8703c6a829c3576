// Draw management (/competitions/{id}/officials/draw), for the organizers of the competition and admins:
// the format (split at N couples, finalists), the seeded draw, moving a couple by hand before
// publication, the panel size, publication, the final of each category, freezing the leaderboard and
// signing off the results (what is not finished; the confirmation for the season).
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { InputText } from 'primereact/inputtext';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { toast } from '@/lib/core/toast';
import { useSession } from '@/lib/core/session';
import { rolesIn, useDrawPoules, useDraws, useOfficialCompetition, usePoules, type Draw, type Poule } from '@/features/results/api';
import { FormatForm } from '../components/FormatForm';
import { BreaksForm } from '../components/BreaksForm';
import { FreezeButton } from '../components/FreezeButton';
import { WorkbookExports } from '../components/WorkbookExports';
import { MakeFinal } from '../components/MakeFinal';
import { NotAnOfficial, OfficialLink, OfficialsHead } from '@/features/results/components/OfficialsHead';
import { ManagedPoule } from '../components/ManagedPoule';
import { categoryLabel } from '@/features/results/components/labels';
import { paths } from '@/lib/core/paths';
import { byRankThenOrder } from '@/lib/rules/places';
import { SignOffButton } from '@/lib/domain/competition/SignOff';
import '@/features/results/results.css';
import '../officiating.css';

/** The groups' couples that may join a category's final: drawn in a group, not absent there, not in the final yet. */
function finalistCandidates(groups: Poule[], draws: Draw[], finalId: string): Draw[] {
  const ids = new Set(groups.map((g) => g.id));
  const inFinal = new Set(draws.filter((d) => d.poule === finalId).map((d) => d.enrolment));
  return draws.filter((d) => ids.has(d.poule) && !d.absence && !inFinal.has(d.enrolment)).sort(byRankThenOrder);
}

export default function DrawManagerPage() {
  const { t } = useTranslation('results');
  const { competitionID = '' } = useParams();
  const user = useSession();
  const competition = useOfficialCompetition(competitionID);
  const { staff } = rolesIn(competition.data, user);
  const poules = usePoules(competitionID, staff);
  const draws = useDraws(competitionID, staff);
  const draw = useDrawPoules(competitionID);
  const [seed, setSeed] = useState('');

  const categories = useMemo(() => groupByCategory(poules.data ?? []), [poules.data]);

  if (competition.isLoading) return <Loading />;
  if (!competition.data || !staff) return <NotAnOfficial staff />;
  const c = competition.data;

  return (
    <div className="officials-page">
      <OfficialsHead title={t('manage.title')}>
        <OfficialLink to={paths.scoring(competitionID)} icon="pi-pencil" label={t('officials.scoring')} />
        <OfficialLink to={paths.supervisor(competitionID)} icon="pi-verified" label={t('officials.supervise')} />
        <FreezeButton competitionId={competitionID} frozen={c.leaderboardFrozen} />
        <WorkbookExports competitionId={competitionID} />
        <SignOffButton competition={c} />
      </OfficialsHead>

      <div className="manage-grid">
        <section className="panel" aria-labelledby="draw-run">
          <h3 id="draw-run" className="subsection-title">
            {t('manage.drawTitle')}
          </h3>
          <p className="muted">{t('manage.drawHint')}</p>
          <form
            className="draw-form"
            onSubmit={(e) => {
              e.preventDefault();
              draw.mutate(seed.trim(), {
                onSuccess: (r) => {
                  toast.success(t('manage.drawn', { seed: r.seed }), t('manage.drawnDetail', { count: r.drawn.length, skipped: r.skipped.length }));
                  setSeed('');
                },
              });
            }}
          >
            <div className="field">
              <label htmlFor="draw-seed">{t('manage.seed')}</label>
              <InputText id="draw-seed" value={seed} maxLength={64} onChange={(e) => setSeed(e.target.value)} aria-describedby="draw-seed-hint" autoComplete="off" />
              <small id="draw-seed-hint" className="muted">
                {t('manage.seedHint')}
              </small>
            </div>
            <Button type="submit" icon="pi pi-sync" label={t('manage.draw')} loading={draw.isPending} />
          </form>
        </section>
        <FormatForm competition={c} />
        <BreaksForm competition={c} />
      </div>

      {poules.isLoading || draws.isLoading ? <Loading /> : null}
      {!poules.isLoading && !categories.length ? <EmptyState icon="pi pi-th-large" title={t('poules.empty')} description={t('manage.emptyHint')} /> : null}
      {categories.map((cat) => {
        const groups = cat.poules.filter((p) => p.phase !== 'final');
        const hasFinal = cat.poules.some((p) => p.phase === 'final');
        return (
          <section key={cat.key} className="poule-section" aria-labelledby={`cat-${cat.key}`}>
            <div className="category-head">
              <h3 id={`cat-${cat.key}`} className="subsection-title">
                {categoryLabel(t, { circuitName: cat.circuitName, kata: cat.kata })}
              </h3>
              {!hasFinal ? <MakeFinal competitionId={competitionID} circuit={cat.circuit} circuitName={cat.circuitName} kata={cat.kata} groups={groups} draws={draws.data ?? []} finalists={c.finalists} tatamiCount={c.tatami || 1} /> : null}
            </div>
            {cat.poules.map((p) => (
              <ManagedPoule
                key={p.id}
                competitionId={competitionID}
                poule={p}
                siblings={cat.poules}
                draws={(draws.data ?? []).filter((d) => d.poule === p.id)}
                circuitName={cat.circuitName}
                tatamiCount={c.tatami || 1}
                candidates={p.phase === 'final' ? finalistCandidates(groups, draws.data ?? [], p.id) : []}
              />
            ))}
          </section>
        );
      })}
      <ConfirmDialog />
    </div>
  );
}

interface Category {
  key: string;
  circuit: string;
  circuitName: string;
  kata: Poule['kata'];
  poules: Poule[];
}

/** Poules by category (circuit + kata), groups before the final. */
export function groupByCategory(poules: Poule[]): Category[] {
  const out = new Map<string, Category>();
  for (const p of poules) {
    const key = `${p.circuit}-${p.kata}`;
    if (!out.has(key)) out.set(key, { key, circuit: p.circuit, circuitName: p.expand?.circuit?.name ?? '', kata: p.kata, poules: [] });
    out.get(key)?.poules.push(p);
  }
  for (const c of out.values()) c.poules.sort((a, b) => (a.phase === b.phase ? a.name.localeCompare(b.name) : a.phase === 'final' ? 1 : -1));
  return [...out.values()];
}
