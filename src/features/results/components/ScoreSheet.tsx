// One judge's score sheet for one couple, built for a tablet at the mat: per marked item (opening, each
// technique, closing) big touch targets for small (0–2), medium (0–1) and big (0–1) mistakes and
// "forgotten" for techniques; under the Grand Prix rules also ±½ per item and, when the competition
// scores it, the flow mark (0–10) after the closing; the item's mark, and the judge's total live. A
// saved sheet loads for correction (the server audits it and checks the same rules).
// Every item starts unmarked, the flow mark too: "No mistake" is a tap like any other, and the sheet is
// sent only once every item is marked (the footer names the items still missing; the server refuses
// the rest too). Marking the remaining items "no mistake" at once is one deliberate gesture, confirmed
// in a dialog that counts them; the flow mark is never given that way. Each item's first mark and last
// change are timed on the device's clock (src/lib/rules/trail.ts), sent with the marks.
// A forgotten technique scores 0 and may halve the couple's total, so the judge tablet asks first
// (`confirmForgotten`), and the item keeps an undo (its marks before) while the sheet is open: once
// sent, the sheet closes and the undo with it.
// A circuit's switches (children's rules) take away what they forbid: no big-mistake buttons, no
// "forgotten" (scoring.ts mistakesOf, rulesOf), as the server refuses those marks.
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeButton } from '@/components/ThemeButton';
import { loadPrimeTheme } from '@/lib/core/loadPrimeTheme';
import { formatNumber } from '@/lib/core/format';
import { useSlices } from '@/lib/core/useSlices';
import { emptyMark, FLOW_MAX, halfOptions, halvesAlone, isFlow, itemMark, judgeTotal, mistakesOf, rulesOf, type AnyMark, type Mark, type Rules, type Scale, type SheetItem } from '../scoring';
import type { DeviceTimes } from '@/lib/rules/trail';
import { completeMarks, missingItems, openingMarks, type SheetDraft } from '../judge/sheetState';

interface Props {
  idPrefix: string;
  /** The items to mark: the sheet's items with the flow item when scored (scoring.ts sheetItems). */
  items: SheetItem[];
  scale: Scale;
  rules?: Rules;
  /** The marks the sheet opens with (null: an item not marked yet); none: every item unmarked. */
  initial?: (AnyMark | null)[];
  /** When each item was first marked and last changed (device clock), with `initial`. */
  initialTimes?: DeviceTimes[];
  saving: boolean;
  corrected: boolean;
  /** Every item marked: the marks and each item's times. */
  onSave: (marks: AnyMark[], times: DeviceTimes[]) => void;
  /** Every change of the marks (the judge tablet keeps a draft on the device). */
  onChange?: (draft: SheetDraft) => void;
  /** The save button's text, when not "Save" / "Save correction". */
  saveLabel?: string;
  /** Read only (a validated couple: its sheets change only once reopened). */
  locked?: boolean;
  /** Ask before marking a technique forgotten (the judge tablet). */
  confirmForgotten?: boolean;
  /**
   * Items rendered with the sheet's first paint, the rest in slices after it (the judge tablet, whose
   * slow CPU took one long task to render a whole sheet of a kata's twenty items); all at once when not given.
   */
  firstItems?: number;
}

/** Items each later slice adds: a short render and commit at a slow tablet's CPU. */
const SLICE_ITEMS = 2;

// The judge's tablet paints the sheet without PrimeReact (its buttons are ThemeButtons, styled by
// prime-public.css): PrimeReact's dialog and its full theme load only when a question is first asked.
const ConfirmDialog = lazy(() => Promise.all([import('primereact/confirmdialog'), loadPrimeTheme()]).then(([m]) => ({ default: m.ConfirmDialog })));

const untimed = (): DeviceTimes => ({ first: null, last: null });

