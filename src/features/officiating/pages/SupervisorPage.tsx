// The supervisor's screen (/competitions/{id}/officials/supervise/{poule?}) for the competition's
// officials. The live part first: the couple now performing (every seat's sheet fills in live; a
// sheet can be sent back to its judge, confirmed, with a message the tablet shows; the couple is
// validated, only validated couples count; any validated couple can be reopened with a reason; when
// each judge marked each item, a long pause and a mark changed after sending flagged). Then the setup,
// folded once the poule is under way: the judges' list of the competition, the panel of the poule's
// tatami (a named judge per seat), and per seat its tablet: the one in use with its state (replacing
// or revoking it says what it does and asks first), else its code with the QR for the tablets (on the
// server's public URL) and until when it works. Officials can still type a paper sheet on the scoring screen.
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { ImportDialog } from '@/lib/domain/ImportDialog';
import { NamedDropdown } from '@/components/NamedDropdown';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { QrCode } from '@/components/QrCode';
import { formatDateTime, formatNumber } from '@/lib/core/format';
import { toast } from '@/lib/core/toast';
import { type Draw, type Evaluation, type Poule } from '@/features/results/api';
import { useOfficialPoule } from '../officialPoule';
import { NotAnOfficial, OfficialLink, OfficialsHead } from '@/features/results/components/OfficialsHead';
import { coupleLabel, pouleLabel } from '@/features/results/components/labels';
import { judgeTotal, sheetItems, type Rules, type SheetItem } from '@/features/results/scoring';
import { useCircuitRules } from '@/features/results/circuitRules';
import { MarksTimes } from '../components/MarksTimes';
import { currentCouple } from '@/features/results/judge/sheetState';
import { pouleTatami } from '@/lib/rules/tatami';
import { CalibrationRounds } from '../components/CalibrationRounds';
import { issuedCode, useAddJudge, useCompetitionJudges, useJoinJudges, useLivePoule, useRevokeSeat, useSavePanel, useSeatCode, useSeats, useValidate, type Judge, type Seat } from '@/features/results/judge/supervisorApi';
import { paths } from '@/lib/core/paths';
import { NotOngoingNotice } from '../components/NotOngoingNotice';
import { isLoopback, publicBase, usePublicAppUrl } from '@/lib/core/publicUrl';
import { ReopenButton } from '../components/ReopenDialog';
import { SendBackButton } from '../components/SendBackDialog';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { useNow } from '@/lib/runningTimes';
import { tabletInUse } from '@/lib/rules/seatTablet';
import { tabletHealth } from '@/features/results/judge/tabletHealth';
import { TabletHealth } from '../components/TabletHealth';
import { CoupleAbsenceActions } from '../components/AbsenceActions';
import { TatamiRecorder } from '../components/TatamiRecorder';
import { ClipReplay } from '../components/ClipReplay';
import { InquiriesPanel } from '../components/InquiriesPanel';
import { SeatWarning } from '../components/SeatWarning';
import { panelWarnings, useQualifications } from '@/features/results/judge/qualificationsApi';
import { isShadowSeat, shadowSeats } from '@/lib/rules/shadow';
import { panelClubConflicts, panelConflictMode } from '@/lib/rules/panels';
import { clubCodes, panelCouples, useClubNames } from '@/features/results/judge/panelsApi';
import { PanelProposal, problemText } from '../components/PanelProposal';
import '@/features/results/results.css';
import '../officiating.css';

type LiveDraw = Draw & { validated?: boolean };
type LiveEvaluation = Evaluation & { returned?: boolean };

