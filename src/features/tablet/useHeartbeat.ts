// The tablet's heartbeat: every HEARTBEAT_MS, and when its queue or connection changes (never closer
// than HEARTBEAT_MIN_GAP_MS), it tells the server how many sheets wait on it and its battery where the
// browser tells it. A refused token ends the seat's session like any other request.
import { useEffect, useRef } from 'react';
import { afterFirstPaint, isFirstPaintDone } from '@/lib/core/firstPaint';
import { seatPb } from './seatClient';
import { sessionEnd, type SessionEnd } from './seatSession';
import { HEARTBEAT_MIN_GAP_MS, HEARTBEAT_MS } from '@/features/results/judge/tabletHealth';

interface BatteryManagerLike {
  level: number;
  charging: boolean;
}

let battery: Promise<BatteryManagerLike | null> | null = null;
/** The battery where the browser tells it (Chrome, Edge, Android), else null. */
function readBattery(): Promise<{ level: number; charging: boolean } | null> {
  const nav = navigator as Navigator & { getBattery?: () => Promise<BatteryManagerLike> };
  battery ??= nav.getBattery ? nav.getBattery().catch(() => null) : Promise.resolve(null);
  return battery.then((b) => (b ? { level: b.level, charging: b.charging } : null));
}

export function useHeartbeat(queued: number, online: boolean, onEnded: (why: SessionEnd) => void) {
  const latest = useRef({ queued, onEnded });
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = { queued, onEnded };
  });

  useEffect(() => {
    const beat = async () => {
      if (!navigator.onLine) return;
      last.current = Date.now();
      try {
        await seatPb.send('/api/custom/seats/heartbeat', { method: 'POST', body: { queued: latest.current.queued, battery: await readBattery() } });
      } catch (e) {
        const why = sessionEnd(e);
        if (why) latest.current.onEnded(why);
        // Anything else (no connection, a beat too soon): the next beat says it again.
      }
    };
    // A change: at once, unless the last beat was a moment ago.
    const wait = Math.max(0, last.current + HEARTBEAT_MIN_GAP_MS - Date.now());
    clearTimeout(timer.current);
    // The first beat once the tablet has painted its sheet (lib/core/firstPaint.ts).
    timer.current = setTimeout(() => void (isFirstPaintDone() ? beat() : afterFirstPaint().then(beat)), wait);
    const every = setInterval(() => void beat(), HEARTBEAT_MS);
    return () => {
      clearTimeout(timer.current);
      clearInterval(every);
    };
  }, [queued, online]);
}
