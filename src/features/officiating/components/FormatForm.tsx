// The competition's format: a kata with this many couples or more is split into two groups (0: never);
// how many couples reach the final (each group sends the same number: see ../final.ts); how many tatami
// the hall has; whether couples that do not perform rank last (src/lib/rules/absence.ts); what seating a
// judge without a valid qualification for the kata does (src/lib/rules/qualification.ts), and seating a
// judge with couples of their own club (src/lib/rules/panels.ts). The hint under
// the final's size says, as it changes, how many come from each group.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { toast } from '@/lib/core/toast';
import { NamedDropdown } from '@/components/NamedDropdown';
import { QUALIFICATION_MODES, qualificationMode } from '@/lib/rules/qualification';
import { PANEL_CONFLICT_MODES, panelConflictMode } from '@/lib/rules/panels';
import { useFormat, type OfficialCompetition } from '@/features/results/api';
import { finalPlan } from '@/features/results/final';

export function FormatForm({ competition }: { competition: OfficialCompetition }) {
  const { t } = useTranslation('results');
  const save = useFormat(competition.id);
  const [splitAt, setSplitAt] = useState<number>(competition.pouleSplitAt ?? 10);
  const [finalists, setFinalists] = useState<number>(competition.finalists || 6);
  const [tatami, setTatami] = useState<number>(competition.tatami || 1);
  const [absentRanked, setAbsentRanked] = useState<boolean>(!!competition.absentRanked);
  const [publicClips, setPublicClips] = useState<boolean>(!!competition.publicClips);
  const [judgeQualification, setJudgeQualification] = useState<string>(qualificationMode(competition.judgeQualification));
  const [panelConflicts, setPanelConflicts] = useState<string>(panelConflictMode(competition.panelConflicts));
  const one = finalPlan(finalists, 1);
  const two = finalPlan(finalists, 2);
  return (
    <section className="panel" aria-labelledby="format-title">
      <h3 id="format-title" className="subsection-title">
        {t('format.title')}
      </h3>
      <form
        className="format-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ pouleSplitAt: splitAt, finalists, tatami, absentRanked, publicClips, judgeQualification, panelConflicts }, { onSuccess: () => toast.success(t('common:toasts.saved'), t('format.saved')) });
        }}
      >
        <div className="field">
          <label htmlFor="format-split">{t('format.splitAt')}</label>
          <InputNumber inputId="format-split" value={splitAt} min={0} max={1000} onChange={(e) => setSplitAt(e.value ?? 0)} onValueChange={(e) => setSplitAt(e.value ?? 0)} aria-describedby="format-split-hint" />
          <small id="format-split-hint" className="muted">
            {t('format.splitAtHint')}
          </small>
        </div>
        <div className="field">
          <label htmlFor="format-finalists">{t('format.finalists')}</label>
          <InputNumber inputId="format-finalists" value={finalists} min={2} max={100} step={2} onChange={(e) => setFinalists(e.value ?? 6)} onValueChange={(e) => setFinalists(e.value ?? 6)} aria-describedby="format-finalists-hint" />
          <small id="format-finalists-hint" className="muted" aria-live="polite">
            {t('format.oneGroup', { count: one.total })}
            {splitAt > 0 ? ` ${t('format.twoGroups', { count: two.perGroup, total: two.total })}` : ''}
            {splitAt > 0 && !two.exact ? ` ${t('final.notExact', { asked: two.asked, total: two.total })}` : ''}
          </small>
        </div>
        <div className="field">
          <label htmlFor="format-tatami">{t('running.tatamiCount')}</label>
          <InputNumber inputId="format-tatami" value={tatami} min={1} max={20} onValueChange={(e) => setTatami(e.value ?? 1)} />
        </div>
        <div className="field">
          <div className="check-field">
            <Checkbox inputId="format-absent-ranked" checked={absentRanked} onChange={(e) => setAbsentRanked(!!e.checked)} aria-describedby="format-absent-ranked-hint" />
            <label htmlFor="format-absent-ranked">{t('absence.rankedLabel')}</label>
          </div>
          <small id="format-absent-ranked-hint" className="muted">
            {t('absence.rankedHint')}
          </small>
        </div>
        <div className="field">
          <div className="check-field">
            <Checkbox inputId="format-public-clips" checked={publicClips} onChange={(e) => setPublicClips(!!e.checked)} aria-describedby="format-public-clips-hint" />
            <label htmlFor="format-public-clips">{t('clips.publicLabel')}</label>
          </div>
          <small id="format-public-clips-hint" className="muted">
            {t('clips.publicHint')}
          </small>
        </div>
        <div className="field">
          <label htmlFor="format-qualification">{t('qualifications.mode')}</label>
          <NamedDropdown
            inputId="format-qualification"
            label={t('qualifications.mode')}
            value={judgeQualification}
            options={QUALIFICATION_MODES.map((m) => ({ value: m, label: t(`qualifications.modes.${m}`) }))}
            onChange={(e) => setJudgeQualification(e.value as string)}
            aria-describedby="format-qualification-hint"
          />
          <small id="format-qualification-hint" className="muted">
            {t('qualifications.modeHint')}
          </small>
        </div>
        <div className="field">
          <label htmlFor="format-conflicts">{t('panels.mode')}</label>
          <NamedDropdown
            inputId="format-conflicts"
            label={t('panels.mode')}
            value={panelConflicts}
            options={PANEL_CONFLICT_MODES.map((m) => ({ value: m, label: t(`panels.modes.${m}`) }))}
            onChange={(e) => setPanelConflicts(e.value as string)}
            aria-describedby="format-conflicts-hint"
          />
          <small id="format-conflicts-hint" className="muted">
            {t('panels.modeHint')}
          </small>
        </div>
        <Button type="submit" icon="pi pi-check" label={t('common:actions.save')} outlined loading={save.isPending} />
      </form>
    </section>
  );
}
