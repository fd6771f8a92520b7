import { parseArgs } from 'node:util';

/**
 * A command's `--name value` options (plus `-h`/`--help`), or the exit code to stop with: 0 after printing the
 * usage for --help, 2 after printing the problem and the usage for anything not understood.
 */
export function readCliOptions<K extends string>(argv: string[], names: readonly K[], usage: string): Partial<Record<K, string>> | number {
  const strings = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
  try {
    const { values } = parseArgs({ args: argv, options: { ...strings, help: { type: 'boolean', short: 'h' } }, strict: true });
    if (values.help) {
      console.log(usage);
      return 0;
    }
    return values as Partial<Record<K, string>>;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
}
