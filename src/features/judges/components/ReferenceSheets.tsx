// Reference sheets on the judges' ranking page (docs/judging.md "Training and assessing judges"): an
// admin or a commissioner of the competition marks a couple's performance as the reference (from its
// video, or on a paper or tablet sheet); below, each reference with every judge's sheet of that couple
// against it, per item (the difference; outside the tolerance marked), plus and minus apart. The server
// decides who writes (API rules) and measures (src/lib/rules/deviation.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { NamedDropdown } from '@/components/NamedDropdown';
import { formatNumber } from '@/lib/core/format';
import { isAdmin, listedIn } from '@/lib/domain/permissions';
import { useSession } from '@/lib/core/session';
import { toast } from '@/lib/core/toast';
import { useDraws, useKataSheets, usePoules, type KataSheet, type OfficialCompetition } from '@/features/results/api';
import { competitionRules, sheetItems, type AnyMark } from '@/features/results/scoring';
import type { ReferenceSheetsRecord } from '@/lib/pb-types';
import { useReferenceOf, useReferences, useSaveReference, type ReferenceRow, type ReferenceSource } from '../referenceApi';
import { coupleLabel, pouleLabel } from '@/features/results/components/labels';
import { ScoreSheet } from '@/features/results/components/ScoreSheet';
import '@/features/results/components/referenceSheets.css';

const signed = (n: number) => formatNumber(n, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });

