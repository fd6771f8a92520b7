/** The server's liveness probe (`GET /api/health/`): public, answers `{status: 'ok'}`. */
export const HEALTH_PATH = '/api/health/';

/** Whether the server answers now (no token, no cache): a connection test, never throws. */
export async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(HEALTH_PATH, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}
