// Calibration before the day, on the supervisor's screen (docs/judging.md "Training and assessing
// judges"): start a round on the poule's tatami (a video of the federation's library, or a couple
// performing live), give the reference marks, and read each seated judge's deviation from them as the
// tablets send (plus and minus apart; outside the tolerance highlighted). The sheets never count.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { NamedDropdown } from '@/components/NamedDropdown';
import { formatNumber } from '@/lib/core/format';
import type { KataSheet, OfficialCompetition } from '@/features/results/api';
import { competitionRules, sheetItems } from '@/features/results/scoring';
import { useCalibration, useCalibrationActions, useCalibrationRounds, type CalibrationAnswer, type CalibrationSource } from '../calibrationApi';
import { ScoreSheet } from '@/features/results/components/ScoreSheet';
import '@/features/results/components/referenceSheets.css';

const signed = (n: number) => formatNumber(n, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });

function Deviations({ data }: { data: CalibrationAnswer }) {
  const { t } = useTranslation('results');
  const items = data.reference?.length ?? Math.max(0, ...data.sheets.map((s) => s.values.length));
  if (!data.sheets.length) return <p className="muted">{t('calibration.noSheets')}</p>;
  return (
    <div className="reference-scroll" role="region" aria-label={t('calibration.tableTitle')} tabIndex={0}>
      <table className="plain-table reference-table calibration-table">
        <thead>
          <tr>
            <th scope="col">{t('reference.judge')}</th>
            {Array.from({ length: items }, (_, i) => (
              <th scope="col" key={i}>
                {i + 1}
              </th>
            ))}
            <th scope="col">{data.reference ? t('reference.bias') : t('scoring.judgeTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {data.reference ? (
            <tr className="reference-row-reference">
              <th scope="row">{t('reference.referenceMarks')}</th>
              {data.reference.map((v, i) => (
                <td key={i}>{formatNumber(v, { maximumFractionDigits: 1 })}</td>
              ))}
              <td />
            </tr>
          ) : null}
          {data.sheets.map((s) => (
            <tr key={s.seat}>
              <th scope="row">{s.name || t('reference.seat', { n: s.seat })}</th>
              {s.comparison
                ? s.comparison.by.map((d, i) => (
                    <td key={i} className={s.comparison!.off[i] ? 'reference-off' : undefined}>
                      {d ? signed(d) : <span className="muted">0</span>}
                      {s.comparison!.off[i] ? <span className="sr-only"> {t(s.comparison!.off[i]! > 0 ? 'reference.above' : 'reference.below')}</span> : null}
                    </td>
                  ))
                : s.values.map((v, i) => <td key={i}>{formatNumber(v, { maximumFractionDigits: 1 })}</td>)}
              <td className="reference-bias">
                {s.comparison
                  ? t('reference.biasValue', { plus: formatNumber(s.comparison.plus), minus: formatNumber(s.comparison.minus), sum: signed(s.comparison.sum) })
                  : formatNumber(s.values.reduce((a, b) => a + b, 0), { maximumFractionDigits: 1 })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OpenRound({ roundId, competition, tatami, sheets }: { roundId: string; competition: OfficialCompetition; tatami: number; sheets: readonly KataSheet[] }) {
  const { t } = useTranslation('results');
  const round = useCalibration(roundId);
  const actions = useCalibrationActions(competition.id, tatami);
  const [marking, setMarking] = useState(false);
  const data = round.data;
  if (!data) return null;
  const sheet = sheets.find((s) => s.kata === data.kata);
  const rules = competitionRules(competition);
  return (
    <div className="calibration-open">
      <p className="calibration-status" role="status">
        <span className="pi pi-circle-fill" aria-hidden="true" /> {t('calibration.openOn', { n: tatami, kata: t(`common:katas.${data.kata}`) })}
        {data.label ? ` · ${data.label}` : ''} · {t(`calibration.source.${data.source}`)}
      </p>
      <p className="muted">{t('calibration.sent', { count: data.sheets.length, n: formatNumber(data.sheets.length) })}</p>
      <p className="muted">{data.reference ? t('calibration.hintTolerance', { tolerance: formatNumber(data.tolerance, { maximumFractionDigits: 2 }) }) : t('calibration.noReference')}</p>
      <Deviations data={data} />
      <div className="calibration-actions">
        <Button type="button" size="small" outlined icon="pi pi-pencil" label={data.reference ? t('calibration.correctReference') : t('calibration.markReference')} onClick={() => setMarking((v) => !v)} aria-expanded={marking} />
        <Button type="button" size="small" severity="secondary" icon="pi pi-stop-circle" label={t('calibration.close')} loading={actions.close.isPending} onClick={() => actions.close.mutate(roundId)} />
      </div>
      {marking && sheet ? (
        <ScoreSheet
          key={`${roundId}-${data.reference ? 'ref' : 'new'}`}
          idPrefix={`cal-${roundId}`}
          items={sheetItems(sheet.items, rules)}
          scale={sheet.scale}
          rules={rules}
          corrected={!!data.reference}
          saving={actions.reference.isPending}
          saveLabel={t('reference.save')}
          onSave={(marks) => actions.reference.mutate({ id: roundId, marks }, { onSuccess: () => setMarking(false) })}
        />
      ) : null}
    </div>
  );
}

export function CalibrationRounds({ competition, tatami, kata, sheets }: { competition: OfficialCompetition; tatami: number; kata: string; sheets: readonly KataSheet[] }) {
  const { t } = useTranslation('results');
  const rounds = useCalibrationRounds(competition.id, tatami);
  const actions = useCalibrationActions(competition.id, tatami);
  const [chosenKata, setKata] = useState(kata);
  const [source, setSource] = useState<CalibrationSource>('video');
  const [label, setLabel] = useState('');
  const open = rounds.data?.find((r) => r.open);
  return (
    <section className="calibration" aria-labelledby="calibration-title">
      <h3 id="calibration-title" className="subsection-title">
        {t('calibration.title', { n: tatami })}
      </h3>
      <p className="muted">{t('calibration.hint')}</p>
      {open ? (
        <OpenRound roundId={open.id} competition={competition} tatami={tatami} sheets={sheets} />
      ) : (
        <div className="reference-fields">
          <div className="form-field">
            <label htmlFor="calibration-kata">{t('calibration.kata')}</label>
            <NamedDropdown
              inputId="calibration-kata"
              label={t('calibration.kata')}
              value={chosenKata}
              options={sheets.map((s) => ({ value: s.kata, label: t(`common:katas.${s.kata}`) }))}
              optionLabel="label"
              onChange={(e) => setKata(String(e.value ?? kata))}
            />
          </div>
          <div className="form-field">
            <span id="calibration-source">{t('calibration.sourceLabel')}</span>
            <SelectButton
              aria-labelledby="calibration-source"
              value={source}
              options={[
                { value: 'video', label: t('calibration.source.video') },
                { value: 'live', label: t('calibration.source.live') },
              ]}
              allowEmpty={false}
              onChange={(e) => setSource((e.value as CalibrationSource) ?? 'video')}
            />
          </div>
          <div className="form-field reference-note">
            <label htmlFor="calibration-label">{source === 'video' ? t('calibration.videoLabel') : t('calibration.liveLabel')}</label>
            <InputText id="calibration-label" value={label} maxLength={200} onChange={(e) => setLabel(e.target.value)} />
          </div>
          <Button type="button" icon="pi pi-play" label={t('calibration.start')} loading={actions.start.isPending} onClick={() => actions.start.mutate({ kata: chosenKata, source, label }, { onSuccess: () => setLabel('') })} />
        </div>
      )}
    </section>
  );
}
