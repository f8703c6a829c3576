// The couple's recording replayed on the supervisor's screen, one tap per technique: each bookmark
// starts a few seconds before the panel's median time of the technique (src/lib/rules/clipBookmarks.ts),
// and the techniques on which the panel splits are flagged. The pieces of the recording are fetched
// in order and joined into one video (docs/ARCHITECTURE.md "Video review"). The jury's view of an
// inquiry shows only the techniques it names (`focus`), by name, and opens at the first of them.
//
// The review decides from here, one tap from the technique watched: a couple waiting for validation
// is validated as is or one judge's sheet is sent back with a note naming the technique; a validated
// couple is reopened with the reason prefilled. Each decision sends the clip and the time viewed,
// which the server checks and keeps in the audit entry.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { pb } from '@/lib/core/pocketbase';
import { toast } from '@/lib/core/toast';
import { readTrail } from '@/lib/rules/trail';
import { bookmarks, clipStartOnServer, clipTime, viewedAt, type Bookmark, type ItemMark } from '@/lib/rules/clipBookmarks';
import { useValidate, type Review } from '@/features/results/judge/supervisorApi';
import { ReopenDialog } from './ReopenDialog';
import { SendBackDialog } from './SendBackDialog';

const time = (pbDate: string) => new Date(pbDate.replace(' ', 'T')).getTime();

interface Loaded {
  url: string;
  start: number;
  clip: string;
  /** The recording's length as the server knows it (ms). */
  length: number;
}

/** A sheet of the panel the replay may send back. */
export interface ReplaySeat {
  evaluation: string;
  seat: number;
  judge: string;
}

/**
 * What the review may decide: a couple waiting for validation (validated as is when `complete`, a
 * sent sheet sent back) or a validated couple (reopened).
 */
export type ReplayDecisions =
  | { kind: 'open'; couple: { id: string; label: string }; complete: boolean; seats: ReplaySeat[] }
  | { kind: 'validated'; couple: { id: string; order: number; toriName: string; ukeName: string } };

async function loadClip(draw: string): Promise<Loaded | null> {
  const clips = await pb.collection('clips').getList(1, 1, { filter: pb.filter('draw = {:d} && finished = true', { d: draw }), sort: '-created' });
  const clip = clips.items[0];
  if (!clip) return null;
  const chunks = await pb.collection('clip_chunks').getFullList({ filter: pb.filter('clip = {:c}', { c: clip.id }), sort: 'index' });
  const token = await pb.files.getToken();
  const parts = await Promise.all(chunks.map(async (c) => (await fetch(pb.files.getURL(c, c.file as string, { token }))).blob()));
  const url = URL.createObjectURL(new Blob(parts, { type: String(clip.mimeType).split(';')[0] }));
  const length = Math.max(Number(clip.durationMs) || 0, chunks.length * 2000);
  return { url, clip: clip.id, length, start: clipStartOnServer({ startedAt: time(clip.startedAt as string), sentAt: time(clip.sentAt as string), created: time(clip.created as string) }) };
}

interface ClipReplayProps {
  draw: string;
  items: number;
  sheets: { marks: unknown; trail?: unknown }[];
  decisions?: ReplayDecisions;
  title?: string;
  /** Only these techniques (0-based items), the video opened at the first one's bookmark. */
  focus?: number[];
  /** A technique's label (0-based item); "Technique n" without it. */
  name?: (item: number) => string;
  /** Makes the section's ids unique where two replays of one couple share a page. */
  idPrefix?: string;
}

