// "Make the final" of one category: disabled, with the reason next to it, until the server would
// accept it (every group published and scored, no tie at a group's last place); says how many
// couples come from each group, and asks before drawing.
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { toast } from '@/lib/toast';
import { useMakeFinal, type Draw, type Poule } from '../api';
import { finalReadiness, finalPlan } from '../final';
import { categoryLabel, coupleLabel, pouleLabel } from './labels';

export function MakeFinal({ competitionId, circuit, circuitName, kata, groups, draws, finalists }: { competitionId: string; circuit: string; circuitName: string; kata: Poule['kata']; groups: Poule[]; draws: Draw[]; finalists: number }) {
  const { t } = useTranslation('results');
  const final = useMakeFinal(competitionId);
  const category = categoryLabel(t, { circuitName, kata });
  const state = finalReadiness(groups, draws, finalists);
  const plan = finalPlan(finalists, groups.length);
  const hintId = `final-hint-${circuit}-${kata}`;
  const names = (ps: string[]) => joinList(ps.map((name) => pouleLabel(t, { kata, name, phase: 'group' }, false)));
  let reason = '';
  if (!state.ready) {
    if (state.reason === 'noGroups') reason = t('final.noGroups');
    else if (state.reason === 'unpublished') reason = t('final.unpublished', { poules: names(state.poules) });
    else if (state.reason === 'unscored') {
      const shown = state.couples.slice(0, 5).map(coupleLabel);
      reason = t('final.unscored', { count: state.couples.length, couples: joinList(shown) + (state.couples.length > shown.length ? ' …' : '') });
    } else reason = t('final.tie', { poules: names(state.poules) });
  }
  const composition = groups.length > 1 ? t('final.fromEach', { count: plan.perGroup, groups: groups.length, total: plan.total }) : t('final.fromOne', { count: plan.total });
  const make = () =>
    confirmDialog({
      header: t('final.confirmTitle'),
      message: t('final.confirm', { category, composition }),
      acceptLabel: t('manage.makeFinal'),
      rejectLabel: t('common:actions.cancel'),
      accept: () => final.mutate({ circuit, kata }, { onSuccess: () => toast.success(t('common:toasts.saved'), t('manage.finalMade')) }),
    });
  return (
    <div className="make-final">
      <Button
        type="button"
        size="small"
        icon="pi pi-star"
        label={t('manage.makeFinal')}
        aria-label={`${t('manage.makeFinal')} – ${category}`}
        aria-describedby={hintId}
        disabled={!state.ready}
        loading={final.isPending}
        onClick={make}
      />
      <small id={hintId} className="muted make-final-hint">
        {composition}
        {plan.exact ? '' : ` ${t('final.notExact', { asked: plan.asked, total: plan.total })}`}
        {reason ? ` ${reason}` : ''}
      </small>
    </div>
  );
}

const joinList = (items: string[]) => items.join(', ');
