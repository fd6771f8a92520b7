/**
 * Importing a class list (CSV, read by Papa Parse): a header row naming the columns username, first name, last name,
 * role and optionally email (in any order and letter case; "first_name", "First Name" and "firstname" are the same),
 * then one account per row. Each row is checked as any new account is (server/services/accounts.ts); a preview
 * answers the rows that would be created and why the others would not, an import creates the good rows (each with a
 * one-time password) and reports the others. Rows are numbered as a spreadsheet shows them: the header is row 1.
 */
import Papa from 'papaparse';
import { MAX_IMPORT_ROWS } from '../../../contracts/users';
import type { CreatedUser, UserImportPreview } from '../../../contracts/generated/types';
import { ApiError } from '../../lib/api-error';
import { checkNewAccount, firstProblem, type CheckedAccount } from '../../services/accounts';
import { insertAccount, prepareAccount, type Actor, type UserAdminDeps } from './service';

type Column = 'username' | 'first_name' | 'last_name' | 'role' | 'email';
const REQUIRED: readonly Column[] = ['username', 'first_name', 'last_name', 'role'];

const HEADER_WORDS: Readonly<Record<string, Column>> = {
  username: 'username',
  'user name': 'username',
  'first name': 'first_name',
  firstname: 'first_name',
  'last name': 'last_name',
  lastname: 'last_name',
  surname: 'last_name',
  role: 'role',
  email: 'email',
  'e mail': 'email',
};

export const HEADER_MESSAGE =
  'The first row must name the columns: username, first name, last name, role (and optionally email).';

const headerWord = (cell: string) => cell.trim().toLowerCase().replace(/[_\-\s]+/g, ' ');

interface RowError {
  row: number;
  message: string;
}

interface CheckedRow {
  row: number;
  account: CheckedAccount;
}

/** The data rows of `text`, each with its row number; throws a 400 for a file that is not a class list. */
function readRows(text: string): { row: number; cells: Record<Column, string>; extra: boolean }[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const lines = parsed.data;
  const headerCells = lines[0] ?? [];
  const columns = headerCells.map((cell) => HEADER_WORDS[headerWord(cell)]);
  if (REQUIRED.some((column) => !columns.includes(column))) throw ApiError.detail(400, HEADER_MESSAGE);
  const rows = [];
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.every((cell) => cell.trim() === '')) continue;
    const cells = { username: '', first_name: '', last_name: '', role: '', email: '' };
    columns.forEach((column, at) => {
      if (column) cells[column] = line[at] ?? '';
    });
    rows.push({ row: index + 1, cells, extra: line.length > headerCells.length });
  }
  if (rows.length === 0) throw ApiError.detail(400, 'The class list has no rows below its header row.');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw ApiError.detail(400, `A class list may hold at most ${MAX_IMPORT_ROWS} rows; split it into parts.`);
  }
  return rows;
}

/** Every row checked: the accounts that may be created, and why the others may not. */
async function checkRows(deps: UserAdminDeps, text: string): Promise<{ accounts: CheckedRow[]; errors: RowError[] }> {
  const accounts: CheckedRow[] = [];
  const errors: RowError[] = [];
  const taken = new Set<string>();
  for (const { row, cells, extra } of readRows(text)) {
    if (extra) {
      errors.push({ row, message: 'This row has more cells than the header row names.' });
      continue;
    }
    const checked = await checkNewAccount(deps.repos, cells, taken);
    if ('problems' in checked) {
      errors.push({ row, message: firstProblem(checked.problems) });
      continue;
    }
    taken.add(checked.account.username.toLowerCase());
    accounts.push({ row, account: checked.account });
  }
  return { accounts, errors };
}

export async function previewClassList(deps: UserAdminDeps, text: string): Promise<UserImportPreview> {
  const { accounts, errors } = await checkRows(deps, text);
  return { rows: accounts.map(({ row, account }) => ({ row, ...account })), errors };
}

/** Creates the good rows' accounts (in one transaction), each with a one-time password; reports the others. */
export async function importClassList(
  deps: UserAdminDeps,
  actor: Actor,
  text: string,
): Promise<{ created: CreatedUser[]; errors: RowError[] }> {
  const { accounts, errors } = await checkRows(deps, text);
  const prepared = await Promise.all(accounts.map(({ account }) => prepareAccount(account, undefined)));
  const created = await deps.repos.userAdmin.transaction(async (tx) => {
    const users: CreatedUser[] = [];
    for (const account of prepared) users.push(await insertAccount(tx, actor, account));
    return users;
  });
  return { created, errors };
}