export function ClipReplay({ draw, items, sheets, decisions, title, focus, name, idPrefix = 'replay' }: ClipReplayProps) {
  const { t } = useTranslation('results');
  const [loaded, setLoaded] = useState<Loaded | null | 'none'>(null);
  const [busy, setBusy] = useState(false);
  // The technique last jumped to: the one the decisions name (1-based).
  const [watching, setWatching] = useState<number | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const opened = useRef(false);
  useEffect(() => () => (loaded && loaded !== 'none' ? URL.revokeObjectURL(loaded.url) : undefined), [loaded]);
  useEffect(() => {
    setLoaded(null);
    setWatching(null);
    opened.current = false;
  }, [draw]);
  const marks = sheets.map((s) => ({ trail: readTrail(s.trail), marks: (Array.isArray(s.marks) ? s.marks : []) as (ItemMark | null)[] }));
  const all: Bookmark[] = loaded && loaded !== 'none' ? bookmarks(items, marks, loaded.start) : [];
  const marksOf = focus ? all.filter((b) => focus.includes(b.item)) : all;
  const first = focus ? (marksOf.find((b) => b.at !== null) ?? null) : null;
  const label = (item: number) => (name ? name(item) : t('clips.technique', { n: item + 1 }));
  const jump = (at: number, item: number) => {
    setWatching(item + 1);
    const v = video.current;
    if (!v) return;
    v.currentTime = at;
    void v.play().catch(() => undefined);
  };
  /** The clip and the time viewed now, for the decision's audit entry. */
  const review = (): Review | undefined => {
    if (!loaded || loaded === 'none') return undefined;
    return { clip: loaded.clip, clipAt: viewedAt(video.current?.currentTime ?? 0, loaded.length), ...(watching ? { technique: watching } : {}) };
  };
  const titleId = `${idPrefix}-title-${draw}`;
  return (
    <section className="clip-replay" aria-labelledby={titleId}>
      <h4 id={titleId} className="subsection-title">
        {title ?? t('clips.replay')}
      </h4>
      {!loaded ? (
        <Button
          type="button"
          icon="pi pi-play"
          outlined
          label={t('clips.load')}
          loading={busy}
          onClick={() => {
            setBusy(true);
            loadClip(draw)
              .then((l) => setLoaded(l ?? 'none'))
              .catch(() => setLoaded('none'))
              .finally(() => setBusy(false));
          }}
        />
      ) : loaded === 'none' ? (
        <p className="muted">{t('clips.none')}</p>
      ) : (
        <>
          <video
            ref={video}
            className="clip-replay-video"
            src={loaded.url}
            controls
            playsInline
            data-testid={`${idPrefix}-video`}
            onLoadedData={(e) => {
              // A recording cut from MediaRecorder has no index: it seeks once its data is in.
              if (first && first.at !== null && !opened.current) {
                opened.current = true;
                setWatching(first.item + 1);
                e.currentTarget.currentTime = first.at;
              }
            }}
          />
          <ol className="clip-bookmarks" aria-label={t('clips.bookmarks')}>
            {marksOf.map((b) => (
              <li key={b.item}>
                <Button
                  type="button"
                  size="small"
                  icon={b.split ? 'pi pi-flag-fill' : undefined}
                  severity={b.split ? 'danger' : undefined}
                  outlined={!b.split}
                  label={label(b.item)}
                  aria-label={b.split ? (name ? t('clips.techniqueSplitNamed', { name: name(b.item) }) : t('clips.techniqueSplit', { n: b.item + 1 })) : label(b.item)}
                  disabled={b.at === null}
                  data-at={b.at ?? ''}
                  aria-pressed={watching === b.item + 1}
                  onClick={() => b.at !== null && jump(b.at, b.item)}
                />
              </li>
            ))}
          </ol>
          {decisions ? <Decisions decisions={decisions} watching={watching} review={review} /> : null}
        </>
      )}
    </section>
  );
}

/** The review's decisions, naming the technique watched. */
function Decisions({ decisions, watching, review }: { decisions: ReplayDecisions; watching: number | null; review: () => Review | undefined }) {
  const { t } = useTranslation('results');
  const validate = useValidate();
  // The dialog open, with the review taken when it opened (the video plays on meanwhile).
  const [open, setOpen] = useState<{ kind: 'reopen'; review?: Review } | { kind: 'sendBack'; seat: ReplaySeat; review?: Review } | null>(null);
  const at = review()?.clipAt;
  return (
    <div className="clip-decisions" role="group" aria-label={t('clips.decide')} data-testid="replay-decisions">
      <p className="clip-decisions-title">
        {watching ? t('clips.deciding', { n: watching }) : t('clips.decidingNone')}
        {at !== undefined && watching ? <span className="muted"> · {clipTime(at)}</span> : null}
      </p>
      {decisions.kind === 'open' ? (
        <>
          <Button
            type="button"
            size="small"
            icon="pi pi-verified"
            label={t('clips.validateAsIs')}
            disabled={!decisions.complete}
            loading={validate.isPending}
            onClick={() =>
              validate.mutate({ draw: decisions.couple.id, validated: true, review: review() }, { onSuccess: () => toast.success(t('common:toasts.saved'), t('supervise.validated', { couple: decisions.couple.label })) })
            }
          />
          {decisions.seats.map((s) => (
            <Button key={s.evaluation} type="button" size="small" outlined severity="warning" icon="pi pi-replay" label={t('clips.sendBackSeat', { n: s.seat })} onClick={() => setOpen({ kind: 'sendBack', seat: s, review: review() })} />
          ))}
        </>
      ) : (
        <Button type="button" size="small" outlined severity="warning" icon="pi pi-lock-open" label={t('clips.reopen')} onClick={() => setOpen({ kind: 'reopen', review: review() })} />
      )}
      {open?.kind === 'sendBack' && decisions.kind === 'open' ? (
        <SendBackDialog
          evaluation={open.seat.evaluation}
          seat={open.seat.seat}
          judge={open.seat.judge}
          couple={decisions.couple.label}
          note={watching ? t('clips.sendBackNote', { n: watching }) : ''}
          review={open.review}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'reopen' && decisions.kind === 'validated' ? (
        <ReopenDialog draw={decisions.couple} reason={watching ? t('clips.reopenReason', { n: watching }) : t('clips.reopenReasonNone')} review={open.review} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
