/**
 * Contracts of user administration (issue 23, the systems administrator): the accounts list, creating, changing,
 * resetting a password, and importing a class list (CSV).
 */
import { ROLES } from '../src/lib/permissions';
import { closedObject, MAX_PAGE_SIZE, ref } from './shapes';

/** The most data rows one class list may hold (a bigger class is imported in parts). */
export const MAX_IMPORT_ROWS = 500;

const NAME = { type: 'string', minLength: 1, maxLength: 150 } as const;
const ROLE = {
  type: 'string',
  enum: [...ROLES],
  description: "The specification's role words (platform §1), in lower case.",
} as const;
const EMAIL = { type: ['string', 'null'], maxLength: 254, description: 'Optional e-mail address.' } as const;
const ONE_TIME_PASSWORD = {
  type: 'string',
  description: 'Shown once: the account must change it at its first sign-in.',
} as const;

const ADMIN_USER_FIELDS = {
  id: { type: 'integer' },
  username: { type: 'string', maxLength: 150 },
  first_name: { type: 'string', maxLength: 150 },
  last_name: { type: 'string', maxLength: 150 },
  role: ROLE,
  email: EMAIL,
  is_active: { type: 'boolean', description: 'False: the account cannot sign in.' },
  must_change_password: { type: 'boolean', description: 'True while the account holds a one-time password.' },
  created_at: { type: 'string', maxLength: 32, description: 'ISO 8601 UTC time the account was created.' },
} as const;

export const AdminUser = { $id: 'AdminUser', ...closedObject(null, ADMIN_USER_FIELDS) } as const;

export const AdminUserPage = {
  $id: 'AdminUserPage',
  ...closedObject(null, {
    results: { type: 'array', maxItems: MAX_PAGE_SIZE, items: ref('AdminUser') },
    count: { type: 'integer', description: 'How many accounts match in all pages.' },
  }),
} as const;

export const CreatedUser = {
  $id: 'CreatedUser',
  ...closedObject(
    null,
    { ...ADMIN_USER_FIELDS, one_time_password: { ...ONE_TIME_PASSWORD, type: ['string', 'null'] } },
    '`one_time_password`: null when the request gave a password.',
  ),
} as const;

export const CreateUserRequest = {
  $id: 'CreateUserRequest',
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 150, description: 'Letters, digits and @ . + - _; unique ignoring case.' },
    first_name: NAME,
    last_name: NAME,
    role: ROLE,
    email: EMAIL,
    password: {
      type: 'string',
      minLength: 1,
      maxLength: 1024,
      description: 'Optional; without it the answer carries a one-time password that must be changed at first sign-in.',
    },
  },
  required: ['username', 'first_name', 'last_name', 'role'],
  additionalProperties: false,
} as const;

export const UpdateUserRequest = {
  $id: 'UpdateUserRequest',
  type: 'object',
  description: 'Any of the fields; an administrator cannot deactivate their own account or change their own role.',
  properties: { first_name: NAME, last_name: NAME, role: ROLE, email: EMAIL, is_active: { type: 'boolean' } },
  minProperties: 1,
  additionalProperties: false,
} as const;

export const OneTimePassword = {
  $id: 'OneTimePassword',
  ...closedObject(null, { one_time_password: ONE_TIME_PASSWORD }),
} as const;

const ROW_ERRORS = {
  type: 'array',
  maxItems: MAX_IMPORT_ROWS,
  description: 'The rows refused, each with why (row 1 is the header row, as a spreadsheet numbers it).',
  items: closedObject(null, { row: { type: 'integer' }, message: { type: 'string' } }),
} as const;

export const UserImportResult = {
  $id: 'UserImportResult',
  ...closedObject(null, {
    created: { type: 'array', maxItems: MAX_IMPORT_ROWS, items: ref('CreatedUser'), description: 'Each with its one-time password.' },
    errors: ROW_ERRORS,
  }),
} as const;

export const UserImportPreview = {
  $id: 'UserImportPreview',
  ...closedObject(null, {
    rows: {
      type: 'array',
      maxItems: MAX_IMPORT_ROWS,
      description: 'The rows the import would create, as read.',
      items: closedObject(null, {
        row: { type: 'integer' },
        username: { type: 'string' },
        first_name: { type: 'string' },
        last_name: { type: 'string' },
        role: ROLE,
        email: EMAIL,
      }),
    },
    errors: ROW_ERRORS,
  }),
} as const;

/** The body of an import: the CSV file itself (Content-Type text/csv). */
export const ClassListCsv = {
  $id: 'ClassListCsv',
  type: 'string',
  description:
    'CSV text: a header row naming username, first name, last name, role and optionally email (any order and letter ' +
    `case), then one account per row; at most ${MAX_IMPORT_ROWS} rows.`,
} as const;

export const USER_CONTRACTS = [
  ClassListCsv,
  AdminUser,
  AdminUserPage,
  CreatedUser,
  CreateUserRequest,
  UpdateUserRequest,
  OneTimePassword,
  UserImportResult,
  UserImportPreview,
];
