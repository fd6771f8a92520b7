/**
 * Patient search: case-insensitive, partial, ranked (docs/server.md, "Patient search").
 *
 * Rank 0: the readable id or a phone is exactly the query (a bare number is also read as a readable id: `42`
 * finds SL-000042). Rank 1: the first or last name, the readable id or a phone starts with the query, or the full
 * name ("first last other") does. Rank 2: the other names start with it (they are not shown in the lists, so they
 * come after every first- and last-name match). Rank 3: every word of the query occurs somewhere in the names, id
 * or phones (substring). Ties go by last name, then first name (lower-case), then id. At most 50 patients.
 *
 * Each way of matching is a "matcher" (patient-matchers.ts) with an index of its own: b-tree ranges for exact and
 * prefix matches, the trigram index for substrings (SQLite FTS5 `trigram`, PostgreSQL `pg_trgm`).
 * Only the first 50 of a matcher in name order are needed, and there are two ways to get them:
 * - sparse: read every match through the matcher's index and sort them (cost: the number of matches);
 * - dense: walk the name index in order and keep rows that match until 50 are found (cost: about 50 × patients
 *   / matches rows).
 * On SQLite a count of the matches, capped at `threshold + 1` and read from the matcher's index alone, picks the
 * cheaper one; the two cost the same at threshold ≈ √(WALK_COST × 50 × patients), about 1,400 for 100,000
 * patients. So `ama`, `024` or `SL-0` (thousands of matches) cost no more than a rare surname. SQLite has no
 * statistics to choose by, so the choice is made here and forced (a materialised set, or a condition no index
 * can serve). PostgreSQL's planner makes it from its statistics, which are good for these columns (and the walk
 * is an index-only scan, so its disk-minded costs do not mislead it); counting first would cost a round trip more
 * than it saves. A last-name prefix needs no choice: its index is the name order.
 *
 * Substring matches are looked for only when exact and prefix matches give fewer than 50. Words shorter than 3
 * characters cannot use trigrams: they are checked on the rows the other words found, and a query with no
 * longer word stops at rank 2.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../tables/database';
import { PATIENT_COLUMNS, type PatientRecord } from '../tables/patients';
import { exactAndPrefixMatchers, normaliseQuery, substringMatcher, type Matcher } from './patient-matchers';

/** At most this many patients are answered. */
export const SEARCH_LIMIT = 50;

/**
 * What walking the name index costs per patient, relative to reading one match through its own index and
 * sorting it. The name index carries every searched column, so the walk tests each patient in the index alone;
 * measured on 100,000 patients on both engines (0.1-0.45 µs a patient walked, 0.3-1 µs a match read and sorted).
 */
const WALK_COST = 0.4;

interface Hit {
  id: number;
  rank: number;
  l: string;
  f: string;
}

/** A patient found, and where it ranks. */
interface Found {
  hit: Hit;
  row: PatientRecord;
}

/** How a matcher's first 50 in name order are read (see firstInNameOrder). */
type Mode = 'direct' | 'sparse' | 'dense';

export interface PatientSearchOptions {
  /**
   * Matches above which a matcher walks the name index instead; default √(WALK_COST × 50 × patients) on SQLite,
   * the planner's choice on PostgreSQL. Set, it applies on both engines (tests compare the ways).
   */
  denseThreshold?: number;
  /** How many patients there are (for the default threshold). */
  countPatients: () => Promise<number>;
}

function compareHits(a: Hit, b: Hit): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.l !== b.l) return a.l < b.l ? -1 : 1;
  if (a.f !== b.f) return a.f < b.f ? -1 : 1;
  return a.id - b.id;
}

