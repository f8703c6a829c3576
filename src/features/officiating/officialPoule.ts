// What the officials' screens of a poule (scoring, supervision) open with: the competition and the
// user's roles in it, its published poules (in the order they start) and the one the URL names (else
// the first with a couple still to judge when the screen opened, as the day runs, written into the
// address so that validating a poule's last couple does not carry the official to another tatami;
// else the first), the draws, the kata sheets and the poule's evaluations. Unpublished poules are the draw manager's only.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/lib/core/session';
import { byStart } from '@/lib/domain/runningOrder';
import { currentCouple } from '@/features/results/judge/sheetState';
import { rolesIn, useDraws, useEvaluations, useKataSheets, useOfficialCompetition, usePoules } from '@/features/results/api';

export function useOfficialPoule(competitionID: string, pouleID: string) {
  const user = useSession();
  const competition = useOfficialCompetition(competitionID);
  const { staff, official } = rolesIn(competition.data, user);
  const poules = usePoules(competitionID, official);
  const draws = useDraws(competitionID, official);
  const sheets = useKataSheets();
  // In the order they start (start time, tatami, name), as the day runs; poules without a start time last.
  const published = byStart((poules.data ?? []).filter((p) => p.published));
  const open = (id: string) => !!currentCouple((draws.data ?? []).filter((d) => d.poule === id));
  // The poule chosen goes into the address (replacing it): kept while the screen is open, and found
  // again by Back from another screen, whatever was validated meanwhile.
  const navigate = useNavigate();
  const location = useLocation();
  const first = draws.data ? (published.find((p) => open(p.id)) ?? published[0]) : undefined;
  useEffect(() => {
    if (!pouleID && first) navigate(`${location.pathname.replace(/\/$/, '')}/${first.id}${location.search}`, { replace: true });
  }, [pouleID, first, navigate, location.pathname, location.search]);
  const poule = published.find((p) => p.id === pouleID) ?? first ?? published[0];
  const evaluations = useEvaluations(poule?.id ?? '');
  return { competition, staff, official, loading: competition.isLoading || poules.isLoading, draws, sheets, published, poule, evaluations };
}
