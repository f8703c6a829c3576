// A judge's scoring form on paper (A4): the header (competition, poule, seat, couple), one row per item
// of the kata's sheet with its mistake boxes (as many as the scale allows of each kind), the half point,
// "forgotten" for techniques, the item's mark, the flow mark and the judge's total. Blank (no `marks`):
// empty boxes and lines to write on, the paper fallback of a tablet. Filled: one judge's sheet as sent,
// for the couple's feedback, with each item's times when the sheet kept them (src/lib/rules/trail.ts:
// first mark and last change on the tablet's clock; a mark the server received after the sheet was
// sent is flagged "changed after sending"). Props in, markup out; the print layout is paper.css.
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/lib/core/format';
import { FLOW_MAX, halvesAlone, isFlow, itemMark, judgeTotal, mistakesOf, rulesOf, type AnyMark, type MistakeKind, type Mark, type Rules, type Scale, type SheetItem } from '@/lib/rules/scoring';
import { changedAfterSending, type Trail } from '@/lib/rules/trail';
import './paper.css';

export interface PaperHeader {
  competition?: string;
  poule?: string;
  seat?: string;
  couple?: string;
}

interface Props {
  title: string;
  header: PaperHeader;
  /** The sheet's marked items (opening, techniques, closing); the flow row is added by `flow`. */
  items: SheetItem[];
  scale: Scale;
  /** Whether the form has the half-point column. */
  half: boolean;
  /** Whether the form has the flow mark (0–10). */
  flow: boolean;
  /** One judge's marks (the flow mark last when scored); none: a blank form. */
  marks?: AnyMark[];
  rules?: Rules;
  /** The sheet's trail: a times column; null: a filled sheet whose times were not kept; absent: none. */
  trail?: Trail | null;
}

/** "09:01:12", in the viewer's time zone. */
const clock = (ms: number | null) => (ms === null ? '' : formatDate(ms, { timeStyle: 'medium' }));

/** `n` boxes, the first `filled` crossed; the count is read out once, not box by box. */
function Boxes({ n, filled, label }: { n: number; filled?: number; label: string }) {
  return (
    <span className="paper-boxes">
      {Array.from({ length: n }, (_, i) => (
        <span key={i} className={`paper-box ${filled !== undefined && i < filled ? 'on' : ''}`} aria-hidden="true">
          {filled !== undefined && i < filled ? '✕' : ''}
        </span>
      ))}
      <span className="sr-only">{filled === undefined ? label : `${label}: ${filled}`}</span>
    </span>
  );
}

function Line({ value }: { value?: string }) {
  return value ? <span className="paper-value">{value}</span> : <span className="paper-line" aria-hidden="true" />;
}

