// The desk's QR scanner: the phone's rear camera in a dialog, frames decoded one after the other until
// a code is read. The caller resolves the code with the server; a refusal (another competition, a
// deleted enrolment, a forged code) is shown here with "Scan again", so a queue keeps moving.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { createDecoder } from '../scan';

export interface ScanDialogProps {
  /** Resolves a scanned text; returns an error message to show, or null when done (the dialog closes). */
  onCode: (text: string) => Promise<string | null>;
  onClose: () => void;
}

type Phase = 'starting' | 'scanning' | 'checking' | 'refused' | 'noCamera';

export function ScanDialog({ onCode, onClose }: ScanDialogProps) {
  const { t } = useTranslation('desk');
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const [message, setMessage] = useState('');
  const [round, setRound] = useState(0);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  // The camera stays on while the dialog is open (a refusal and a new scan do not ask again).
  const stream = useRef<MediaStream | null>(null);
  useEffect(() => {
    let alive = true;
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then((s) => {
        if (!alive) return s.getTracks().forEach((tr) => tr.stop());
        stream.current = s;
        const v = video.current;
        if (v) {
          v.srcObject = s;
          void v.play().catch(() => {});
        }
        setPhase('scanning');
      })
      .catch(() => alive && setPhase('noCamera'));
    if (!navigator.mediaDevices) setPhase('noCamera');
    return () => {
      alive = false;
      stream.current?.getTracks().forEach((tr) => tr.stop());
      stream.current = null;
    };
  }, []);

  // One decode at a time, on the next frame; stops at the first code read. Runs per camera start and
  // per "Scan again" (round), not per phase: 'checking' must not cancel the answer it waits for.
  const live = phase !== 'starting' && phase !== 'noCamera';
  useEffect(() => {
    if (!live) return;
    let alive = true;
    let frame = 0;
    void createDecoder().then(({ decode }) => {
      const tick = async () => {
        if (!alive) return;
        const v = video.current;
        const text = v && v.readyState >= 2 ? await decode(v).catch(() => null) : null;
        if (!alive) return;
        if (!text) {
          frame = requestAnimationFrame(() => void tick());
          return;
        }
        setPhase('checking');
        const refusal = await onCodeRef.current(text);
        if (!alive) return;
        if (refusal) {
          setMessage(refusal);
          setPhase('refused');
        }
      };
      void tick();
    });
    return () => {
      alive = false;
      cancelAnimationFrame(frame);
    };
  }, [live, round]);

  const again = useCallback(() => {
    setMessage('');
    setPhase('scanning');
    setRound((r) => r + 1);
  }, []);

  return (
    <Dialog
      visible
      header={t('scan.title')}
      onHide={onClose}
      className="desk-scan-dialog"
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '30rem' }}
      footer={
        <div className="desk-scan-footer">
          {phase === 'refused' ? <Button type="button" icon="pi pi-refresh" label={t('scan.again')} onClick={again} autoFocus /> : null}
          <Button type="button" outlined label={t('scan.close')} onClick={onClose} />
        </div>
      }
    >
      <div className="desk-scan">
        <video ref={video} className="desk-scan-video" muted playsInline aria-label={t('scan.camera')} />
        <p className="desk-scan-status" role="status">
          {phase === 'starting' ? t('scan.starting') : phase === 'scanning' ? t('scan.aim') : phase === 'checking' ? t('scan.checking') : ''}
        </p>
        {phase === 'refused' ? (
          <p className="desk-scan-error" role="alert">
            <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {message}
          </p>
        ) : null}
        {phase === 'noCamera' ? (
          <p className="desk-scan-error" role="alert">
            {t('scan.noCamera')}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
