// One judge's score sheet for one couple, built for a tablet at the mat: per marked item (opening, each
// technique, closing) big touch targets for small (0–2), medium (0–1) and big (0–1) mistakes and
// "forgotten" for techniques; under the Grand Prix rules also ±½ per item and, when the competition
// scores it, the flow mark (0–10) after the closing; the item's mark, and the judge's total live. A
// saved sheet loads for correction (the server audits it and checks the same rules).
// A forgotten technique scores 0 and may halve the couple's total, so the judge tablet asks first
// (`confirmForgotten`), and the item keeps an undo (its marks before) while the sheet is open: once
// sent, the sheet closes and the undo with it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { formatNumber } from '@/lib/format';
import { emptyMark, FLOW_MAX, halfOptions, halvesAlone, isFlow, itemMark, judgeTotal, MISTAKES, rulesOf, type AnyMark, type Mark, type Rules, type Scale, type SheetItem } from '../scoring';

interface Props {
  idPrefix: string;
  /** The items to mark: the sheet's items with the flow item when scored (scoring.ts sheetItems). */
  items: SheetItem[];
  scale: Scale;
  rules?: Rules;
  initial?: AnyMark[];
  saving: boolean;
  corrected: boolean;
  onSave: (marks: AnyMark[]) => void;
  /** Every change of the marks (the judge tablet keeps a draft on the device). */
  onChange?: (marks: AnyMark[]) => void;
  /** The save button's text, when not "Save" / "Save correction". */
  saveLabel?: string;
  /** Read only (a validated couple: its sheets change only once reopened). */
  locked?: boolean;
  /** Ask before marking a technique forgotten (the judge tablet). */
  confirmForgotten?: boolean;
}

const blank = (item: SheetItem): AnyMark => (item.kind === 'flow' ? { points: FLOW_MAX } : emptyMark());

/** A mark after a change: the half point follows what the rules still allow (none once forgotten). */
function tidy(m: Mark, rules?: Rules): Mark {
  const allowed = halfOptions(m, rules);
  const { half, ...rest } = m;
  return half && allowed.includes(half) ? { ...rest, half } : rest;
}