export function ScoringForm({ title, header, items, scale, half, flow, marks, rules, trail }: Props) {
  const { t } = useTranslation('common');
  const filled = !!marks;
  const marked = items.filter((i) => i.kind !== 'flow');
  const flowMark = marks?.find((m) => isFlow(m));
  const timed = filled && !!trail;
  const flowIndex = items.findIndex((i) => i.kind === 'flow');
  /** One item's times: first mark and last change (tablet), flagged when changed after sending. */
  const times = (i: number) => {
    const it = trail?.items[i];
    if (!trail || !it) return null;
    const changed = changedAfterSending(trail, i);
    return (
      <span className={`paper-times ${changed ? 'paper-changed' : ''}`}>
        {it.first === null ? '–' : clock(it.first)}
        {it.last !== null && it.last !== it.first ? ` → ${clock(it.last)}` : ''}
        {changed ? (
          <>
            {' '}
            <strong>✎ {t('paper.changedAfter', { at: clock(it.received) })}</strong>
          </>
        ) : null}
      </span>
    );
  };
  // A circuit's switches (children's rules) take their columns away: no big mistakes, no "forgotten".
  const mistakes = mistakesOf(rules);
  const forgottenOn = rulesOf(rules).forgotten;
  const columns = 3 + mistakes.length + (half ? 1 : 0) + (forgottenOn ? 1 : 0) + (timed ? 1 : 0);
  const deduction = (kind: MistakeKind) => t(`paper.${kind}`, { points: formatNumber(scale.deductions[kind].points) });
  const name = (item: SheetItem) => (item.kind === 'opening' ? t('paper.opening') : item.kind === 'closing' ? t('paper.closing') : item.name);
  const headerRows: [keyof PaperHeader, string][] = [
    ['competition', t('paper.competition')],
    ['poule', t('paper.poule')],
    ['seat', t('paper.seat')],
    ['couple', t('paper.couple')],
  ];
  let group = '';

  return (
    <article className="paper-form" aria-label={title}>
      <h2 className="paper-title">{title}</h2>
      <dl className="paper-head">
        {headerRows.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              <Line value={header[key]} />
            </dd>
          </div>
        ))}
      </dl>
      {/* A phone scrolls the table sideways (focusable, so a keyboard scrolls it too). */}
      <div className="paper-scroll" tabIndex={0} role="group" aria-label={title}>
        <table className="paper-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('paper.item')}</th>
              {mistakes.map((k) => (
                <th key={k} scope="col">
                  {deduction(k)}
                </th>
              ))}
              {half ? <th scope="col">{t('paper.half')}</th> : null}
              {forgottenOn ? <th scope="col">{t('paper.forgotten')}</th> : null}
              <th scope="col">{t('paper.mark', { points: formatNumber(scale.item) })}</th>
              {timed ? <th scope="col">{t('paper.times')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {marked.map((item, i) => {
              const raw = marks?.[items.indexOf(item)];
              const m: Mark | undefined = raw && !isFlow(raw) ? raw : undefined;
              const heading = item.group && item.group !== group ? item.group : '';
              if (item.group) group = item.group;
              return [
                heading ? (
                  <tr key={`${item.key}-group`} className="paper-group">
                    <th colSpan={columns} scope="colgroup">
                      {heading}
                    </th>
                  </tr>
                ) : null,
                <tr key={item.key}>
                  <td>{i + 1}</td>
                  <th scope="row">{name(item)}</th>
                  {mistakes.map((k) => (
                    <td key={k}>
                      <Boxes n={scale.deductions[k].max} filled={filled ? (m?.[k] ?? 0) : undefined} label={deduction(k)} />
                    </td>
                  ))}
                  {half ? (
                    <td>{filled ? <span className="paper-value">{m?.half ? (m.half > 0 ? '+½' : '−½') : '0'}</span> : <span className="paper-half" aria-hidden="true">−½ · 0 · +½</span>}</td>
                  ) : null}
                  {forgottenOn ? <td>{item.kind === 'technique' ? <Boxes n={1} filled={filled ? (m?.forgotten ? 1 : 0) : undefined} label={t('paper.forgotten')} /> : null}</td> : null}
                  <td className="paper-mark">{filled && raw ? formatNumber(itemMark(raw, scale, rules)) : <Line />}</td>
                  {timed ? <td className="paper-times-cell">{times(items.indexOf(item))}</td> : null}
                </tr>,
              ];
            })}
          </tbody>
        </table>
      </div>
      <div className="paper-foot">
        {flow ? (
          <p className="paper-flow">
            {/* A sheet that halves gives no flow mark (the 0 stored for it never counts). */}
            <span>{t('paper.flow', { max: FLOW_MAX })}</span> <Line value={filled ? (flowMark && isFlow(flowMark) && !(marks && halvesAlone(marks, scale, rules)) ? formatNumber(flowMark.points) : '–') : undefined} />
            {timed && flowIndex >= 0 ? <> {times(flowIndex)}</> : null}
          </p>
        ) : null}
        <p className="paper-total">
          <span>{t('paper.total')}</span> <Line value={filled && marks ? formatNumber(judgeTotal(marks, scale, rules)) : undefined} />
        </p>
        {timed && trail ? <p className="paper-sent">{t('paper.sentAt', { at: clock(trail.sent) })}</p> : null}
        {filled && trail === null ? <p className="paper-sent">{t('paper.noTimes')}</p> : null}
        {filled ? null : (
          <p className="paper-sign">
            <span>{t('paper.signature')}</span> <Line />
          </p>
        )}
      </div>
    </article>
  );
}
