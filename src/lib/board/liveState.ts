// What the leaderboard may call live. Live indicators (the "Live" badge, "Just scored" and the live
// wording) belong to an ongoing competition only, and only while the realtime stream is held, the board
// is not frozen and the data is not an offline copy: a closed competition's board is its final standing.
import { isLive } from '@/lib/domain/competitionLifecycle';

export interface BoardState {
  status: string | undefined;
  frozen: boolean;
  mode: 'live' | 'polling' | string;
  offline: boolean;
  hasStandings: boolean;
}

export function liveIndicators(s: BoardState): { ongoing: boolean; badge: boolean; lastScored: boolean } {
  const ongoing = isLive(s) && !s.offline;
  return {
    ongoing,
    badge: ongoing && !s.frozen && s.hasStandings && s.mode === 'live',
    lastScored: ongoing && !s.frozen,
  };
}