/** A mark after a change: the half point follows what the rules still allow (none once forgotten). */
function tidy(m: Mark, rules?: Rules): Mark {
  const allowed = halfOptions(m, rules);
  const { half, ...rest } = m;
  return half && allowed.includes(half) ? { ...rest, half } : rest;
}

/**
 * The sheet's footer (total, what is missing, Send) sticks to the bottom of the screen: the page's
 * scroll padding follows its height, so that an item brought into view (by the keyboard's focus, a
 * jump to a missing item, a tap's scroll) lands above it, never hidden behind it.
 */
function useFooterClearance() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    const root = document.documentElement;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const apply = () => root.style.setProperty('scroll-padding-bottom', `${Math.ceil(el.getBoundingClientRect().height) + 16}px`);
    const observer = new ResizeObserver(apply);
    observer.observe(el);
    apply();
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);
  return ref;
}

export function ScoreSheet({ idPrefix, items, scale, rules, initial, initialTimes, saving, corrected, onSave, onChange, saveLabel, locked = false, confirmForgotten = false, firstItems }: Props) {
  const { t } = useTranslation('results');
  // The sheet's own couple (its id prefix), not the items' array, which the page builds anew each render.
  const rendered = useSlices(idPrefix, items.length, firstItems ?? items.length, SLICE_ITEMS);
  const [sheet, setSheet] = useState<SheetDraft>(() => ({
    marks: openingMarks(items, initial, scale, rules),
    times: initialTimes && initialTimes.length === items.length ? initialTimes.map((x) => ({ ...x })) : items.map(untimed),
  }));
  const marks = sheet.marks;
  const footer = useFooterClearance();
  const first = useRef(true);
  useEffect(() => {
    // Only the judge's changes, not the marks the sheet opened with.
    if (first.current) first.current = false;
    else onChange?.(sheet);
  }, [sheet, onChange]);
  // The handlers the item rows get are stable (state updates by function), so that a tap re-renders
  // its own row and the footer, not the whole sheet: on a tablet's CPU the whole sheet took most of
  // the time from the tap to the mark shown.
  /** Sets the marks of some items (`change` gives each item's new mark, or undefined to leave it), timing each. */
  const update = useCallback(
    (change: (m: AnyMark | null, i: number) => AnyMark | null | undefined) =>
      setSheet((s) => {
        const now = Date.now();
        const next = { marks: [...s.marks], times: [...s.times] };
        s.marks.forEach((m, i) => {
          const v = change(m, i);
          if (v === undefined) return;
          next.marks[i] = v;
          const was = s.times[i] ?? untimed();
          next.times[i] = v === null ? was : { first: was.first ?? now, last: now };
        });
        return next;
      }),
    [],
  );
  const setMark = useCallback((i: number, next: Partial<Mark>) => update((m, j) => (j === i && !isFlow(m ?? undefined) ? tidy({ ...(m ?? emptyMark()), ...next } as Mark, rules) : undefined)), [update, rules]);
  // The item whose "forgotten" waits for the judge's answer, and each confirmed item's marks before.
  const [asking, setAsking] = useState<number | null>(null);
  const [undo, setUndo] = useState<Record<number, Mark>>({});
  const dropUndo = useCallback(
    (i: number) =>
      setUndo((u) => {
        const rest = { ...u };
        delete rest[i];
        return rest;
      }),
    [],
  );
  const forget = (i: number) => setMark(i, { forgotten: true, small: 0, medium: 0, big: 0 });
  const onForgotten = useCallback(
    (i: number, checked: boolean) => {
      if (!checked) {
        dropUndo(i);
        setMark(i, { forgotten: false });
      } else if (confirmForgotten) setAsking(i);
      else setMark(i, { forgotten: true, small: 0, medium: 0, big: 0 });
    },
    [confirmForgotten, dropUndo, setMark],
  );
  const confirmed = (i: number) => {
    const before = marks[i];
    if (before && !isFlow(before)) setUndo((u) => ({ ...u, [i]: { ...before } }));
    forget(i);
  };
  /** Puts back an item's marks from before it was marked forgotten. */
  const undoForgotten = useCallback(
    (i: number, before: Mark) => {
      update((_m, j) => (j === i ? { ...before } : undefined));
      dropUndo(i);
    },
    [update, dropUndo],
  );
  const setFlow = (i: number, points: number) => update((_m, j) => (j === i ? { points } : undefined));
  const clean = useCallback(
    (i: number) => {
      dropUndo(i);
      update((_m, j) => (j === i ? emptyMark() : undefined));
    },
    [dropUndo, update],
  );
  const marked = marks.filter((m): m is AnyMark => m !== null);
  const total = judgeTotal(marked, scale, rules);
  const resolved = rulesOf(rules);
  const halfAllowed = resolved.half;
  // A sheet that halves adds no flow mark (scoring.ts judgeTotal, like the server): nothing to choose.
  const flowOff = halvesAlone(marked, scale, rules);
  const missing = missingItems(items, marks, flowOff);
  // The items "mark the rest as no mistake" would mark: never the flow mark, which is a judgement.
  const rest = missing.filter((i) => items[i]?.kind !== 'flow');
  const [askingRest, setAskingRest] = useState(false);
  const nameOf = (item: SheetItem | undefined) => (!item ? '' : item.kind === 'opening' ? t('scoring.opening') : item.kind === 'closing' ? t('scoring.closing') : item.kind === 'flow' ? t('scoring.flow') : item.name);
  const goTo = (i: number) => {
    const el = document.getElementById(`${idPrefix}-item-${i}`);
    el?.scrollIntoView({ block: 'center' });
    el?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)')?.focus({ preventScroll: true });
  };
  const MISSING_SHOWN = 6;
  let group = '';

  return (
    <form
      className="score-sheet"
      onSubmit={(e) => {
        e.preventDefault();
        const complete = completeMarks(items, marks, flowOff);
        if (!locked && complete) onSave(complete, sheet.times);
      }}
    >
      <fieldset className="score-lock" disabled={locked}>
        <ol className="score-items" aria-busy={rendered < items.length || undefined}>
          {items.slice(0, rendered).map((item, i) => {
            const raw = marks[i] ?? null;
            const heading = item.group && item.group !== group ? item.group : '';
            if (item.group) group = item.group;
            if (item.kind === 'flow') {
              const points = raw && isFlow(raw) ? raw.points : null;
              const waiting = points === null && !flowOff;
              return (
                <li key={item.key} id={`${idPrefix}-item-${i}`} className={`score-item score-item-flow ${waiting ? 'score-item-unmarked' : ''}`}>
                  <div className="score-row">
                    <span className="score-name">
                      <span className="score-index" aria-hidden="true">
                        {i + 1}
                      </span>
                      {t('scoring.flow')}
                      {waiting ? <span className="score-unmarked">{t('scoring.unmarked')}</span> : null}
                    </span>
                    <div className="score-controls">
                      <Segmented id={`${idPrefix}-${i}-flow`} className="segmented-flow" short={t('scoring.flowShort')} legend={t('scoring.flow')} options={Array.from({ length: FLOW_MAX + 1 }, (_, v) => ({ value: v, label: formatNumber(v) }))} value={points} disabled={flowOff} describedBy={flowOff ? `${idPrefix}-flow-off` : undefined} onChange={(v) => setFlow(i, v)} />
                      <output className="score-mark" aria-label={t('scoring.itemMark', { item: t('scoring.flow') })}>
                        {flowOff || points === null ? '–' : formatNumber(points)}
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
            const m: Mark | null = raw && !isFlow(raw) ? raw : null;
            return <MarkItem key={item.key} idPrefix={idPrefix} index={i} item={item} name={nameOf(item)} heading={heading} mark={m} undoMark={undo[i]} scale={scale} rules={rules} halfAllowed={halfAllowed} onMark={setMark} onClean={clean} onForgotten={onForgotten} onUndo={undoForgotten} />;
          })}
        </ol>
      </fieldset>
      <Suspense fallback={null}>
        {asking !== null ? (
          // A new dialog per question: PrimeReact's ConfirmDialog ignores a second answer of the same instance.
          <ConfirmDialog
            key={asking}
            visible
            onHide={() => setAsking(null)}
            header={t('scoring.confirmForgottenTitle', { item: items[asking]?.name ?? '' })}
            message={t(resolved.halving === 'off' ? 'scoring.confirmForgottenNoHalving' : resolved.halving === 'any' ? 'scoring.confirmForgottenAny' : 'scoring.confirmForgottenMajority')}
            icon="pi pi-exclamation-triangle"
            acceptLabel={t('scoring.confirmForgotten')}
            rejectLabel={t('common:actions.cancel')}
            defaultFocus="reject"
            accept={() => confirmed(asking)}
          />
        ) : null}
        {askingRest ? (
          <ConfirmDialog
            visible
            onHide={() => setAskingRest(false)}
            header={t('scoring.restCleanTitle', { count: rest.length })}
            message={t('scoring.restCleanMessage', { count: rest.length, items: rest.map((i) => `${i + 1} ${nameOf(items[i])}`).join(', ') })}
            icon="pi pi-question-circle"
            acceptLabel={t('scoring.restCleanConfirm', { count: rest.length })}
            rejectLabel={t('common:actions.cancel')}
            defaultFocus="reject"
            accept={() => update((m, i) => (m === null && rest.includes(i) ? emptyMark() : undefined))}
          />
        ) : null}
      </Suspense>
      <div className="score-footer" ref={footer}>
        <p className="score-total">
          {t('scoring.judgeTotal')}: <output aria-live="polite">{formatNumber(total)}</output>
          {flowOff ? <span className="muted"> ({t('scoring.halved')})</span> : null}
        </p>
        {missing.length && !locked ? (
          <div className="score-missing" id={`${idPrefix}-missing`} role="status">
            <span>{t('scoring.missing', { count: missing.length })}</span>{' '}
            {missing.slice(0, MISSING_SHOWN).map((i) => (
              <button key={i} type="button" className="score-missing-item" aria-label={t('scoring.goTo', { item: `${i + 1} ${nameOf(items[i])}` })} onClick={() => goTo(i)}>
                {items[i]?.kind === 'flow' ? t('scoring.flowShortName') : i + 1}
              </button>
            ))}
            {missing.length > MISSING_SHOWN ? <span aria-hidden="true">…</span> : null}
          </div>
        ) : null}
        <div className="score-actions">
          {rest.length && !locked ? <ThemeButton type="button" icon="pi pi-check-square" label={t('scoring.restClean', { count: rest.length })} onClick={() => setAskingRest(true)} className="p-button-outlined score-rest" /> : null}
          <ThemeButton type="submit" icon="pi pi-check" label={saveLabel ?? (corrected ? t('scoring.saveCorrection') : t('scoring.save'))} busy={saving} disabled={locked || missing.length > 0} aria-describedby={missing.length ? `${idPrefix}-missing` : undefined} className="score-save" />
        </div>
      </div>
    </form>
  );
}

/** One item's row (not the flow mark): its mistakes, half point, forgotten and mark; re-rendered only when its own props change. */
const MarkItem = memo(function MarkItem({ idPrefix, index: i, item, name, heading, mark: m, undoMark, scale, rules, halfAllowed, onMark, onClean, onForgotten, onUndo }: { idPrefix: string; index: number; item: SheetItem; name: string; heading: string; mark: Mark | null; undoMark: Mark | undefined; scale: Scale; rules?: Rules; halfAllowed: boolean; onMark: (i: number, next: Partial<Mark>) => void; onClean: (i: number) => void; onForgotten: (i: number, checked: boolean) => void; onUndo: (i: number, before: Mark) => void }) {
  const { t } = useTranslation('results');
  const isClean = !!m && !m.forgotten && !m.small && !m.medium && !m.big && !m.half;
  return (
    <li id={`${idPrefix}-item-${i}`} className={`score-item ${m?.forgotten ? 'score-item-forgotten' : ''} ${m ? '' : 'score-item-unmarked'}`}>
      {heading ? <p className="score-group">{heading}</p> : null}
      <div className="score-row">
        <span className="score-name">
          <span className="score-index" aria-hidden="true">
            {i + 1}
          </span>
          {name}
          {m ? null : <span className="score-unmarked">{t('scoring.unmarked')}</span>}
        </span>
        <div className="score-controls">
          <button type="button" className={`clean-toggle ${isClean ? 'on' : ''}`} aria-pressed={isClean} aria-label={t('scoring.noMistakeNamed', { item: name })} onClick={() => onClean(i)}>
            <span className="pi pi-check" aria-hidden="true" /> {t('scoring.noMistake')}
          </button>
          {mistakesOf(rules).map((kind) => (
            <Segmented
              key={kind}
              id={`${idPrefix}-${i}-${kind}`}
              className={`segmented-${kind}`}
              short={t(`scoring.${kind}Short`)}
              legend={`${t(`scoring.${kind}`)} – ${name}`}
              options={Array.from({ length: scale.deductions[kind].max + 1 }, (_, v) => ({ value: v, label: String(v) }))}
              value={m ? m[kind] : null}
              disabled={!!m?.forgotten}
              onChange={(v) => onMark(i, { [kind]: v })}
            />
          ))}
          {halfAllowed ? (
            <Segmented
              id={`${idPrefix}-${i}-half`}
              className="segmented-half"
              short={t('scoring.halfShort')}
              legend={`${t('scoring.half')} – ${name}`}
              options={halfOptions(m ?? emptyMark(), rules).map((v) => ({ value: v, label: v === 0 ? '0' : v > 0 ? '+½' : '−½' }))}
              value={m ? (m.half ?? 0) : null}
              disabled={!!m?.forgotten}
              onChange={(v) => onMark(i, { half: v })}
            />
          ) : null}
          {item.kind === 'technique' && rulesOf(rules).forgotten ? (
            <label className={`forgot-toggle ${m?.forgotten ? 'on' : ''}`}>
              <input type="checkbox" checked={!!m?.forgotten} onChange={(e) => onForgotten(i, e.target.checked)} />
              <span>{t('scoring.forgotten')}</span>
              <span className="sr-only"> – {name}</span>
            </label>
          ) : (
            <span className="forgot-placeholder" aria-hidden="true" />
          )}
          <output className="score-mark" aria-label={t('scoring.itemMark', { item: name })}>
            {m ? formatNumber(itemMark(m, scale, rules)) : '–'}
          </output>
        </div>
      </div>
      {m?.forgotten && undoMark ? (
        <p className="forgot-undo">
          <span className="muted">{t('scoring.forgottenMarked')}</span>
          <ThemeButton type="button" icon="pi pi-undo" className="p-button-sm p-button-text" label={t('scoring.undoForgotten')} aria-label={t('scoring.undoForgottenNamed', { item: name })} onClick={() => onUndo(i, undoMark)} />
        </p>
      ) : null}
    </li>
  );
});

/** A row of radio buttons (keyboard: arrows), e.g. small mistakes 0 1 2, the half point, the flow 0–10. */
/** `value` null: nothing chosen yet (an unmarked item). */
function Segmented({ id, className, short, legend, options, value, disabled, describedBy, onChange }: { id: string; className: string; short: string; legend: string; options: { value: number; label: string }[]; value: number | null; disabled: boolean; describedBy?: string; onChange: (v: number) => void }) {
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
