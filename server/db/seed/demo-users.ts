/** Demo accounts, one per role, all with the password below. Never seeded when DEMO=0. */
import type { UsersRepository } from '../repositories/users';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS = [
  { username: 'sysadmin', role: 'systems_admin', first_name: 'Samuel', last_name: 'Mensah' },
  { username: 'hadmin', role: 'hospital_admin', first_name: 'Abena', last_name: 'Owusu' },
  { username: 'lecturer', role: 'lecturer', first_name: 'Kwame', last_name: 'Asante' },
  { username: 'student', role: 'student', first_name: 'Efua', last_name: 'Boateng' },
  { username: 'coordinator', role: 'coordinator', first_name: 'Yaw', last_name: 'Darko' },
] as const;

/** Creates the demo accounts that do not exist yet; returns the usernames it created. */
export async function seedDemoUsers(
  users: UsersRepository,
  hashPassword: (password: string) => Promise<string>,
): Promise<string[]> {
  const created: string[] = [];
  for (const demo of DEMO_USERS) {
    if (await users.findByUsername(demo.username)) continue;
    await users.create({
      ...demo,
      password_hash: await hashPassword(DEMO_PASSWORD),
      is_active: 1,
      created_at: new Date().toISOString(),
    });
    created.push(demo.username);
  }
  return created;
}
