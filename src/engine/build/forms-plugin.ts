import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileValidatorModule } from './compile-validator.ts';
import { listFormIds, loadFormFiles, schemasDir } from './load-form-files.ts';

const FORM_PREFIX = 'virtual:form/';
const CATALOGUE_ID = 'virtual:form-catalogue';
const RESOLVED = '\0';
const runtimeModule = fileURLToPath(new URL('../core/ajv-runtime.ts', import.meta.url));

/**
 * Serves each form of `schemas/` as a module `virtual:form/<id>` exporting `form` (bundled schema, UI schema,
 * id, version) and `validateFns` (its validator, precompiled now, at build time), plus `virtual:form-catalogue`
 * with a lazy loader per form. Editing a schema file rebuilds only that form's module.
 */
export function formsPlugin(): Plugin {
  return {
    name: 'sightline-forms',
    configureServer(server) {
      const dir = schemasDir();
      server.watcher.add(dir);
      const onFormsChanged = (file: string) => {
        if (!file.startsWith(dir) || !file.endsWith('schema.json')) return;
        const catalogue = server.moduleGraph.getModuleById(RESOLVED + CATALOGUE_ID);
        if (catalogue) server.moduleGraph.invalidateModule(catalogue);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onFormsChanged);
      server.watcher.on('unlink', onFormsChanged);
    },
    resolveId(id) {
      if (id === CATALOGUE_ID || id.startsWith(FORM_PREFIX)) return RESOLVED + id;
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const request = id.slice(RESOLVED.length);
      if (request === CATALOGUE_ID) {
        const entries = listFormIds().map((formId) => `  ${JSON.stringify(formId)}: () => import(${JSON.stringify(FORM_PREFIX + formId)}),`);
        // Not `addWatchFile(schemasDir())`: the dev server treats a watched path as an import, and a folder cannot
        // be imported. New or removed forms reach the catalogue through `configureServer` below.
        return `export const formLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (!request.startsWith(FORM_PREFIX)) return null;
      const files = loadFormFiles(request.slice(FORM_PREFIX.length));
      files.files.forEach((file) => this.addWatchFile(file));
      const definition = { id: files.id, version: files.version, schema: files.schema, uiSchema: files.uiSchema };
      return `${compileValidatorModule(files.schema, runtimeModule)}\nexport const form = ${JSON.stringify(definition)};\n`;
    },
  };
}
