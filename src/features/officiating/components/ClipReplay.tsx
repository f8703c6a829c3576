// The couple's recording replayed on the supervisor's screen, one tap per technique: each bookmark
// starts a few seconds before the panel's median time of the technique (src/lib/rules/clipBookmarks.ts),
// and the techniques on which the panel splits are flagged. The pieces of the recording are fetched
// in order and joined into one video (docs/ARCHITECTURE.md "Video review").
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

export function ClipReplay({ draw, items, sheets }: { draw: string; items: number; sheets: { marks: unknown; trail?: unknown }[] }) {
  const { t } = useTranslation('results');
  const [loaded, setLoaded] = useState<Loaded | null | 'none'>(null);
  const [busy, setBusy] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => () => (loaded && loaded !== 'none' ? URL.revokeObjectURL(loaded.url) : undefined), [loaded]);
  useEffect(() => setLoaded(null), [draw]);
  const marks = sheets.map((s) => ({ trail: readTrail(s.trail), marks: (Array.isArray(s.marks) ? s.marks : []) as (ItemMark | null)[] }));
  const marksOf: Bookmark[] = loaded && loaded !== 'none' ? bookmarks(items, marks, loaded.start) : [];
  const jump = (at: number) => {
    const v = video.current;
    if (!v) return;
    v.currentTime = at;
    void v.play().catch(() => undefined);
  };
  return (
    <section className="clip-replay" aria-labelledby="replay-title">
      <h4 id="replay-title" className="subsection-title">
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
          <video ref={video} className="clip-replay-video" src={loaded.url} controls playsInline data-testid="replay-video" />
          <ol className="clip-bookmarks" aria-label={t('clips.bookmarks')}>
            {marksOf.map((b) => (
              <li key={b.item}>
                <Button
                  type="button"
                  size="small"
                  icon={b.split ? 'pi pi-flag-fill' : undefined}
                  severity={b.split ? 'danger' : undefined}
                  outlined={!b.split}
                  label={t('clips.technique', { n: b.item + 1 })}
                  aria-label={b.split ? t('clips.techniqueSplit', { n: b.item + 1 }) : t('clips.technique', { n: b.item + 1 })}
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