export default function SupervisorPage() {
  const { t } = useTranslation('results');
  const { competitionID = '', tabelem = '' } = useParams();
  const navigate = useNavigate();
  const { competition, staff, official, loading, draws, sheets, published, poule, evaluations } = useOfficialPoule(competitionID, tabelem);
  const judges = useCompetitionJudges(competitionID);
  const rulesFor = useCircuitRules(competitionID);
  useLivePoule(poule?.id ?? '');

  if (loading) return <Loading />;
  if (!competition.data || !official) return <NotAnOfficial />;

  const header = (
    <OfficialsHead title={t('supervise.title')}>
      {staff ? <OfficialLink to={paths.drawManager(competitionID)} icon="pi-sort-numeric-down" label={t('officials.manageDraw')} /> : null}
      <OfficialLink to={paths.scoring(competitionID, poule?.id)} icon="pi-pencil" label={t('supervise.paper')} />
    </OfficialsHead>
  );
  const list = judges.data ?? [];
  // The setup opens by itself until the poule's first sheet arrives; then the live part is the page.
  const underWay = (evaluations.data ?? []).length > 0;
  return (
    <div className="officials-page supervise-page">
      {header}
      <NotOngoingNotice competitionId={competitionID} />
      <InquiriesPanel competition={competition.data} poules={published} sheets={sheets.data ?? []} />
      {!poule ? (
        <EmptyState icon="pi pi-th-large" title={t('poules.empty')} description={t('scoring.noPoules')} />
      ) : (
        <>
          <div className="field scoring-poule">
            <label htmlFor="supervise-poule">{t('scoring.poule')}</label>
            <NamedDropdown
              inputId="supervise-poule"
              label={t('scoring.poule')}
              value={poule.id}
              options={published.map((p) => ({ value: p.id, label: pouleLabel(t, { ...p, circuitName: p.expand?.circuit?.name }) }))}
              onChange={(e) => navigate(paths.supervisor(competitionID, e.value as string))}
            />
          </div>
          <CoupleNow
            draws={(draws.data ?? []).filter((d) => d.poule === poule.id) as LiveDraw[]}
            evaluations={(evaluations.data ?? []) as LiveEvaluation[]}
            size={poule.judges}
            judges={list}
            pouleId={poule.id}
            rules={rulesFor(competition.data, poule.circuit)}
            sheet={(sheets.data ?? []).find((s) => s.kata === poule.kata)}
            absenceFor={staff ? { competitionId: competitionID, poule } : null}
          />
          <PouleRecorder draws={(draws.data ?? []).filter((d) => d.poule === poule.id) as LiveDraw[]} evaluations={(evaluations.data ?? []) as LiveEvaluation[]} size={poule.judges} />
          <TabletHealth competitionId={competitionID} tatami={pouleTatami(poule.tatami)} size={poule.judges} performing={competition.data.status === 'ongoing' && !!currentCouple((draws.data ?? []).filter((d) => d.poule === poule.id) as LiveDraw[])} />
        </>
      )}
      <Setup key={poule?.id ?? ''} openAtFirst={!underWay}>
        <JudgesList competitionId={competitionID} judges={list} canAdd={staff} />
        {poule ? <PanelEditor key={poule.id} poule={poule} poules={published} draws={draws.data ?? []} competition={competition.data} judges={list} canEdit={staff} /> : null}
        {poule ? <CalibrationRounds key={`cal-${poule.id}`} competition={competition.data} tatami={pouleTatami(poule.tatami)} kata={poule.kata} sheets={sheets.data ?? []} /> : null}
      </Setup>
      {/* Outside the fold: the judges' consistency is read once the poule is under way. */}
      <p>
        <Link to={paths.judgeRanking(competitionID)}>
          <span className="pi pi-chart-bar" aria-hidden="true" /> {t('ranking.link')}
        </Link>
      </p>
    </div>
  );
}

/** The tatami's camera: the couple on the mat, recorded until its panel's sheets are all in. */
function PouleRecorder({ draws, evaluations, size }: { draws: LiveDraw[]; evaluations: LiveEvaluation[]; size: number }) {
  const current = currentCouple(draws) ?? null;
  const sheets = current ? evaluations.filter((e) => e.draw === current.id && !e.shadow) : [];
  const complete = sheets.length >= size && !sheets.some((e) => e.returned);
  return <TatamiRecorder current={current} complete={complete} />;
}

