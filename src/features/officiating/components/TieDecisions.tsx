// The poule's standings for the officials, and the last step of the tie-break chain: when couples are
// still equal after points, forgotten techniques and big, medium and small mistakes, the officials record
// the order they decided (1, 2 …). The server re-ranks and audits the decision.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { formatNumber } from '@/lib/core/format';
import { toast } from '@/lib/core/toast';
import { useTieBreak, type Draw } from '@/features/results/api';
import { compare } from '@/features/results/scoring';
import { CoupleCell } from '@/features/results/components/CoupleCell';
import { coupleLabel } from '@/features/results/components/labels';

/** Couples equal on every key but the officials' decision. */
function tiedIds(draws: Draw[]): Set<string> {
  const scored = draws.filter((d) => d.scored);
  const out = new Set<string>();
  for (const a of scored) {
    for (const b of scored) {
      if (a.id !== b.id && compare({ ...a, tieBreak: 0 }, { ...b, tieBreak: 0 }) === 0) out.add(a.id);
    }
  }
  return out;
}

export function TieDecisions({ competitionId, draws }: { competitionId: string; draws: Draw[] }) {
  const { t } = useTranslation('results');
  const tied = tiedIds(draws);
  const rows = draws.filter((d) => d.scored).sort((a, b) => a.rank - b.rank || a.order - b.order);
  return (
    <section className="panel" aria-labelledby="standings-title">
      <h3 id="standings-title" className="subsection-title">
        {t('ties.title')}
      </h3>
      {!rows.length ? <p className="muted">{t('ties.noneScored')}</p> : null}
      {rows.length && !tied.size ? <p className="muted">{t('ties.none')}</p> : null}
      {rows.length ? (
        <table className="plain-table">
          <thead>
            <tr>
              <th scope="col">{t('columns.rank')}</th>
              <th scope="col">{t('columns.couple')}</th>
              <th scope="col">{t('columns.points')}</th>
              <th scope="col">{t('ties.decided')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.id} className={tied.has(d.id) ? 'tied' : undefined}>
                <td>{d.rank}</td>
                <td>
                  <CoupleCell tori={d.toriName} uke={d.ukeName} clubs={d.clubs} />
                </td>
                <td>{formatNumber(d.points)}</td>
                <td>{tied.has(d.id) ? <TieInput competitionId={competitionId} draw={d} /> : d.tieBreak ? d.tieBreak : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function TieInput({ competitionId, draw }: { competitionId: string; draw: Draw }) {
  const { t } = useTranslation('results');
  const save = useTieBreak(competitionId);
  const [value, setValue] = useState<number>(draw.tieBreak || 0);
  const couple = coupleLabel({ tori: draw.toriName, uke: draw.ukeName });
  return (
    <form
      className="tie-input"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ draw: draw.id, tieBreak: value }, { onSuccess: () => toast.success(t('common:toasts.saved'), t('ties.saved', { couple })) });
      }}
    >
      <InputNumber value={value} min={0} max={99} onValueChange={(e) => setValue(e.value ?? 0)} aria-label={t('ties.placeOf', { couple })} inputClassName="tie-number" />
      <Button type="submit" size="small" icon="pi pi-check" aria-label={t('ties.saveFor', { couple })} loading={save.isPending} />
    </form>
  );
}
