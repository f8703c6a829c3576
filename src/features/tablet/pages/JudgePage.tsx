// The judge's tablet (/judge/{code?}): no user login. The seat code the organizer shows (typed, or in
// the QR's URL) opens seat n of a tatami for the day; the tablet shows the tatami's poule on the mat
// (the server says which: src/lib/rules/tatami.ts), and moves on to the tatami's next poule by itself.
// Within the poule it shows the couple now performing (the first
// couple in order of execution the supervisor has not validated), that kata's sheet, and sends the
// seat's marks once. Marks are kept on the device while typing and while there is no connection, and
// sent when it is back; the judge always sees the state of each sheet.
// It paints without PrimeReact and its full theme (the tablet opens from a QR code on a venue's
// network): its buttons and field carry PrimeReact's classes, styled by prime-public.css.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeButton } from '@/components/ThemeButton';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { formatNumber } from '@/lib/core/format';
import { notifyError } from '@/features/results/errors';
import { ScoreSheet } from '@/features/results/components/ScoreSheet';
import { CoupleCell } from '@/features/results/components/CoupleCell';
import { coupleLabel, pouleLabel } from '@/features/results/components/labels';
import { competitionRules, judgeTotal, sheetItems } from '@/features/results/scoring';
import { closeSeat, currentSeat, lastSessionEnd, openSeat, pendingOnDevice, readDraft, seatOpenedEarly, type SeatRecord } from '../seatClient';
import type { SessionEnd } from '../seatSession';
import { isShadowSeat, shadowSeats } from '@/lib/rules/shadow';
import { useSeatSheet, type SeatData } from '../useSeatSheet';
import { useSeatCalibration } from '@/features/tablet/seatCalibrationApi';
import { CalibrationSheet } from '../components/CalibrationSheet';
import { currentCouple, editable, readSheetDraft, sheetState, type SheetState } from '@/features/results/judge/sheetState';
import { readTrail } from '@/lib/rules/trail';
import { paths } from '@/lib/core/paths';
import { replaceAddress } from '@/lib/core/navigation';
import '@/features/results/results.css';
import '../tablet.css';
import { useKataNames } from '@/lib/domain/katas';

/**
 * The tablet's page; `code` is the seat code in the address (/judge/{code}), '' without one. Without
 * react-router: a first load renders it alone (app/TabletApp.tsx), the route table with the router.
 */