/** The setup (judges, panel, codes), folded away once the poule is under way (unless opened). */
function Setup({ openAtFirst, children }: { openAtFirst: boolean; children: ReactNode }) {
  const { t } = useTranslation('results');
  const [open, setOpen] = useState<boolean | null>(null);
  const shown = open ?? openAtFirst;
  return (
    <section className="supervise-setup" aria-labelledby="setup-title">
      <h3 id="setup-title" className="subsection-title">
        <button type="button" className="supervise-setup-toggle" aria-expanded={shown} aria-controls="setup-body" onClick={() => setOpen(!shown)}>
          <span className={`pi ${shown ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" /> {t('supervise.setup')}
        </button>
      </h3>
      <div id="setup-body" hidden={!shown}>
        {children}
      </div>
    </section>
  );
}

function JudgesList({ competitionId, judges, canAdd }: { competitionId: string; judges: Judge[]; canAdd: boolean }) {
  const { t } = useTranslation('results');
  const add = useAddJudge(competitionId);
  const join = useJoinJudges(competitionId);
  const [importing, setImporting] = useState(false);
  const [name, setName] = useState('');
  const [club, setClub] = useState('');
  return (
    <section className="supervise-judges" aria-labelledby="judges-title">
      <h3 id="judges-title" className="subsection-title">
        {t('supervise.judges')}
      </h3>
      {judges.length ? <p>{judges.map((j) => j.name).join(' · ')}</p> : <p className="muted">{t('supervise.noJudges')}</p>}
      {canAdd ? (
        <form
          className="supervise-add-judge"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim().length < 2) return;
            add.mutate({ name: name.trim(), club: club.trim() }, { onSuccess: () => (setName(''), setClub('')) });
          }}
        >
          <span className="field">
            <label htmlFor="judge-name">{t('supervise.judgeName')}</label>
            <InputText id="judge-name" value={name} onChange={(e) => setName(e.target.value)} required minLength={2} maxLength={120} />
          </span>
          <span className="field">
            <label htmlFor="judge-club">{t('supervise.judgeClub')}</label>
            <InputText id="judge-club" value={club} onChange={(e) => setClub(e.target.value)} maxLength={120} />
          </span>
          <Button type="submit" icon="pi pi-plus" label={t('supervise.addJudge')} loading={add.isPending} />
          <Button type="button" icon="pi pi-file-import" outlined label={t('common:dataImport.action.judges')} onClick={() => setImporting(true)} />
        </form>
      ) : null}
      {importing ? <ImportDialog kind="judges" onClose={() => setImporting(false)} onImported={(r) => join(r.ids ?? [])} /> : null}
    </section>
  );
}

/** Seat `n`'s label: a panel seat, or a shadow (trainee) seat beside the panel. */
function seatLabel(t: (key: string, o?: Record<string, unknown>) => string, n: number) {
  return isShadowSeat(n) ? t('qualifications.shadowSeat', { n: shadowSeats().indexOf(n) + 1 }) : t('supervise.seat', { n });
}

/** The panel of the poule's tatami: the same seats, judges and tablets for every poule of that tatami. */
function PanelEditor({ poule, poules, draws, competition, judges, canEdit }: { poule: Poule; poules: Poule[]; draws: Draw[]; competition: { id: string; date?: string; judgeQualification?: string; panelConflicts?: string }; judges: Judge[]; canEdit: boolean }) {
  const { t } = useTranslation('results');
  const pouleId = poule.id;
  const competitionId = competition.id;
  const tatami = pouleTatami(poule.tatami);
  const size = poule.judges;
  const seats = useSeats(competitionId, tatami);
  const qualifications = useQualifications();
  const save = useSavePanel(pouleId, competitionId, tatami);
  const code = useSeatCode(competitionId, tatami);
  const revoke = useRevokeSeat(competitionId, tatami);
  // Re-rendered every 5 s: a tablet that starts reporting turns its seat's code into its state.
  const now = useNow(5000);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<{ seat: number; code: string; expires: string } | null>(null);
  const seatOf = (n: number) => (seats.data ?? []).find((s) => s.seat === n);
  const valueOf = (n: number) => chosen[String(n)] ?? seatOf(n)?.judge ?? '';
  const base = publicBase(usePublicAppUrl(), window.location.origin);
  const url = shown ? `${base}${paths.judge(shown.code)}` : '';
  // The panel's seats, then the trainees' shadow seats beside it.
  const expired = (seat: Seat) => new Date(seat.expires.replace(' ', 'T')).getTime() <= now;
  const numbers = [...Array.from({ length: size }, (_, i) => i + 1), ...shadowSeats()];
  const warnings = panelWarnings(Object.fromEntries(numbers.map((n) => [String(n), valueOf(n)])), qualifications.data ?? [], poule, competition);
  // Judges with couples of their own club in this poule, by the rule the server checks (refused or warned).
  const pouleDraws = draws.filter((d) => d.poule === pouleId);
  const clubNames = useClubNames(clubCodes(pouleDraws));
  const conflicts = panelClubConflicts(Object.fromEntries(numbers.map((n) => [String(n), valueOf(n)])), size, judges, panelCouples(pouleDraws, clubNames.data ?? {}));
  const conflictsRefused = panelConflictMode(competition.panelConflicts) === 'refuse';
  const saveSeats = (wanted: Record<string, string>) =>
    save.mutate(wanted, {
      onSuccess: (r) => {
        setChosen({});
        // Under `warn` the server takes the seats and says which judges are not qualified or judge their own club.
        const unqualified = r.warnings?.length ?? 0;
        const own = r.conflicts?.length ?? 0;
        const notes = [unqualified ? t('qualifications.savedWithWarnings', { count: unqualified }) : '', own ? t('panels.savedWithConflicts', { count: own }) : ''].filter(Boolean);
        if (notes.length) toast.warn(t('supervise.panelSaved'), notes.join(' '));
        else toast.success(t('common:toasts.saved'), t('supervise.panelSaved'));
      },
    });
  const nameOf = (id: string) => judges.find((j) => j.id === id)?.name ?? '';
  const ago = (ms: number) => (ms < 120_000 ? t('supervise.health.agoSeconds', { n: formatNumber(Math.round(ms / 1000)) }) : t('supervise.health.agoMinutes', { n: formatNumber(Math.floor(ms / 60_000)) }));
  /** "Online, seen 12 s ago": the state of a seat's tablet in use. */
  const stateOf = (seat: Seat) => {
    const h = tabletHealth(seat.lastSeenAt, now, false);
    return t('seatTablet.seen', { state: t(`supervise.health.${h.connection}`), ago: ago(h.silentFor ?? 0) });
  };
  // The seat's code again where this screen made it (only its hash is stored), else a new one: no
  // tablet is in use on the seat, so a new code signs nobody out.
  const showCode = (n: number, seat: Seat) => {
    const known = issuedCode(seat);
    if (known) setShown({ seat: n, ...known });
    else code.mutate({ seat: seat.id }, { onSuccess: (r) => setShown({ code: r.code, expires: r.expires, seat: n }) });
  };
  // Replacing or revoking a tablet in use signs it out: each asks first, saying whose tablet and how it is.
  const askAbout = (action: 'replace' | 'revoke', n: number, seat: Seat, accept: () => void) =>
    confirmDialog({
      header: t(`seatTablet.${action}Title`, { n }),
      message: t(`seatTablet.${action}Explain`, { n, judge: nameOf(seat.judge) || seatLabel(t, n), state: stateOf(seat) }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t(`seatTablet.${action}Confirm`),
      rejectLabel: t('common:actions.cancel'),
      acceptClassName: action === 'replace' ? 'p-button-warning' : 'p-button-danger',
      defaultFocus: 'reject',
      style: { width: '34rem' },
      breakpoints: { '640px': '100vw' },
      accept,
    });
  const replace = (n: number, seat: Seat) =>
    askAbout('replace', n, seat, () => code.mutate({ seat: seat.id, replace: true }, { onSuccess: (r) => setShown({ code: r.code, expires: r.expires, seat: n }) }));
  const revokeSeat = (n: number, seat: Seat) => {
    const go = () => revoke.mutate(seat.id, { onSuccess: () => toast.success(t('common:toasts.saved'), t('supervise.revoked', { n })) });
    if (!tabletInUse(seat.expires, seat.lastSeenAt, now)) return go();
    askAbout('revoke', n, seat, go);
  };
  return (
    <section className="supervise-panel" aria-labelledby="panel-title">
      <h3 id="panel-title" className="subsection-title">
        {t('supervise.panel', { n: tatami })}
      </h3>
      <p className="muted">{t('supervise.panelHint', { n: tatami })}</p>
      <ol className="seat-list">
        {numbers.map((n) => {
          const seat = seatOf(n);
          const inUse = !!seat && tabletInUse(seat.expires, seat.lastSeenAt, now);
          const warning = warnings.find((w) => w.seat === n);
          return (
            <li key={n} className={`seat-row${isShadowSeat(n) ? ' seat-row-shadow' : ''}`}>
              {canEdit ? (
                <span className="field">
                  <label htmlFor={`seat-${n}`}>{seatLabel(t, n)}</label>
                  <NamedDropdown inputId={`seat-${n}`} label={seatLabel(t, n)} value={valueOf(n)} options={[{ value: '', label: t('supervise.empty') }, ...judges.map((j) => ({ value: j.id, label: j.name }))]} onChange={(e) => setChosen((c) => ({ ...c, [String(n)]: e.value as string }))} />
                </span>
              ) : (
                // Commissioners see the panel; the organizers seat the judges.
                <span className="field seat-name">
                  <strong>{seatLabel(t, n)}</strong> {judges.find((j) => j.id === valueOf(n))?.name ?? t('supervise.empty')}
                </span>
              )}
              {/* A seat whose tablet is in use shows that tablet; a new code for it is a replacement, asked first. */}
              {seat && inUse ? (
                <span className="seat-tablet" data-seat-tablet={n}>
                  <span className="pi pi-tablet" aria-hidden="true" /> {nameOf(seat.judge) ? t('seatTablet.inUse', { judge: nameOf(seat.judge) }) : t('seatTablet.inUseSeat')} · {stateOf(seat)}
                </span>
              ) : seat?.expires && !expired(seat) ? (
                <span className="seat-tablet muted">{t('seatTablet.codeGiven')}</span>
              ) : null}
              {seat && inUse ? (
                <Button type="button" icon="pi pi-sync" label={t('seatTablet.replace')} aria-label={t('seatTablet.replaceOf', { n })} outlined severity="warning" disabled={!seat.judge || seat.judge !== valueOf(n)} loading={code.isPending && code.variables?.seat === seat.id} onClick={() => replace(n, seat)} />
              ) : (
                <Button type="button" icon="pi pi-qrcode" label={t('supervise.showCode')} outlined disabled={!seat?.judge || seat.judge !== valueOf(n)} loading={code.isPending && code.variables?.seat === seat?.id} onClick={() => seat && showCode(n, seat)} />
              )}
              <Button type="button" icon="pi pi-ban" label={t('supervise.revoke')} severity="danger" text disabled={!seat} onClick={() => seat && revokeSeat(n, seat)} />
              {warning ? <SeatWarning warning={warning} id={`seat-${n}-warning`} name={nameOf(warning.judge)} /> : null}
              {conflicts
                .filter((c) => c.seat === n)
                .map((c) => (
                  <small key={c.judge} className={`seat-warning seat-warning-${conflictsRefused ? 'refuse' : 'warn'}`} data-testid={`seat-conflict-${n}`}>
                    <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {problemText(t, c.problem, nameOf(c.judge))}
                    {conflictsRefused ? ` ${t('panels.refused')}` : ''}
                  </small>
                ))}
            </li>
          );
        })}
      </ol>
      {canEdit ? (
        <Button
          type="button"
          icon="pi pi-check"
          label={t('supervise.savePanel')}
          loading={save.isPending}
          onClick={() => saveSeats(chosen)}
        />
      ) : null}
      {canEdit ? <PanelProposal poule={poule} poules={poules} draws={draws} competition={competition} judges={judges} seats={seats.data ?? []} qualifications={qualifications.data ?? []} onSeat={saveSeats} seating={save.isPending} /> : null}
      <ConfirmDialog />
      <Dialog header={shown ? (isShadowSeat(shown.seat) ? seatLabel(t, shown.seat) : t('supervise.codeOf', { n: shown.seat })) : ''} visible={!!shown} onHide={() => setShown(null)} className="seat-code-dialog" dismissableMask>
        {shown ? (
          <div className="seat-code">
            <p className="seat-code-value" data-testid="seat-code">
              {shown.code}
            </p>
            <QrCode value={url} label={t('supervise.qrLabel', { n: shown.seat })} size="14rem" />
            <p className="seat-code-url">{url}</p>
            {isLoopback(url) ? <p className="muted">{t('supervise.loopback')}</p> : null}
            <p className="seat-code-expires">
              <span className="pi pi-clock" aria-hidden="true" /> {t('supervise.expires', { at: formatDateTime(shown.expires.replace(' ', 'T')) })}
            </p>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}

function CoupleNow(props: {
  draws: LiveDraw[];
  evaluations: LiveEvaluation[];
  size: number;
  judges: Judge[];
  pouleId: string;
  rules: Rules;
  sheet?: { scale: Parameters<typeof judgeTotal>[1]; items: SheetItem[] };
  /** Staff may mark the couple on the mat absent before any sheet arrives. */
  absenceFor: { competitionId: string; poule: Poule } | null;
}) {
  const { t } = useTranslation('results');
  const { draws, evaluations, size, judges, rules, sheet } = props;
  const validate = useValidate();
  const current = currentCouple(draws);
  // A validated couple's recording, replayed under it to reopen it from the technique watched.
  const replay = sheet ? { items: sheetItems(sheet.items, rules).length, sheetsOf: (draw: string) => evaluations.filter((e) => e.draw === draw && !e.shadow) } : null;
  if (!current) {
    return (
      <section className="supervise-now">
        <EmptyState icon="pi pi-check-circle" title={t('supervise.allValidated')} />
        <ValidatedCouples draws={draws} replay={replay} />
      </section>
    );
  }
  const all = evaluations.filter((e) => e.draw === current.id);
  // The panel's sheets; a shadow's sheet is shown beside them and never waited for.
  const sheets = all.filter((e) => !e.shadow);
  const shadows = all.filter((e) => e.shadow);
  const complete = sheets.length >= size && !sheets.some((e) => e.returned);
  return (
    <section className="supervise-now" aria-labelledby="now-title">
      <h3 id="now-title" className="subsection-title">
        {t('supervise.now', { order: current.order, couple: coupleLabel({ tori: current.toriName, uke: current.ukeName }) })}
      </h3>
      {props.absenceFor && !sheets.length ? <CoupleAbsenceActions competitionId={props.absenceFor.competitionId} poule={props.absenceFor.poule} draw={current} /> : null}
      <table className="supervise-seats">
        <caption className="sr-only">{t('supervise.sheets')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('supervise.seatColumn')}</th>
            <th scope="col">{t('supervise.state')}</th>
            <th scope="col">{t('scoring.judgeTotal')}</th>
            <th scope="col">
              <span className="sr-only">{t('supervise.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody aria-live="polite">
          {Array.from({ length: size }, (_, i) => i + 1).map((n) => {
            const ev = sheets.find((e) => e.judge === n);
            const state = !ev ? 'waiting' : ev.returned ? 'returned' : 'sent';
            const who = judges.find((j) => j.id === ev?.namedJudge)?.name;
            return (
              <tr key={n} data-seat={n} data-state={state}>
                <th scope="row">
                  {t('supervise.seat', { n })}
                  {who ? <span className="muted"> · {who}</span> : null}
                </th>
                <td>
                  <span className={`sheet-chip sheet-state-${state}`}>{t(`supervise.states.${state}`)}</span>
                </td>
                <td>{ev && sheet ? formatNumber(judgeTotal(ev.marks, sheet.scale, rules)) : '–'}</td>
                <td>{ev && !ev.returned ? <SendBackButton evaluation={ev.id} seat={n} judge={who ?? ''} couple={coupleLabel({ tori: current.toriName, uke: current.ukeName })} /> : null}</td>
              </tr>
            );
          })}
          {shadows.map((ev) => (
            <tr key={ev.id} data-seat={ev.judge} data-state="shadow" className="supervise-shadow-row">
              <th scope="row">
                {seatLabel(t, ev.judge)}
                {judges.find((j) => j.id === ev.namedJudge) ? <span className="muted"> · {judges.find((j) => j.id === ev.namedJudge)?.name}</span> : null}
              </th>
              <td>
                <span className="sheet-chip sheet-state-sent">{t('qualifications.shadowSent')}</span>
              </td>
              <td>{sheet ? formatNumber(judgeTotal(ev.marks, sheet.scale, rules)) : '–'}</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
      {/* When each judge marked each item: a stall during the performance, a mark changed after sending. */}
      {sheet ? <MarksTimes items={sheetItems(sheet.items, rules)} sheets={[...sheets, ...shadows]} seatLabel={(n) => seatLabel(t, n)} /> : null}
      {/* The recording, one tap per technique; the techniques the panel splits on flagged. */}
      {sheet && sheets.length ? (
        <ClipReplay
          draw={current.id}
          items={sheetItems(sheet.items, rules).length}
          sheets={sheets}
          decisions={{
            kind: 'open',
            couple: { id: current.id, label: coupleLabel({ tori: current.toriName, uke: current.ukeName }) },
            complete,
            seats: sheets.filter((e) => !e.returned).map((e) => ({ evaluation: e.id, seat: e.judge, judge: judges.find((j) => j.id === e.namedJudge)?.name ?? '' })),
          }}
        />
      ) : null}
      <Button type="button" icon="pi pi-verified" label={t('supervise.validate')} disabled={!complete} loading={validate.isPending} className="supervise-validate" onClick={() => validate.mutate({ draw: current.id, validated: true }, { onSuccess: () => toast.success(t('common:toasts.saved'), t('supervise.validated', { couple: coupleLabel({ tori: current.toriName, uke: current.ukeName }) })) })} />
      <ValidatedCouples draws={draws} replay={replay} />
    </section>
  );
}

/**
 * The validated couples, locked until reopened with a reason: the one validated last at hand, the
 * others of the poule folded below it (any of them can be reopened).
 */
interface ValidatedReplay {
  items: number;
  sheetsOf: (draw: string) => LiveEvaluation[];
}

function ValidatedCouples({ draws, replay }: { draws: LiveDraw[]; replay: ValidatedReplay | null }) {
  const { t } = useTranslation('results');
  const [last, ...others] = draws.filter((d) => d.validated).sort((a, b) => b.order - a.order);
  if (!last) return null;
  const sheets = replay?.sheetsOf(last.id) ?? [];
  return (
    <>
      <LastValidated draw={last} />
      {replay && sheets.length ? <ClipReplay draw={last.id} items={replay.items} sheets={sheets} title={t('clips.replayOf', { order: last.order })} decisions={{ kind: 'validated', couple: last }} /> : null}
      {others.length ? (
        <details className="supervise-validated-others">
          <summary>{t('validatedCouples.others', { count: others.length })}</summary>
          <ul>
            {[...others].reverse().map((d) => (
              <li key={d.id}>
                <LastValidated draw={d} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/** A validated couple: locked, its sheets closed until it is reopened with a reason. */
function LastValidated({ draw }: { draw: LiveDraw }) {
  const { t } = useTranslation('results');
  return (
    <p className="supervise-last-validated">
      <span className="validated-chip">
        <span className="pi pi-lock" aria-hidden="true" /> {t('reopen.locked', { order: draw.order, couple: coupleLabel({ tori: draw.toriName, uke: draw.ukeName }) })}
      </span>{' '}
      <ReopenButton draw={draw} />
    </p>
  );
}
