// No imports: also used by the entry (features/firstload/requests.ts starts the public lists' requests early).
/**
 * PocketBase filters for the public lists (drafts are hidden by the server for the public; the
 * filter keeps the public view the same for staff). `@todayStart` is the server's UTC day.
 */
export const PUBLIC_FILTERS = {
  current:
    'status != "draft" && (status = "accreditation" || status = "ongoing" || (status != "archived" && (date >= @todayStart || endDate >= @todayStart)))',
  past: 'status != "draft" && status != "accreditation" && status != "ongoing" && (status = "archived" || (date < @todayStart && (endDate = "" || endDate < @todayStart)))',
} as const;
