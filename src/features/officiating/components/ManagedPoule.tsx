// One poule in the draw management: its order of execution, the panel size, publication, and moving a
// couple by hand (to another position or the other group) before publication; once published, a couple
// that will not perform and the finalists by hand (AbsenceActions).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { NamedDropdown } from '@/components/NamedDropdown';
import { InputNumber } from 'primereact/inputnumber';
import { confirmDialog } from 'primereact/confirmdialog';
import { toast } from '@/lib/core/toast';
import { formatNumber } from '@/lib/core/format';
import { useMoveDraw, useUpdatePoule, type Draw, type Poule } from '@/features/results/api';
import { AbsenceRank } from '@/features/results/components/AbsenceRank';
import { AddFinalist, CoupleAbsenceActions } from './AbsenceActions';
import { CoupleCell } from '@/features/results/components/CoupleCell';
import { PouleSchedule } from './PouleSchedule';
import { coupleLabel, pouleLabel } from '@/features/results/components/labels';

export function ManagedPoule({
  competitionId,
  poule,
  siblings,
  draws,
  circuitName,
  tatamiCount = 1,
  candidates = [],
}: {
  competitionId: string;
  poule: Poule;
  siblings: Poule[];
  draws: Draw[];
  circuitName: string;
  tatamiCount?: number;
  /** For a final: the groups' couples that could join it. */
  candidates?: Draw[];
}) {
  const { t } = useTranslation('results');
  const update = useUpdatePoule(competitionId);
  const [moving, setMoving] = useState<Draw | null>(null);
  const label = pouleLabel(t, { ...poule, circuitName });
  const scored = draws.some((d) => (d.judgeTotals ?? []).some((v) => v !== null));

  return (
    <article className="managed-poule" aria-label={label}>
      <header className="managed-poule-head">
        <div>
          <h4 className="managed-poule-title">{pouleLabel(t, poule, false)}</h4>
          <p className="muted managed-poule-meta">
            {t('draws.meta', { count: draws.length, judges: poule.judges })} · {t('draws.seed')}: <code>{poule.seed}</code>
          </p>
        </div>
        <span className={`poule-state ${poule.published ? 'poule-state-published' : ''}`}>{poule.published ? t('manage.published') : t('manage.unpublished')}</span>
      </header>
      <div className="managed-poule-actions">
        <div className="judges-switch" role="group" aria-label={`${t('manage.judges')} – ${label}`}>
          <span className="muted">{t('manage.judges')}</span>
          {[3, 5].map((n) => (
            <Button
              key={n}
              type="button"
              size="small"
              label={String(n)}
              outlined={poule.judges !== n}
              aria-pressed={poule.judges === n}
              disabled={scored || update.isPending}
              onClick={() => poule.judges !== n && update.mutate({ id: poule.id, judges: n })}
            />
          ))}
        </div>
        {poule.phase === 'final' ? <AddFinalist competitionId={competitionId} poule={poule} candidates={candidates} /> : null}
        {poule.published ? (
          !scored ? (
            <Button type="button" size="small" text icon="pi pi-eye-slash" label={t('manage.withdraw')} aria-label={`${t('manage.withdraw')} – ${label}`} onClick={() => update.mutate({ id: poule.id, published: false })} />
          ) : null
        ) : (
          <Button
            type="button"
            size="small"
            icon="pi pi-send"
            label={t('manage.publish')}
            aria-label={`${t('manage.publish')} – ${label}`}
            disabled={!draws.length}
            onClick={() =>
              confirmDialog({
                header: t('manage.publishConfirmTitle'),
                message: t('manage.publishConfirm', { poule: label }),
                acceptLabel: t('manage.publish'),
                rejectLabel: t('common:actions.cancel'),
                accept: () => update.mutate({ id: poule.id, published: true }, { onSuccess: () => toast.success(t('common:toasts.saved'), t('manage.publishedToast', { poule: label })) }),
              })
            }
          />
        )}
      </div>
      <PouleSchedule key={poule.startsAt} competitionId={competitionId} poule={poule} tatamiCount={tatamiCount} label={label} />
      {draws.length ? (
        <ol className="draw-order">
          {draws.map((d) => (
            <li key={d.id}>
              <span className="draw-order-number" aria-hidden="true">
                {d.order}
              </span>
              <CoupleCell tori={d.toriName} uke={d.ukeName} clubs={d.clubs} />
              <span className="draw-order-end">
                {d.seededRank ? <span className="points-chip">{t('manage.seeded', { rank: formatNumber(d.seededRank) })}</span> : null}
                {d.scored ? <span className="points-chip">{formatNumber(d.points)}</span> : null}
                {d.absence ? <AbsenceRank absence={d.absence} rank={d.rank} /> : null}
                {poule.published ? <CoupleAbsenceActions competitionId={competitionId} poule={poule} draw={d} finalDrawn={siblings.some((s) => s.phase === 'final')} /> : null}
                {!poule.published ? (
                  <Button type="button" size="small" text icon="pi pi-arrows-v" label={t('manage.move')} aria-label={t('manage.moveCouple', { couple: coupleLabel({ tori: d.toriName, uke: d.ukeName }) })} onClick={() => setMoving(d)} />
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {moving ? <MoveDialog competitionId={competitionId} draw={moving} poule={poule} targets={siblings.filter((s) => s.phase === poule.phase && !s.published)} onClose={() => setMoving(null)} /> : null}
    </article>
  );
}

function MoveDialog({ competitionId, draw, poule, targets, onClose }: { competitionId: string; draw: Draw; poule: Poule; targets: Poule[]; onClose: () => void }) {
  const { t } = useTranslation('results');
  const move = useMoveDraw(competitionId);
  const [target, setTarget] = useState(poule.id);
  const [order, setOrder] = useState<number>(draw.order);
  const couple = coupleLabel({ tori: draw.toriName, uke: draw.ukeName });
  return (
    <Dialog header={t('manage.moveTitle', { couple })} visible onHide={onClose} className="move-dialog" breakpoints={{ '640px': '95vw' }} style={{ width: '28rem' }}>
      <form
        className="move-form"
        onSubmit={(e) => {
          e.preventDefault();
          move.mutate({ draw: draw.id, poule: target, order }, { onSuccess: () => { toast.success(t('common:toasts.saved'), t('manage.moved', { couple })); onClose(); } });
        }}
      >
        {targets.length > 1 ? (
          <div className="field">
            <label htmlFor="move-poule">{t('manage.movePoule')}</label>
            <NamedDropdown
              inputId="move-poule"
              label={t('manage.movePoule')}
              value={target} options={targets.map((p) => ({ value: p.id, label: pouleLabel(t, p, false) }))} onChange={(e) => setTarget(e.value as string)} />
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="move-order">{t('manage.movePosition')}</label>
          <InputNumber inputId="move-order" value={order} min={1} max={999} onValueChange={(e) => setOrder(e.value ?? 1)} />
        </div>
        <div className="dialog-actions">
          <Button type="button" text label={t('common:actions.cancel')} onClick={onClose} />
          <Button type="submit" icon="pi pi-check" label={t('manage.move')} loading={move.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
