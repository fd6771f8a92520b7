/**
 * Demo accounts, one per role, all with the published password below. Created once per database, and only when
 * the demo setting allows it (server/config.ts `demoEnabled`): the `demo-accounts` seed marker records that it
 * was done, so an account the operator deletes or deactivates is never brought back.
 */
import type { SeedMarkersRepository } from '../repositories/seed-markers';
import type { UsersRepository } from '../repositories/users';

export const DEMO_PASSWORD = 'demo1234';

/** The seed marker of the demo accounts (migration 0006 sets it on databases that had users already). */
export const DEMO_ACCOUNTS_MARKER = 'demo-accounts';

export const DEMO_USERS = [
  { username: 'sysadmin', role: 'systems administrator', first_name: 'Samuel', last_name: 'Mensah' },
  { username: 'hadmin', role: 'hospital administrator', first_name: 'Abena', last_name: 'Owusu' },
  { username: 'lecturer', role: 'lecturer', first_name: 'Kwame', last_name: 'Asante' },
  { username: 'student', role: 'student', first_name: 'Efua', last_name: 'Boateng' },
  { username: 'coordinator', role: 'coordinator', first_name: 'Yaw', last_name: 'Darko' },
] as const;

/**
 * Creates the demo accounts on a database that never had them (no username already taken is touched) and
 * records that it did; returns the usernames it created, none on every later run.
 */
export async function seedDemoUsers(
  repos: { users: UsersRepository; seedMarkers: SeedMarkersRepository },
  hashPassword: (password: string) => Promise<string>,
): Promise<string[]> {
  if (await repos.seedMarkers.has(DEMO_ACCOUNTS_MARKER)) return [];
  const created: string[] = [];
  const now = new Date().toISOString();
  for (const demo of DEMO_USERS) {
    if (await repos.users.findByUsername(demo.username)) continue;
    await repos.users.create({
      ...demo,
      password_hash: await hashPassword(DEMO_PASSWORD),
      is_active: 1,
      created_at: now,
    });
    created.push(demo.username);
  }
  await repos.seedMarkers.add(DEMO_ACCOUNTS_MARKER, now);
  return created;
}
