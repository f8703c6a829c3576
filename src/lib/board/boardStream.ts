// Where the public board's stream is followed: on the portal's own server, or on the board relay
// that the board document names (`live`: a second PocketBase holding the spectators' streams, so
// that ten thousand phones cost the judges' saves nothing; pb_hooks/lib/relay.js). One client per
// relay for the page's life, with an auth store of its own: the relay never sees a user's token.
import PocketBase, { BaseAuthStore } from 'pocketbase';
import { pb } from '@/lib/core/pocketbase';

const relays = new Map<string, PocketBase>();

/** The client whose realtime stream carries `board/{id}`: the relay's when the document names one. */
export function boardStream(live: string | undefined): Pick<PocketBase, 'realtime'> {
  if (!live) return pb;
  let client = relays.get(live);
  if (!client) {
    client = new PocketBase(live, new BaseAuthStore());
    client.autoCancellation(false);
    relays.set(live, client);
  }
  return client;
}