export default function JudgePage({ code: linked }: { code: string }) {
  const { t } = useTranslation('results');
  useKataNames();
  // The code in the address, until it has done its job (then out of the address bar and the history).
  const [code, setCode] = useState(linked);
  const [lastLinked, setLastLinked] = useState(linked);
  if (linked !== lastLinked) {
    setLastLinked(linked);
    setCode(linked);
  }
  // The seat the code in the address opened while the page's code downloaded (the entry's exchange):
  // its sheet shows with the first render.
  const [early] = useState(() => (linked ? { code: linked, seat: seatOpenedEarly(linked) } : null));
  const [seat, setSeat] = useState<SeatRecord | null>(() => early?.seat ?? currentSeat());
  const openedEarly = !!code && !!early?.seat && early.code === code;
  const [typed, setTyped] = useState(code);
  const [error, setError] = useState('');
  const [opening, setOpening] = useState(false);
  // Why the seat's session ended (the server refused its token), said on the code screen.
  const [ended, setEnded] = useState<SessionEnd | null>(() => (seat ? null : lastSessionEnd()));
  const end = useCallback((why: SessionEnd) => {
    closeSeat(why);
    setSeat(null);
    setEnded(why);
  }, []);

  // The code has done its job: keep it out of the address bar and the history.
  const forgetCode = useCallback(() => {
    setCode('');
    void replaceAddress(paths.judge());
  }, []);

  const open = useCallback(
    async (value: string) => {
      setOpening(true);
      setError('');
      try {
        setSeat(await openSeat(value));
        setEnded(null);
        forgetCode();
      } catch (e) {
        // A wrong code (400) or too many tries (429, per network or per code) is said next to the field.
        const data = (e as { response?: { data?: { code?: { code?: string; params?: Record<string, unknown> }; rate?: { code?: string } } } }).response?.data;
        const c = data?.code?.code ?? data?.rate?.code;
        if (c) setError(t(`common:errors.${c}`, { ...data?.code?.params }));
        else notifyError(e);
      } finally {
        setOpening(false);
      }
    },
    [forgetCode, t],
  );

  useEffect(() => {
    // The code has done its job: keep it out of the address bar and the history.
    if (openedEarly) forgetCode();
    else if (code) void open(code);
    // Only when the page opens with a code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  if (!seat || (code && !openedEarly)) {
    const pending = pendingOnDevice();
    return (
      <div className="judge-page">
        <div className="judge-bar">
          <LanguageSwitcher />
        </div>
        <PageHeader title={t('judge.title')} />
        {ended || pending ? (
          <div className="judge-ended" role="alert">
            {ended ? (
              <>
                <h2 className="subsection-title">
                  <span className="pi pi-lock" aria-hidden="true" /> {t('judge.ended')}
                </h2>
                <p>{t(`common:errors.${ended}`)}</p>
              </>
            ) : null}
            {pending ? <p className="judge-pending">{t('judge.pending', { count: pending })}</p> : null}
          </div>
        ) : null}
        <form
          className="judge-code-form"
          onSubmit={(e) => {
            e.preventDefault();
            void open(typed);
          }}
        >
          <label htmlFor="seat-code">{t('judge.code')}</label>
          <input id="seat-code" className={`p-inputtext p-component ${error ? 'p-invalid' : ''}`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoCapitalize="characters" aria-describedby="seat-code-help seat-code-error" aria-invalid={!!error || undefined} />
          <small id="seat-code-help">{t('judge.codeHelp')}</small>
          <small id="seat-code-error" className="p-error" role="alert">
            {error}
          </small>
          <ThemeButton type="submit" label={t('judge.open')} icon="pi pi-sign-in" busy={opening} className="judge-big-button" />
        </form>
      </div>
    );
  }
  return (
    <SeatScreen
      seat={seat}
      onEnded={end}
      onClose={() => {
        closeSeat();
        setSeat(null);
      }}
    />
  );
}

function SeatScreen({ seat, onClose, onEnded }: { seat: SeatRecord; onClose: () => void; onEnded: (why: SessionEnd) => void }) {
  const { t } = useTranslation('results');
  const { data, outbox, sending, online, send, onDraft } = useSeatSheet(seat, onEnded);
  // A calibration round open on this tatami: the judge marks its reference performance instead.
  const calibration = useSeatCalibration(seat.id);
  // The rules and the items kept from one render to the next while the data stays: the sheet renders
  // again as the calibration round and the live subscriptions answer after it showed, and its rows
  // (memo) then skip their render instead of all rendering again.
  const pouleData = data.data?.poule;
  const kataSheet = data.data?.sheet;
  // The competition's preset with the switches of the poule's circuit (children's rules).
  const rules = useMemo(() => competitionRules(pouleData?.expand?.competition, pouleData?.expand?.circuit), [pouleData]);
  const items = useMemo(() => (kataSheet ? sheetItems(kataSheet.items, rules) : []), [kataSheet, rules]);

  if (data.isLoading) return <Loading />;
  if (!data.data) {
    return (
      <div className="judge-page">
        <EmptyState icon="pi pi-lock" title={t('judge.closed')} description={t('judge.closedHint')} />
        <ThemeButton type="button" label={t('judge.otherCode')} icon="pi pi-key" className="judge-big-button" onClick={onClose} />
      </div>
    );
  }
  const { poule, draws, evaluations, sheet, judgeName } = data.data;
  const competition = poule?.expand?.competition;
  // A seat beyond the panel of the poule on the mat (a poule of three on a tatami of five) rests; a
  // shadow seat (a trainee beside the panel, numbered after it) marks every poule, never counted.
  const rests = !!poule && !isShadowSeat(seat.seat) && seat.seat > poule.judges;
  const stateOf = (d: SeatData['draws'][number]): SheetState => {
    const saved = evaluations.find((e) => e.draw === d.id);
    return sheetState({ saved, validated: d.validated, queued: !!outbox[d.id], sending: sending && !!outbox[d.id] });
  };
  const current = currentCouple(draws);
  const saved = current ? evaluations.find((e) => e.draw === current.id) : undefined;
  const state = current ? stateOf(current) : 'validated';
  // What the sheet opens with: marks waiting to be sent, else the draft on this tablet, else the sheet as saved.
  const queuedSheet = current ? outbox[current.id] : undefined;
  const draft = current && !queuedSheet ? readSheetDraft(readDraft<unknown>(seat.id, current.id), items) : undefined;
  const savedTimes = readTrail(saved?.trail)?.items.map((it) => ({ first: it.first, last: it.last }));
  const initial = queuedSheet?.marks ?? draft?.marks ?? saved?.marks;
  const initialTimes = queuedSheet ? queuedSheet.times : draft ? draft.times : savedTimes;

  return (
    <div className="judge-page">
      <header className="judge-head">
        <div>
          <h1 className="judge-title">{judgeName || t('judge.seat', { n: seat.seat })}</h1>
          <p className="judge-where">
            <strong>{isShadowSeat(seat.seat) ? t('qualifications.shadowSeat', { n: shadowSeats().indexOf(seat.seat) + 1 }) : t('judge.seatNo', { n: seat.seat })}</strong> · <strong>{t('running.tatamiN', { n: data.data.tatami })}</strong>
            {poule ? (
              <>
                {' · '}
                <strong>{pouleLabel(t, poule, false)}</strong> · {t(`common:katas.${poule.kata}`)}
              </>
            ) : null}
          </p>
          {/* A trainee's seat beside the panel: its sheets are never counted (src/lib/rules/shadow.ts). */}
          {isShadowSeat(seat.seat) ? <p className="muted">{t('qualifications.shadowTablet')}</p> : null}
          <p className="muted">{competition?.name}</p>
        </div>
        <div className="judge-head-side">
          <span className={`judge-net ${online ? 'on' : 'off'}`} role="status">
            <span className={`pi ${online ? 'pi-wifi' : 'pi-ban'}`} aria-hidden="true" /> {online ? t('judge.online') : t('judge.offline')}
          </span>
          <LanguageSwitcher />
        </div>
      </header>
      {calibration.data?.round ? (
        <CalibrationSheet seatId={seat.id} seat={seat.seat} data={calibration.data} />
      ) : !poule ? (
        <EmptyState icon="pi pi-clock" title={t('judge.idle', { n: data.data.tatami })} description={t('judge.idleHint')} />
      ) : rests ? (
        <EmptyState icon="pi pi-pause" title={t('judge.seatRests', { n: seat.seat })} description={t('judge.seatRestsHint', { n: poule.judges })} />
      ) : !current || !sheet ? (
        <EmptyState icon="pi pi-check-circle" title={t('judge.allValidated')} />
      ) : (
        <section aria-labelledby="judge-couple">
          <h2 id="judge-couple" className="judge-couple">
            <span className="draw-order-number">{current.order}</span> {coupleLabel({ tori: current.toriName, uke: current.ukeName })}
          </h2>
          <p className={`sheet-state sheet-state-${state}`} role="status" data-state={state}>
            {t(`judge.state.${state}`)}
          </p>
          {/* The supervisor's word with a sheet sent back: what to look at again. */}
          {state === 'returned' && saved?.returnNote ? (
            <div className="judge-return-note" role="note" aria-labelledby="judge-return-note">
              <strong id="judge-return-note">
                <span className="pi pi-comment" aria-hidden="true" /> {t('judge.returnNote')}
              </strong>
              <p>{saved.returnNote}</p>
            </div>
          ) : null}
          {editable(state) ? (
            <ScoreSheet
              key={`${current.id}-${saved?.updated ?? ''}-${state === 'returned' ? 'r' : ''}`}
              idPrefix={`j-${current.id}`}
              items={items}
              scale={sheet.scale}
              rules={rules}
              initial={initial}
              initialTimes={initialTimes}
              corrected={state === 'returned'}
              saving={sending}
              saveLabel={state === 'returned' ? t('judge.sendCorrection') : t('judge.send')}
              onChange={onDraft(current.id)}
              onSave={(marks, times) => void send(current.id, marks, times, saved)}
              confirmForgotten
              firstItems={4}
            />
          ) : (
            <p className="judge-total">
              {t('scoring.judgeTotal')}: <strong>{formatNumber(saved ? judgeTotal(saved.marks, sheet.scale, rules) : 0)}</strong>
            </p>
          )}
        </section>
      )}
      {poule && !rests ? (
        <section aria-labelledby="judge-couples" className="judge-couples">
          <h2 id="judge-couples" className="subsection-title">
            {t('judge.couples')}
          </h2>
          <ol>
            {draws.map((d) => {
              // A couple that will not perform shows so (as the public draw does), never a sheet to send.
              if (d.absence) {
                return (
                  <li key={d.id} className="judge-couple-absent" data-absence={d.absence}>
                    <span className="draw-order-number">{d.order}</span>
                    <CoupleCell tori={d.toriName} uke={d.ukeName} clubs={d.clubs} />
                    <span className="sheet-chip sheet-state-absent">{t(`absence.states.${d.absence === 'withdrawn' ? 'withdrawn' : 'did_not_perform'}`)}</span>
                  </li>
                );
              }
              const s = stateOf(d);
              return (
                <li key={d.id} className={d.id === current?.id ? 'active' : undefined}>
                  <span className="draw-order-number">{d.order}</span>
                  <CoupleCell tori={d.toriName} uke={d.ukeName} clubs={d.clubs} />
                  <span className={`sheet-chip sheet-state-${s}`}>{t(`judge.state.${s}`)}</span>
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
      <ThemeButton type="button" label={t('judge.leave')} icon="pi pi-sign-out" className="p-button-link" onClick={onClose} />
    </div>
  );
}
