// A judge's scoring form on paper (A4): the header (competition, poule, seat, couple), one row per item
// of the kata's sheet with its mistake boxes (as many as the scale allows of each kind), the half point,
// "forgotten" for techniques, the item's mark, the flow mark and the judge's total. Blank (no `marks`):
// empty boxes and lines to write on, the paper fallback of a tablet. Filled: one judge's sheet as sent,
// for the couple's feedback. Props in, markup out; the print layout is paper.css.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { FLOW_MAX, isFlow, itemMark, judgeTotal, MISTAKES, type AnyMark, type Mark, type Rules, type Scale, type SheetItem } from '@/lib/rules/scoring';
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
}

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

export function ScoringForm({ title, header, items, scale, half, flow, marks, rules }: Props) {
  const { t } = useTranslation('common');
  const filled = !!marks;
  const marked = items.filter((i) => i.kind !== 'flow');
  const flowMark = marks?.find((m) => isFlow(m));
  const deduction = (kind: (typeof MISTAKES)[number]) => t(`paper.${kind}`, { points: formatNumber(scale.deductions[kind].points) });
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
              {MISTAKES.map((k) => (
                <th key={k} scope="col">
                  {deduction(k)}
                </th>
              ))}
              {half ? <th scope="col">{t('paper.half')}</th> : null}
              <th scope="col">{t('paper.forgotten')}</th>
              <th scope="col">{t('paper.mark', { points: formatNumber(scale.item) })}</th>
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
                    <th colSpan={half ? 8 : 7} scope="colgroup">
                      {heading}
                    </th>
                  </tr>
                ) : null,
                <tr key={item.key}>
                  <td>{i + 1}</td>
                  <th scope="row">{name(item)}</th>
                  {MISTAKES.map((k) => (
                    <td key={k}>
                      <Boxes n={scale.deductions[k].max} filled={filled ? (m?.[k] ?? 0) : undefined} label={deduction(k)} />
                    </td>
                  ))}
                  {half ? (
                    <td>{filled ? <span className="paper-value">{m?.half ? (m.half > 0 ? '+½' : '−½') : '0'}</span> : <span className="paper-half" aria-hidden="true">−½ · 0 · +½</span>}</td>
                  ) : null}
                  <td>{item.kind === 'technique' ? <Boxes n={1} filled={filled ? (m?.forgotten ? 1 : 0) : undefined} label={t('paper.forgotten')} /> : null}</td>
                  <td className="paper-mark">{filled && raw ? formatNumber(itemMark(raw, scale, rules)) : <Line />}</td>
                </tr>,
              ];
            })}
          </tbody>
        </table>
      </div>
      <div className="paper-foot">
        {flow ? (
          <p className="paper-flow">
            <span>{t('paper.flow', { max: FLOW_MAX })}</span> <Line value={filled ? (flowMark && isFlow(flowMark) ? formatNumber(flowMark.points) : '–') : undefined} />
          </p>
        ) : null}
        <p className="paper-total">
          <span>{t('paper.total')}</span> <Line value={filled && marks ? formatNumber(judgeTotal(marks, scale, rules)) : undefined} />
        </p>
        {filled ? null : (
          <p className="paper-sign">
            <span>{t('paper.signature')}</span> <Line />
          </p>
        )}
      </div>
    </article>
  );
}
