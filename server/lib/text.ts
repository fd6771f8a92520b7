/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). Displayed text can be
 * reordered by them ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf"), and no clinic text needs them; the
 * ordinary marks (U+200E, U+200F) that right-to-left text uses are left alone.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'g');

/** The text without bidirectional controls. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** True when the text holds a bidirectional control. */
export function hasBidiControls(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/** A person's name for display: first and last name, either of which may be missing. */
export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return `${first ?? ''} ${last ?? ''}`.trim();
}
