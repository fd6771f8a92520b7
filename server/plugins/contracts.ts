/**
 * Registers every contract (contracts/index.ts) with Fastify by its `$id`: routes name them with `$ref`
 * (`{ $ref: 'AbsentRequest#' }`), Fastify validates bodies and writes answers with them, and the OpenAPI document
 * lists them as components. Each section's contracts are built from the section manifest of the forms' folder
 * (contracts/sections.ts). `IdRef` is the forms' shared `idRef` definition, read from the forms' folder.
 */
import fp from 'fastify-plugin';
import { CONTRACTS } from '../../contracts/index';
import { sectionContracts } from '../../contracts/sections';
import { loadSharedDefinitions } from '../../src/engine/build/load-form-files';
import { ID_REF_DEFINITION, ID_REF_SCHEMA_ID } from '../../src/engine/core/id-refs';

/**
 * `IdRef`: the forms' shared `idRef` definition (schemas/shared/defs.json, read from the forms' folder) as a named
 * route schema. A route body property `{ $ref: 'IdRef#' }` names a record by id, and its id text (`"5"`) is read
 * as the number before validation (server/plugins/id-refs.ts).
 */
export function idRefSchema(schemasDir: string): Record<string, unknown> {
  const definitions = loadSharedDefinitions(schemasDir).documents['../shared/defs.json']?.$defs as Record<string, unknown> | undefined;
  const definition = definitions?.[ID_REF_DEFINITION];
  if (typeof definition !== 'object' || definition === null) {
    throw new Error(`schemas/shared/defs.json in ${schemasDir} has no "${ID_REF_DEFINITION}" definition.`);
  }
  const { $comment: _comment, ...rules } = definition as Record<string, unknown>;
  return {
    ...rules,
    $id: ID_REF_SCHEMA_ID,
    description: 'The id of a stored record: a whole number from 1, also accepted as text ("5").',
  };
}

export default fp(async (app) => {
  app.addSchema(idRefSchema(app.forms.dir));
  for (const contract of CONTRACTS) app.addSchema(contract);
  // Each section's contracts, from the manifest of the schemas folder this server runs with.
  for (const entry of app.sectionManifest.sections) for (const contract of sectionContracts(entry)) app.addSchema(contract);
}, { name: 'sightline-contracts', dependencies: ['sightline-form-schemas'] });
