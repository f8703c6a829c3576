// How a poule and a couple are named on screen: "Open · Nage-no-kata · Group A" / "… · Final", on the
// officials' screens, the public tabs and the hall's screens alike (never a poule's bare name, "F").
// The texts are the results namespace's: a page naming poules loads it.
import type { TFunction } from 'i18next';

export interface PouleLike {
  circuitName?: string;
  kata: string;
  name: string;
  phase: string;
}

export function pouleLabel(t: TFunction, p: PouleLike, withCategory = true): string {
  const group = p.phase === 'final' ? t('results:poule.final') : t('results:poule.group', { name: p.name });
  if (!withCategory) return group;
  return [p.circuitName, t(`common:katas.${p.kata}`), group].filter(Boolean).join(' · ');
}

export function categoryLabel(t: TFunction, c: { circuitName?: string; kata: string }): string {
  return [c.circuitName, t(`common:katas.${c.kata}`)].filter(Boolean).join(' · ');
}

export function coupleLabel(c: { tori: string; uke: string }): string {
  return `${c.tori} – ${c.uke}`;
}
