// Club codes as people read them: the registry's name of a code, else the code itself (an athlete's
// club need not be registered). A couple carries its clubs as space-separated codes, the tori's first
// and the uke's second when it differs (pb_hooks/lib/enrolment.js).

/** code → name of the clubs' registry. */
export type ClubNames = ReadonlyMap<string, string>;

/** The club's name, or its code when the registry has none. */
export function clubName(names: ClubNames, code: string): string {
  return names.get(code) || code;
}

/** The couple's clubs text ("01IT0001 02IT0042") as names, in order. */
export function clubList(names: ClubNames, text: string | undefined | null): string[] {
  return (text ?? '').split(/\s+/).filter(Boolean).map((c) => clubName(names, c));
}

/** The couple's clubs for a cell or an export: "ASD Judo Club Roma · Kodokan Milano". */
export function clubsLabel(names: ClubNames, text: string | undefined | null): string {
  return clubList(names, text).join(' · ');
}

/** The tori's and the uke's club (the uke's is the tori's unless the text names a second one); '' when unknown. */
export function coupleClubs(names: ClubNames, text: string | undefined | null): { tori: string; uke: string } {
  const [tori = '', uke = tori] = clubList(names, text);
  return { tori, uke };
}

/**
 * What a screen reader hears for a couple: "Tori: Marco Esposito (Kodokan Milano), uke: Andrea Ferrari
 * (Kodokan Milano)"; a missing club or name leaves no stray punctuation.
 */
export function coupleSpeech(
  words: { tori: string; uke: string },
  couple: { tori: string; uke: string; clubs?: string | null },
  names: ClubNames,
): string {
  const clubs = coupleClubs(names, couple.clubs);
  const person = (role: string, name: string, club: string) => {
    const who = [name.trim(), club ? `(${club})` : ''].filter(Boolean).join(' ');
    return who ? `${role}: ${who}` : '';
  };
  return [person(words.tori, couple.tori, clubs.tori), person(words.uke, couple.uke, clubs.uke)].filter(Boolean).join(', ');
}