function ReferenceTable({ r }: { r: ReferenceRow }) {
  const { t } = useTranslation('results');
  const items = r.reference.length;
  const couple = `${pouleLabel(t, { kata: r.kata, name: r.pouleName, phase: r.phase })} · ${r.order}. ${coupleLabel({ tori: r.tori, uke: r.uke })}`;
  return (
    <div className="reference-block">
      <h4 className="reference-couple">{couple}</h4>
      <p className="muted reference-source">
        {t(`reference.source.${r.source}`)}
        {r.note ? ` · ${r.note}` : ''}
      </p>
      <div className="reference-scroll" role="region" aria-label={t('reference.tableOf', { couple })} tabIndex={0}>
        <table className="plain-table reference-table">
          <thead>
            <tr>
              <th scope="col">{t('reference.judge')}</th>
              {Array.from({ length: items }, (_, i) => (
                <th scope="col" key={i}>
                  {i + 1}
                </th>
              ))}
              <th scope="col">{t('reference.bias')}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="reference-row-reference">
              <th scope="row">{t('reference.referenceMarks')}</th>
              {r.reference.map((v, i) => (
                <td key={i}>{formatNumber(v, { maximumFractionDigits: 1 })}</td>
              ))}
              <td />
            </tr>
            {r.judges.map((j) => (
              <tr key={j.seat}>
                <th scope="row">
                  {j.name || t('reference.seat', { n: j.seat })}
                  {j.shadow ? <span className="muted"> · {t('reference.shadow')}</span> : null}
                </th>
                {j.by.map((d, i) => (
                  <td key={i} className={j.off[i] ? 'reference-off' : undefined}>
                    {d ? signed(d) : <span className="muted">0</span>}
                    {j.off[i] ? <span className="sr-only"> {t(j.off[i]! > 0 ? 'reference.above' : 'reference.below')}</span> : null}
                  </td>
                ))}
                <td className="reference-bias">{t('reference.biasValue', { plus: formatNumber(j.plus), minus: formatNumber(j.minus), sum: signed(j.sum) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The assessor's sheet: a couple of the competition, then where the marks come from and the marks. */
function ReferenceEditor({ competition }: { competition: OfficialCompetition }) {
  const { t } = useTranslation('results');
  const poules = usePoules(competition.id);
  const draws = useDraws(competition.id);
  const sheets = useKataSheets();
  const [draw, setDraw] = useState('');
  const existing = useReferenceOf(draw);
  const pouleOf = (id: string) => poules.data?.find((p) => p.id === id);
  const options = (draws.data ?? [])
    .filter((d) => !d.absence && pouleOf(d.poule))
    .map((d) => {
      const p = pouleOf(d.poule)!;
      return { value: d.id, label: `${pouleLabel(t, { kata: p.kata, name: p.name, phase: p.phase, circuitName: p.expand?.circuit?.name })} · ${d.order}. ${coupleLabel({ tori: d.toriName, uke: d.ukeName })}` };
    });
  const chosen = draws.data?.find((d) => d.id === draw);
  const poule = chosen ? pouleOf(chosen.poule) : undefined;
  const sheet = poule ? sheets.data?.find((s) => s.kata === poule.kata) : undefined;
  const stored = existing.data ?? null;
  return (
    <div className="reference-editor">
      <div className="reference-fields">
        <div className="form-field">
          <label htmlFor="reference-couple">{t('reference.couple')}</label>
          <NamedDropdown
            inputId="reference-couple"
            label={t('reference.couple')}
            value={draw}
            options={options}
            optionLabel="label"
            filter
            panelClassName="reference-couple-panel"
            placeholder={t('reference.pickCouple')}
            loading={draws.isLoading || poules.isLoading}
            onChange={(e) => setDraw(String(e.value ?? ''))}
          />
        </div>
      </div>
      {draw && sheet && !existing.isLoading ? <ReferenceForm key={`${draw}-${stored?.id ?? 'new'}-${stored?.updated ?? ''}`} competition={competition} draw={draw} sheet={sheet} stored={stored} /> : null}
    </div>
  );
}

function ReferenceForm({ competition, draw, sheet, stored }: { competition: OfficialCompetition; draw: string; sheet: KataSheet; stored: ReferenceSheetsRecord | null }) {
  const { t } = useTranslation('results');
  const [source, setSource] = useState<ReferenceSource>(stored?.source || 'video');
  const [note, setNote] = useState(stored?.note ?? '');
  const save = useSaveReference(competition.id);
  const rules = competitionRules(competition);
  return (
    <>
      <div className="reference-fields">
        <div className="form-field">
          <span id="reference-source">{t('reference.sourceLabel')}</span>
          <SelectButton
            aria-labelledby="reference-source"
            value={source}
            options={[
              { value: 'video', label: t('reference.source.video') },
              { value: 'sheet', label: t('reference.source.sheet') },
            ]}
            allowEmpty={false}
            onChange={(e) => setSource((e.value as ReferenceSource) ?? 'video')}
          />
        </div>
        <div className="form-field reference-note">
          <label htmlFor="reference-note">{t('reference.note')}</label>
          <InputText id="reference-note" value={note} maxLength={500} placeholder={t('reference.notePlaceholder')} onChange={(e) => setNote(e.target.value)} />
        </div>
      </div>
      {stored ? <p className="muted">{t('reference.correcting')}</p> : null}
      <ScoreSheet
        idPrefix={`ref-${draw}`}
        items={sheetItems(sheet.items, rules)}
        scale={sheet.scale}
        rules={rules}
        initial={stored ? (stored.marks as AnyMark[]) : undefined}
        corrected={!!stored}
        saving={save.isPending}
        saveLabel={t('reference.save')}
        onSave={(marks) => save.mutate({ id: stored?.id, draw, marks, source, note }, { onSuccess: () => toast.success(t('common:toasts.saved'), t('reference.saved')) })}
      />
    </>
  );
}

export function ReferenceSheets({ competition }: { competition: OfficialCompetition }) {
  const { t } = useTranslation('results');
  const user = useSession();
  const writes = isAdmin(user) || listedIn(user, competition.commissioners);
  const refs = useReferences(competition.id);
  const [open, setOpen] = useState(false);
  const tolerance = refs.data?.tolerance ?? 1;
  return (
    <section className="reference-sheets" aria-labelledby="reference-title">
      <h3 id="reference-title" className="subsection-title">
        {t('reference.title')}
      </h3>
      <p className="muted">{t('reference.hint', { tolerance: formatNumber(tolerance, { maximumFractionDigits: 2 }) })}</p>
      {writes ? (
        open ? (
          <ReferenceEditor competition={competition} />
        ) : (
          <Button type="button" size="small" outlined icon="pi pi-pencil" label={t('reference.mark')} onClick={() => setOpen(true)} />
        )
      ) : (
        <p className="muted">{t('reference.whoWrites')}</p>
      )}
      {refs.data && !refs.data.references.length ? <p className="reference-empty">{t('reference.empty')}</p> : null}
      {(refs.data?.references ?? []).map((r) => (
        <ReferenceTable key={r.id} r={r} />
      ))}
    </section>
  );
}
