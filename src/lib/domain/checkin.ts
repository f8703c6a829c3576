// QR check-in codes (docs/ARCHITECTURE.md "The accreditation desk"): what the athlete's QR holds and
// how the desk recognises one before asking the server (which alone tells genuine from forged).
const PATTERN = /^KP1\.([a-z0-9]{15})\.([A-Za-z0-9]{24})$/;

/** The text of an enrolment's QR code, or null when the server gave it none (older data, another reader). */
export function checkinValue(e: { id: string; checkinCode?: string }): string | null {
  return e.checkinCode ? `KP1.${e.id}.${e.checkinCode}` : null;
}

/** True when a scanned text has the shape of a portal check-in code (the server still verifies it). */
export function looksLikeCheckin(text: string): boolean {
  return PATTERN.test(text.trim());
}
