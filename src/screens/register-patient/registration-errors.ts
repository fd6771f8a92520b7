import { UNEXPECTED_ERROR } from '../../lib/format-error';
import { isRecord } from '../../lib/is-record';

/** A refused registration, split as platform §8 shows it: messages under fields, else one banner line. */
export interface RegistrationErrors {
  fields?: Record<string, string[]>;
  banner?: string;
}

const asMessages = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m.length > 0);

/**
 * Field errors of the response under their fields (those the form has); otherwise a banner with `detail`, else the
 * first `non_field_errors` entry, else 'An unexpected error occurred.'
 */
export function registrationErrors(body: unknown, formFields: ReadonlySet<string>): RegistrationErrors {
  const record = isRecord(body) ? body : {};
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(record)) {
    const messages = asMessages(value);
    if (formFields.has(key) && messages.length > 0) fields[key] = messages;
  }
  if (Object.keys(fields).length > 0) return { fields };
  if (typeof record.detail === 'string' && record.detail) return { banner: record.detail };
  const first = asMessages(record.non_field_errors)[0];
  return { banner: first ?? UNEXPECTED_ERROR };
}
