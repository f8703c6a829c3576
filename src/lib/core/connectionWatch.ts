// Wires the connection monitor (connection.ts) to the SDK and the query client, once, when the
// routed app loads: every HTTP answer marks the server reachable, a request without an answer or a
// dropped realtime stream marks it lost, and a recovery refetches the active queries (live views
// catch up on the events they missed while disconnected).
import { apiUrl } from './apiUrl';
import type { SendOptions } from 'pocketbase';
import { pb } from './pocketbase';
import { queryClient } from './queryClient';
import { configureConnection, reportOffline, reportReachable } from './connection';

let installed = false;

export function installConnectionWatch(): void {
  if (installed) return;
  installed = true;
  configureConnection({
    health: () =>
      fetch(apiUrl('/api/health'), { cache: 'no-store' }).then(
        (r) => r.ok,
        () => false,
      ),
    realtimeConnected: () => pb.realtime.isConnected,
    onRecovered: () => void queryClient.invalidateQueries(),
  });
  const previousAfterSend = pb.afterSend;
  pb.afterSend = ((response: Response, data: unknown, options: SendOptions) => {
    reportReachable();
    return previousAfterSend ? previousAfterSend(response, data, options) : data;
  }) as typeof pb.afterSend;
  const previousOnDisconnect = pb.realtime.onDisconnect;
  pb.realtime.onDisconnect = (subscriptions) => {
    previousOnDisconnect?.(subscriptions);
    // Unsubscribing from everything also "disconnects": only a drop with live subscriptions counts.
    if (subscriptions.length > 0) reportOffline('realtime');
  };
}
