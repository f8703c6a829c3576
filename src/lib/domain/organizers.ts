// The organizers' public names, kept on each competition by the server (`organizerNames`): users
// themselves are private (self and admins), so a competition's organizers are never read from
// `users` outside the admin's screens.

/** "Anna Rossi, Marco Bianchi" from a competition record ('' when it has none). */
export function organizerNames(competition: { organizerNames?: unknown }): string {
  const v = competition.organizerNames;
  return Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string' && n !== '').join(', ') : '';
}