export function ScoreSheet({ idPrefix, items, scale, rules, initial, saving, corrected, onSave, onChange, saveLabel, locked = false, confirmForgotten = false }: Props) {
  const { t } = useTranslation('results');
  const [marks, setMarks] = useState<AnyMark[]>(() => (initial && initial.length === items.length ? initial.map((m) => ({ ...m })) : items.map(blank)));
  const first = useRef(true);
  useEffect(() => {
    // Only the judge's changes, not the marks the sheet opened with.
    if (first.current) first.current = false;
    else onChange?.(marks);
  }, [marks, onChange]);
  const setMark = (i: number, next: Partial<Mark>) => setMarks((ms) => ms.map((m, j) => (j === i && !isFlow(m) ? tidy({ ...m, ...next }, rules) : m)));
  // The item whose "forgotten" waits for the judge's answer, and each confirmed item's marks before.
  const [asking, setAsking] = useState<number | null>(null);
  const [undo, setUndo] = useState<Record<number, Mark>>({});
  const dropUndo = (i: number) =>
    setUndo((u) => {
      const rest = { ...u };
      delete rest[i];
      return rest;
    });
  const forget = (i: number) => setMark(i, { forgotten: true, small: 0, medium: 0, big: 0 });
  const onForgotten = (i: number, checked: boolean) => {
    if (!checked) {
      dropUndo(i);
      setMark(i, { forgotten: false });
    } else if (confirmForgotten) setAsking(i);
    else forget(i);
  };
  const confirmed = (i: number) => {
    const before = marks[i];
    if (before && !isFlow(before)) setUndo((u) => ({ ...u, [i]: { ...before } }));
    forget(i);
  };
  const undoForgotten = (i: number) => {
    const before = undo[i];
    if (!before) return;
    setMarks((ms) => ms.map((m, j) => (j === i ? { ...before } : m)));
    dropUndo(i);
  };
  const setFlow = (i: number, points: number) => setMarks((ms) => ms.map((m, j) => (j === i ? { points } : m)));
  const total = judgeTotal(marks, scale, rules);
  const halfAllowed = rulesOf(rules).half;
  // A sheet that halves adds no flow mark (scoring.ts judgeTotal, like the server): nothing to choose.
  const flowOff = halvesAlone(marks, scale, rules);
  let group = '';

  return (
    <form
      className="score-sheet"
      onSubmit={(e) => {
        e.preventDefault();
        if (!locked) onSave(marks);
      }}
    >
      <fieldset className="score-lock" disabled={locked}>
        <ol className="score-items">
          {items.map((item, i) => {
            const raw = marks[i] ?? blank(item);
            const heading = item.group && item.group !== group ? item.group : '';
            if (item.group) group = item.group;
            if (item.kind === 'flow') {
              const points = isFlow(raw) ? raw.points : FLOW_MAX;
              return (
                <li key={item.key} className="score-item score-item-flow">
                  <div className="score-row">
                    <span className="score-name">
                      <span className="score-index" aria-hidden="true">
                        {i + 1}
                      </span>
                      {t('scoring.flow')}
                    </span>
                    <div className="score-controls">
                      <Segmented id={`${idPrefix}-${i}-flow`} className="segmented-flow" short={t('scoring.flowShort')} legend={t('scoring.flow')} options={Array.from({ length: FLOW_MAX + 1 }, (_, v) => ({ value: v, label: formatNumber(v) }))} value={points} disabled={flowOff} describedBy={flowOff ? `${idPrefix}-flow-off` : undefined} onChange={(v) => setFlow(i, v)} />
                      <output className="score-mark" aria-label={t('scoring.itemMark', { item: t('scoring.flow') })}>
                        {flowOff ? '–' : formatNumber(points)}
                      </output>
                    </div>
                  </div>
                  {flowOff ? (
                    <p id={`${idPrefix}-flow-off`} className="score-flow-off muted">
                      <span className="pi pi-info-circle" aria-hidden="true" /> {t('scoring.flowHalved')}
                    </p>
                  ) : null}
                </li>
              );
            }
            const m = isFlow(raw) ? emptyMark() : raw;
            const name = item.kind === 'opening' ? t('scoring.opening') : item.kind === 'closing' ? t('scoring.closing') : item.name;
            return (
              <li key={item.key} className={`score-item ${m.forgotten ? 'score-item-forgotten' : ''}`}>
                {heading ? <p className="score-group">{heading}</p> : null}
                <div className="score-row">
                  <span className="score-name">
                    <span className="score-index" aria-hidden="true">
                      {i + 1}
                    </span>
                    {name}
                  </span>
                  <div className="score-controls">
                    {MISTAKES.map((kind) => (
                      <Segmented
                        key={kind}
                        id={`${idPrefix}-${i}-${kind}`}
                        className={`segmented-${kind}`}
                        short={t(`scoring.${kind}Short`)}
                        legend={`${t(`scoring.${kind}`)} – ${name}`}
                        options={Array.from({ length: scale.deductions[kind].max + 1 }, (_, v) => ({ value: v, label: String(v) }))}
                        value={m[kind]}
                        disabled={m.forgotten}
                        onChange={(v) => setMark(i, { [kind]: v })}
                      />
                    ))}
                    {halfAllowed ? (
                      <Segmented
                        id={`${idPrefix}-${i}-half`}
                        className="segmented-half"
                        short={t('scoring.halfShort')}
                        legend={`${t('scoring.half')} – ${name}`}
                        options={halfOptions(m, rules).map((v) => ({ value: v, label: v === 0 ? '0' : v > 0 ? '+½' : '−½' }))}
                        value={m.half ?? 0}
                        disabled={m.forgotten}
                        onChange={(v) => setMark(i, { half: v })}
                      />
                    ) : null}
                    {item.kind === 'technique' ? (
                      <label className={`forgot-toggle ${m.forgotten ? 'on' : ''}`}>
                        <input type="checkbox" checked={m.forgotten} onChange={(e) => onForgotten(i, e.target.checked)} />
                        <span>{t('scoring.forgotten')}</span>
                        <span className="sr-only"> – {name}</span>
                      </label>
                    ) : (
                      <span className="forgot-placeholder" aria-hidden="true" />
                    )}
                    <output className="score-mark" aria-label={t('scoring.itemMark', { item: name })}>
                      {formatNumber(itemMark(m, scale, rules))}
                    </output>
                  </div>
                </div>
                {m.forgotten && undo[i] ? (
                  <p className="forgot-undo">
                    <span className="muted">{t('scoring.forgottenMarked')}</span>
                    <Button type="button" size="small" text icon="pi pi-undo" label={t('scoring.undoForgotten')} aria-label={t('scoring.undoForgottenNamed', { item: name })} onClick={() => undoForgotten(i)} />
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </fieldset>
      {asking !== null ? (
        // A new dialog per question: PrimeReact's ConfirmDialog ignores a second answer of the same instance.
        <ConfirmDialog
          key={asking}
          visible
          onHide={() => setAsking(null)}
          header={t('scoring.confirmForgottenTitle', { item: items[asking]?.name ?? '' })}
          message={t(rulesOf(rules).halving === 'any' ? 'scoring.confirmForgottenAny' : 'scoring.confirmForgottenMajority')}
          icon="pi pi-exclamation-triangle"
          acceptLabel={t('scoring.confirmForgotten')}
          rejectLabel={t('common:actions.cancel')}
          defaultFocus="reject"
          accept={() => confirmed(asking)}
        />
      ) : null}
      <div className="score-footer">
        <p className="score-total">
          {t('scoring.judgeTotal')}: <output aria-live="polite">{formatNumber(total)}</output>
          {halvesAlone(marks, scale, rules) ? <span className="muted"> ({t('scoring.halved')})</span> : null}
        </p>
        <Button type="submit" icon="pi pi-check" label={saveLabel ?? (corrected ? t('scoring.saveCorrection') : t('scoring.save'))} loading={saving} disabled={locked} className="score-save" />
      </div>
    </form>
  );
}

/** A row of radio buttons (keyboard: arrows), e.g. small mistakes 0 1 2, the half point, the flow 0–10. */
function Segmented({ id, className, short, legend, options, value, disabled, describedBy, onChange }: { id: string; className: string; short: string; legend: string; options: { value: number; label: string }[]; value: number; disabled: boolean; describedBy?: string; onChange: (v: number) => void }) {
  return (
    <fieldset className={`segmented ${className}`} disabled={disabled} aria-describedby={describedBy}>
      <legend>
        <span aria-hidden="true">{short}</span>
        <span className="sr-only">{legend}</span>
      </legend>
      {options.map((o) => (
        <label key={o.value} className={value === o.value ? 'on' : undefined}>
          <input type="radio" name={id} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
