/**
 * The ways a patient search matches (server/db/repositories/patient-search.ts reads them): each a condition an
 * index serves, and the same condition hidden from every index, for walking the name index instead.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Sorts after every character a name, id or phone can hold, so `[q, q + HIGH)` is "starts with q". */
const HIGH = '\uffff';

/** One way of matching: the condition through its index, and the same condition that no index can serve. */
export interface Matcher {
  rank: number;
  indexed: RawBuilder<SqlBool>;
  unindexed: RawBuilder<SqlBool>;
  /**
   * Read `direct`, without counting: exact matches are few; the last-name index is itself in name order (its
   * first 50 are the answer whatever their number).
   */
  uncounted?: boolean;
  /** Rows to count when the matches can be counted without reading patients (the FTS5 table). */
  countRows?: RawBuilder<unknown>;
}

/** The query as compared: trimmed, lower-case, single spaces. */
export function normaliseQuery(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An FTS5 string: the text in double quotes, inner quotes doubled (so it is matched as it is). */
function ftsString(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The last-name key of the name index (and of the order of results). */
const LAST = sql<string>`lower(last_name)`;

/** `column` equals `value`; the unindexed twin hides the column from the planner (`column || ''`). */
function equals(column: string, value: string, rank: number): Matcher {
  return {
    rank,
    uncounted: true,
    indexed: sql<SqlBool>`${sql.ref(column)} = ${value}`,
    unindexed: sql<SqlBool>`(${sql.ref(column)} || '') = ${value}`,
  };
}

/** `expression` starts with `prefix`, as a range the expression's b-tree index can serve. */
function startsWith(expression: RawBuilder<string>, prefix: string, rank: number): Matcher {
  return {
    rank,
    indexed: sql<SqlBool>`${expression} >= ${prefix} and ${expression} < ${prefix + HIGH}`,
    unindexed: sql<SqlBool>`(${expression} || '') >= ${prefix} and (${expression} || '') < ${prefix + HIGH}`,
  };
}

/** Every word occurs in search_text, checked row by row. */
function containsAll(words: string[], column: RawBuilder<string>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.join(
    words.map((word) => sql`${column} like ${`%${escapeLike(word)}%`} escape '\\'`),
    sql` and `,
  )}`;
}

/** Exact and prefix matchers (ranks 0 to 2) for a normalised query. */
export function exactAndPrefixMatchers(q: string): Matcher[] {
  const matchers: Matcher[] = [];
  const upper = q.toUpperCase();
  if (/^sl-\d+$/.test(q)) {
    matchers.push(equals('patient_id', upper, 0), startsWith(sql<string>`patient_id`, upper, 1));
  }
  if (/^\d+$/.test(q)) {
    if (q.length <= 10) matchers.push(equals('patient_id', `SL-${q.padStart(6, '0')}`, 0));
    matchers.push(
      equals('primary_phone', q, 0),
      equals('alternate_phone', q, 0),
      startsWith(sql<string>`primary_phone`, q, 1),
      startsWith(sql<string>`alternate_phone`, q, 1),
    );
  }
  // Names hold letters and spaces only: any other character rules them out.
  if (/^[a-z ]+$/.test(q)) {
    // search_text starts with "first last other": its prefix is the first name's, or the full name's.
    matchers.push(startsWith(sql<string>`search_text`, q, 1), { ...startsWith(LAST, q, 1), uncounted: true });
    // Other names are not shown in the lists: a match there comes after every first- and last-name match.
    matchers.push(startsWith(sql<string>`lower(other_names)`, q, 2));
  }
  return matchers;
}

/**
 * The substring matcher (rank 3), or null when no word is long enough for trigrams: the one matcher written per
 * engine (SQLite's FTS5 table, PostgreSQL's pg_trgm index behind LIKE).
 */
export function substringMatcher(q: string, postgres: boolean): Matcher | null {
  const words = [...new Set(q.split(' '))];
  const long = words.filter((word) => word.length >= 3);
  if (long.length === 0) return null;
  const unindexed = containsAll(words, sql<string>`(search_text || '')`);
  if (postgres) {
    return { rank: 3, indexed: containsAll(words, sql<string>`search_text`), unindexed };
  }
  const short = words.filter((word) => word.length < 3);
  const matching = sql`select rowid from patients_search where patients_search match ${long.map(ftsString).join(' AND ')}`;
  const fts = sql<SqlBool>`id in (${matching})`;
  return {
    rank: 3,
    indexed: short.length > 0 ? sql<SqlBool>`${fts} and ${containsAll(short, sql<string>`search_text`)}` : fts,
    unindexed,
    // Short words are left out of the count: it only has to tell few matches from many.
    countRows: matching,
  };
}

/** A field a search can match on, as answered in `matched_on`. */
export type MatchedField = 'name' | 'other_names' | 'patient_id' | 'phone';

/** The searched fields of a patient, as `matchedOn` reads them. */
export interface SearchedFields {
  first_name: string;
  last_name: string;
  other_names: string | null;
  patient_id: string | null;
  primary_phone: string | null;
  alternate_phone: string | null;
}

/**
 * Where each word of the query was found, in this order of preference: first or last name, readable id, phone,
 * other names (so `other_names` is answered only for a word that none of the shown fields holds). A bare number
 * that is a readable id's digits (`42` for SL-000042) counts as the id. Each field once, in the order above.
 */
export function matchedOn(text: string, patient: SearchedFields): MatchedField[] {
  const q = normaliseQuery(text);
  if (q === '') return [];
  const name = `${patient.first_name} ${patient.last_name}`.toLowerCase();
  const id = (patient.patient_id ?? '').toLowerCase();
  const phones = `${patient.primary_phone ?? ''} ${patient.alternate_phone ?? ''}`;
  const other = (patient.other_names ?? '').toLowerCase();
  const found = new Set<MatchedField>();
  for (const word of [...new Set(q.split(' '))]) {
    if (name.includes(word)) found.add('name');
    else if (id.includes(word) || (/^\d+$/.test(word) && word.length <= 10 && id === `sl-${word.padStart(6, '0')}`)) found.add('patient_id');
    else if (phones.includes(word)) found.add('phone');
    else if (other.includes(word)) found.add('other_names');
  }
  const order: MatchedField[] = ['name', 'patient_id', 'phone', 'other_names'];
  return order.filter((field) => found.has(field));
}
