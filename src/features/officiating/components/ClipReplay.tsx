// The couple's recording replayed on the supervisor's screen, one tap per technique: each bookmark
// starts a few seconds before the panel's median time of the technique (src/lib/rules/clipBookmarks.ts),
// and the techniques on which the panel splits are flagged. The pieces of the recording are fetched
// in order and joined into one video (docs/ARCHITECTURE.md "Video review"). The jury's view of an
// inquiry shows only the techniques it names (`focus`), by name, and opens at the first of them.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { pb } from '@/lib/core/pocketbase';
import { readTrail } from '@/lib/rules/trail';
import { bookmarks, clipStartOnServer, type Bookmark, type ItemMark } from '@/lib/rules/clipBookmarks';

const time = (pbDate: string) => new Date(pbDate.replace(' ', 'T')).getTime();

interface Loaded {
  url: string;
  start: number;
}

async function loadClip(draw: string): Promise<Loaded | null> {
  const clips = await pb.collection('clips').getList(1, 1, { filter: pb.filter('draw = {:d} && finished = true', { d: draw }), sort: '-created' });
  const clip = clips.items[0];
  if (!clip) return null;
  const chunks = await pb.collection('clip_chunks').getFullList({ filter: pb.filter('clip = {:c}', { c: clip.id }), sort: 'index' });
  const token = await pb.files.getToken();
  const parts = await Promise.all(chunks.map(async (c) => (await fetch(pb.files.getURL(c, c.file as string, { token }))).blob()));
  const url = URL.createObjectURL(new Blob(parts, { type: String(clip.mimeType).split(';')[0] }));
  return { url, start: clipStartOnServer({ startedAt: time(clip.startedAt as string), sentAt: time(clip.sentAt as string), created: time(clip.created as string) }) };
}

interface ClipReplayProps {
  draw: string;
  items: number;
  sheets: { marks: unknown; trail?: unknown }[];
  /** Only these techniques (0-based items), the video opened at the first one's bookmark. */
  focus?: number[];
  /** A technique's label (0-based item); "Technique n" without it. */
  name?: (item: number) => string;
  /** Makes the section's ids unique where several replays share a page. */
  idPrefix?: string;
}

export function ClipReplay({ draw, items, sheets, focus, name, idPrefix = 'replay' }: ClipReplayProps) {
  const { t } = useTranslation('results');
  const [loaded, setLoaded] = useState<Loaded | null | 'none'>(null);
  const [busy, setBusy] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const opened = useRef(false);
  useEffect(() => () => (loaded && loaded !== 'none' ? URL.revokeObjectURL(loaded.url) : undefined), [loaded]);
  useEffect(() => {
    setLoaded(null);
    opened.current = false;
  }, [draw]);
  const marks = sheets.map((s) => ({ trail: readTrail(s.trail), marks: (Array.isArray(s.marks) ? s.marks : []) as (ItemMark | null)[] }));
  const all: Bookmark[] = loaded && loaded !== 'none' ? bookmarks(items, marks, loaded.start) : [];
  const marksOf = focus ? all.filter((b) => focus.includes(b.item)) : all;
  const first = focus ? (marksOf.find((b) => b.at !== null)?.at ?? null) : null;
  const label = (item: number) => (name ? name(item) : t('clips.technique', { n: item + 1 }));
  const jump = (at: number) => {
    const v = video.current;
    if (!v) return;
    v.currentTime = at;
    void v.play().catch(() => undefined);
  };
  return (
    <section className="clip-replay" aria-labelledby={`${idPrefix}-title`}>
      <h4 id={`${idPrefix}-title`} className="subsection-title">
        {t('clips.replay')}
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
              if (first !== null && !opened.current) {
                opened.current = true;
                e.currentTarget.currentTime = first;
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
                  onClick={() => b.at !== null && jump(b.at)}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