export function createPatientSearch(db: Kysely<Database>, options: PatientSearchOptions) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /** Whether this code chooses each matcher's way (see the top of the file); otherwise the planner does. */
  const choosing = !postgres || options.denseThreshold !== undefined;

  async function threshold(): Promise<number> {
    if (options.denseThreshold !== undefined) return options.denseThreshold;
    return Math.max(SEARCH_LIMIT, Math.round(Math.sqrt(WALK_COST * SEARCH_LIMIT * (await options.countPatients()))));
  }

  /** How many rows each matcher finds, counting no further than `cap`. */
  async function cappedCounts(matchers: Matcher[], cap: number): Promise<number[]> {
    if (matchers.length === 0) return [];
    const row = await db
      .selectNoFrom(() =>
        matchers.map((matcher, index) =>
          sql<number>`(select count(*) from (${matcher.countRows ?? sql`select 1 from patients where ${matcher.indexed}`} limit ${cap}) c)`.as(
            `c${index}`,
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return matchers.map((_, index) => Number((row as Record<string, unknown>)[`c${index}`]));
  }

  /**
   * The first `limit` matches of a matcher in name order, read one of three ways: `direct` (the planner's choice:
   * exact matches, and the last-name index, which is the name order itself), `sparse` (every match through the
   * matcher's index, materialised so no planner can turn it into a walk, then sorted) or `dense` (the name index
   * walked, the condition hidden from every other index). `name` names the materialised set.
   */
  function firstInNameOrder(matcher: Matcher, mode: Mode, exclude: number[], limit: number, name: string) {
    const keys = sql`id, lower(last_name) as l, lower(first_name) as f`;
    const others = exclude.length > 0 ? sql` and id not in (${sql.join(exclude)})` : sql``;
    const rank = sql.lit(matcher.rank);
    if (mode === 'sparse') {
      return {
        cte: sql`${sql.ref(name)} as materialized (select ${keys} from patients where ${matcher.indexed}${others})`,
        query: sql`select id, ${rank} as rank, l, f from ${sql.ref(name)} order by l, f, id limit ${limit}`,
      };
    }
    const where = mode === 'dense' ? matcher.unindexed : matcher.indexed;
    return {
      cte: null,
      query: sql`select ${keys}, ${rank} as rank from patients where ${where}${others} order by lower(last_name), lower(first_name), id limit ${limit}`,
    };
  }

  /**
   * Runs parts from firstInNameOrder as one statement: their union, the best rank of each patient, the first 50
   * of them with their rows.
   */
  async function runParts(parts: ReturnType<typeof firstInNameOrder>[]): Promise<Found[]> {
    const ctes = parts.flatMap((part) => (part.cte ? [part.cte] : []));
    const union = sql.join(
      parts.map((part, index) => sql`select id, rank, l, f from (${part.query}) as ${sql.ref(`p${index}`)}`),
      sql` union all `,
    );
    const hits = sql`hits as (select id, min(rank) as rank, l, f from (${union}) as m
      group by id, l, f order by rank, l, f, id limit ${SEARCH_LIMIT})`;
    const columns = sql.join(PATIENT_COLUMNS.map((column) => sql.ref(`patients.${column}`)));
    const statement = sql<PatientRecord & { search_rank: number | string; search_l: string; search_f: string }>`
      with ${sql.join([...ctes, hits])}
      select hits.rank as search_rank, hits.l as search_l, hits.f as search_f, ${columns}
      from hits inner join patients on patients.id = hits.id
      order by hits.rank, hits.l, hits.f, hits.id`;
    const { rows } = await statement.execute(db);
    return rows.map(({ search_rank, search_l, search_f, ...row }) => ({
      hit: { id: row.id, rank: Number(search_rank), l: search_l, f: search_f },
      row,
    }));
  }

  /** Each matcher's way; `threshold` is read once per search (one count of the patients, one change number). */
  async function modes(matchers: Matcher[], threshold: () => Promise<number>): Promise<Mode[]> {
    if (!choosing || matchers.every((matcher) => matcher.uncounted)) return matchers.map(() => 'direct');
    const cap = (await threshold()) + 1;
    const counted = matchers.filter((matcher) => !matcher.uncounted);
    const counts = new Map<Matcher, number>();
    (await cappedCounts(counted, cap)).forEach((count, index) => counts.set(counted[index]!, count));
    return matchers.map((matcher) => (matcher.uncounted ? 'direct' : counts.get(matcher)! >= cap ? 'dense' : 'sparse'));
  }

  async function exactAndPrefix(q: string, threshold: () => Promise<number>): Promise<Found[]> {
    const matchers = exactAndPrefixMatchers(q);
    if (matchers.length === 0) return [];
    const chosen = await modes(matchers, threshold);
    return runParts(matchers.map((matcher, index) => firstInNameOrder(matcher, chosen[index]!, [], SEARCH_LIMIT, `s${index}`)));
  }

  async function substring(q: string, exclude: number[], limit: number, threshold: () => Promise<number>): Promise<Found[]> {
    const matcher = substringMatcher(q, postgres);
    if (!matcher) return [];
    const [mode] = await modes([matcher], threshold);
    return runParts([firstInNameOrder(matcher, mode!, exclude, limit, 's0')]);
  }

  return {
    /** Up to 50 patients matching `text`, best first; none for a blank text. */
    async search(text: string): Promise<PatientRecord[]> {
      const q = normaliseQuery(text);
      if (q === '') return [];
      let read: Promise<number> | undefined;
      const thresholdOnce = () => (read ??= threshold());
      let found = await exactAndPrefix(q, thresholdOnce);
      if (found.length < SEARCH_LIMIT) {
        const more = await substring(q, found.map(({ hit }) => hit.id), SEARCH_LIMIT - found.length, thresholdOnce);
        found = [...found, ...more].sort((a, b) => compareHits(a.hit, b.hit));
      }
      return found.map(({ row }) => row);
    },
  };
}
