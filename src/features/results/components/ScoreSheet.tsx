// One judge's score sheet for one couple, built for a tablet at the mat: per marked item (opening, each
// technique, closing) big touch targets for small (0–2), medium (0–1) and big (0–1) mistakes and
// "forgotten" for techniques, the item's mark, and the judge's total live. A saved sheet loads for
// correction (the server audits it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { formatNumber } from '@/lib/format';
import { emptyMark, itemMark, judgeTotal, MISTAKES, type Mark, type MistakeKind, type Scale, type SheetItem } from '../scoring';

interface Props {
  idPrefix: string;
  items: SheetItem[];
  scale: Scale;
  initial?: Mark[];
  saving: boolean;
  corrected: boolean;
  onSave: (marks: Mark[]) => void;
}

export function ScoreSheet({ idPrefix, items, scale, initial, saving, corrected, onSave }: Props) {
  const { t } = useTranslation('results');
  const [marks, setMarks] = useState<Mark[]>(() => (initial && initial.length === items.length ? initial.map((m) => ({ ...m })) : items.map(emptyMark)));
  const set = (i: number, next: Partial<Mark>) => setMarks((ms) => ms.map((m, j) => (j === i ? { ...m, ...next } : m)));
  const total = judgeTotal(marks, scale);
  let group = '';

  return (
    <form
      className="score-sheet"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(marks);
      }}
    >
      <ol className="score-items">
        {items.map((item, i) => {
          const m = marks[i] ?? emptyMark();
          const heading = item.group && item.group !== group ? item.group : '';
          if (item.group) group = item.group;
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
                    <Segmented key={kind} id={`${idPrefix}-${i}-${kind}`} kind={kind} item={name} value={m[kind]} max={scale.deductions[kind].max} disabled={m.forgotten} onChange={(v) => set(i, { [kind]: v })} />
                  ))}
                  {item.kind === 'technique' ? (
                    <label className={`forgot-toggle ${m.forgotten ? 'on' : ''}`}>
                      <input type="checkbox" checked={m.forgotten} onChange={(e) => set(i, e.target.checked ? { forgotten: true, small: 0, medium: 0, big: 0 } : { forgotten: false })} />
                      <span>{t('scoring.forgotten')}</span>
                      <span className="sr-only"> – {name}</span>
                    </label>
                  ) : (
                    <span className="forgot-placeholder" aria-hidden="true" />
                  )}
                  <output className="score-mark" aria-label={t('scoring.itemMark', { item: name })}>
                    {formatNumber(itemMark(m, scale))}
                  </output>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="score-footer">
        <p className="score-total">
          {t('scoring.judgeTotal')}: <output aria-live="polite">{formatNumber(total)}</output>
          {marks.some((m) => m.forgotten) ? <span className="muted"> ({t('scoring.halved')})</span> : null}
        </p>
        <Button type="submit" icon="pi pi-check" label={corrected ? t('scoring.saveCorrection') : t('scoring.save')} loading={saving} className="score-save" />
      </div>
    </form>
  );
}

/** 0…max as a row of radio buttons (keyboard: arrows), e.g. small mistakes 0 1 2. */
function Segmented({ id, kind, item, value, max, disabled, onChange }: { id: string; kind: MistakeKind; item: string; value: number; max: number; disabled: boolean; onChange: (v: number) => void }) {
  const { t } = useTranslation('results');
  return (
    <fieldset className={`segmented segmented-${kind}`} disabled={disabled}>
      <legend>
        <span aria-hidden="true">{t(`scoring.${kind}Short`)}</span>
        <span className="sr-only">
          {t(`scoring.${kind}`)} – {item}
        </span>
      </legend>
      {Array.from({ length: max + 1 }, (_, v) => (
        <label key={v} className={value === v ? 'on' : undefined}>
          <input type="radio" name={id} value={v} checked={value === v} onChange={() => onChange(v)} />
          <span>{v}</span>
        </label>
      ))}
    </fieldset>
  );
}
