// "Record this tatami": the supervisor's device (a phone or a tablet on a stand) films each couple
// with the browser's camera (MediaRecorder, no plug-in). Armed once, it starts when a couple is
// called (the couple on the mat changes) and stops when the couple's sheets are all in, or by hand.
// Every 2 s chunk is written to the device's outbox (clips/clipStore.ts) before it is sent, so a
// dropped connection or a slow upload loses nothing: the chunks wait and go when the server answers.
// At most 8 minutes per couple (a 6-minute kata with the call and the bow); 2.5 Mbit/s at 720p.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { coupleLabel } from '@/features/results/components/labels';
import { getClip, putChunk, putClip, waitingPieces } from '../clips/clipStore';
import { drainClips, newClipId } from '../clips/clipUpload';
import { CLIP_CHUNK_MS, chunkFate } from '@/lib/rules/clipBookmarks';

const VIDEO_BITS = 2_500_000;
const TYPES = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];

interface Couple {
  id: string;
  order: number;
  toriName: string;
  ukeName: string;
}

interface Recording {
  clip: string;
  draw: string;
  label: string;
  recorder: MediaRecorder;
}

async function camera(): Promise<MediaStream> {
  const video = { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'environment' };
  try {
    return await navigator.mediaDevices.getUserMedia({ video, audio: true });
  } catch {
    // A device without a microphone (or refused it) still films.
    return navigator.mediaDevices.getUserMedia({ video, audio: false });
  }
}

export function TatamiRecorder({ current, complete }: { current: Couple | null; complete: boolean }) {
  const { t } = useTranslation('results');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [waiting, setWaiting] = useState<number | null>(null);
  const [error, setError] = useState('');
  // The couple stopped by hand is not restarted by itself.
  const stoppedFor = useRef('');
  const preview = useRef<HTMLVideoElement>(null);
  const supported = typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

  const send = useCallback(async () => {
    await drainClips().catch(() => undefined);
    setWaiting(await waitingPieces().catch(() => null));
  }, []);

  // What waits on the device goes whenever the screen runs: now, every 5 s and when back online.
  useEffect(() => {
    void send();
    const timer = window.setInterval(() => void send(), 5000);
    window.addEventListener('online', send);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', send);
    };
  }, [send]);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = stream;
  }, [stream]);

  const start = useCallback(
    async (couple: Couple, media: MediaStream) => {
      const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
      const recorder = new MediaRecorder(media, { ...(mimeType ? { mimeType } : {}), videoBitsPerSecond: VIDEO_BITS });
      const clip = newClipId();
      const startedAt = Date.now();
      let index = 0;
      // Writes to the device in order: the clip, each chunk, then its end.
      let writes = putClip({ id: clip, draw: couple.id, mimeType: recorder.mimeType || mimeType || 'video/webm', startedAt: new Date(startedAt).toISOString(), created: false });
      recorder.ondataavailable = (ev) => {
        if (!ev.data.size) return;
        const fate = chunkFate(index);
        if (fate === 'drop') return;
        const n = index++;
        writes = writes.then(() => putChunk({ clip, index: n, blob: ev.data })).then(() => void send());
        if (fate === 'stop' && recorder.state === 'recording') {
          stoppedFor.current = couple.id;
          recorder.stop();
        }
      };
      recorder.onstop = () => {
        const finish = { durationMs: Date.now() - startedAt, chunks: index };
        // The recording ends on screen once its end is stored and counted as waiting: never an
        // "all sent" between the stop and the end written to the device.
        writes = writes
          .then(async () => {
            const stored = await getClip(clip);
            if (stored) await putClip({ ...stored, finish });
            setWaiting(await waitingPieces().catch(() => null));
          })
          .finally(() => {
            setRecording((r) => (r?.clip === clip ? null : r));
            void send();
          });
      };
      await writes;
      recorder.start(CLIP_CHUNK_MS);
      setRecording({ clip, draw: couple.id, label: `${couple.order}. ${coupleLabel({ tori: couple.toriName, uke: couple.ukeName })}`, recorder });
    },
    [send],
  );

  const stop = useCallback((byHand: boolean) => {
    setRecording((r) => {
      if (r && r.recorder.state !== 'inactive') r.recorder.stop();
      if (r && byHand) stoppedFor.current = r.draw;
      return r;
    });
  }, []);

  // Armed: a couple called starts a recording; its sheets all in (or the next couple called) stop it.
  useEffect(() => {
    if (!stream) return;
    if (recording && (recording.draw !== current?.id || complete)) {
      stop(false);
      return;
    }
    if (!recording && current && !complete && stoppedFor.current !== current.id) void start(current, stream).catch(() => setError(t('clips.cameraError')));
  }, [stream, recording, current, complete, start, stop, t]);

  const arm = async () => {
    setError('');
    try {
      setStream(await camera());
    } catch {
      setError(t('clips.cameraError'));
    }
  };
  const disarm = () => {
    stop(true);
    stream?.getTracks().forEach((track) => track.stop());
    setStream(null);
  };
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);

  return (
    <section className="tatami-recorder" aria-labelledby="recorder-title">
      <h3 id="recorder-title" className="subsection-title">
        {t('clips.title')}
      </h3>
      {!supported ? (
        <p className="muted">{t('clips.unsupported')}</p>
      ) : !stream ? (
        <>
          <p className="muted">{t('clips.hint')}</p>
          <Button type="button" icon="pi pi-video" label={t('clips.arm')} onClick={() => void arm()} />
        </>
      ) : (
        <div className="tatami-recorder-live">
          <video ref={preview} className="tatami-recorder-preview" muted autoPlay playsInline aria-label={t('clips.preview')} />
          <div className="tatami-recorder-controls">
            <p role="status" data-testid="recorder-state">
              {recording ? (
                <>
                  <span className="recording-dot" aria-hidden="true" /> {t('clips.recording', { couple: recording.label })}
                </>
              ) : (
                t('clips.armed')
              )}
            </p>
            {recording ? (
              <Button type="button" icon="pi pi-stop-circle" severity="danger" label={t('clips.stop')} onClick={() => stop(true)} />
            ) : current ? (
              <Button
                type="button"
                icon="pi pi-circle-fill"
                label={t('clips.start')}
                onClick={() => {
                  stoppedFor.current = '';
                  void start(current, stream).catch(() => setError(t('clips.cameraError')));
                }}
              />
            ) : null}
            <Button type="button" icon="pi pi-power-off" text label={t('clips.disarm')} onClick={disarm} />
          </div>
        </div>
      )}
      {waiting !== null ? (
        <p className="muted" data-testid="recorder-waiting">
          {waiting ? t('clips.waiting', { count: waiting }) : t('clips.allSent')}
        </p>
      ) : null}
      {error ? <p className="p-error">{error}</p> : null}
    </section>
  );
}
