import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import-room messages lint gives a file of src/widgets holding `source`. */
async function roomErrors(source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(source, { filePath: 'src/widgets/planted-import.ts' });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the widgets import room', () => {
  it('refuses an import of a schema or of reference data: widgets take them from props', async () => {
    const errors = await roomErrors(
      "import defs from '../../schemas/shared/defs.json';\n" +
        "import conversions from '../../refdata/va-conversions.json';\n" +
        'export const planted = [defs, conversions];\n',
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toContain('Widgets take schemas and reference data from props');
  });

  it('lets a widget import its own room', async () => {
    expect(await roomErrors("import { EYES } from './eyes';\nexport const planted = EYES;\n")).toEqual([]);
  });
});
