import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a project command (`server/cli/….ts` through tsx, or any node script) to its end, with `env` added. */
export function runNodeScript(script: string, args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...loader, script, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
