import sharedDefinitions from '../../../schemas/shared/defs.json';
import { bundleSchema, type JsonObject } from '../../engine/core/bundle-schema';

/** A schema as shipped in `schemas/`, its shared definitions inlined. */
export const shippedSchema = (raw: unknown): JsonObject =>
  bundleSchema(raw as JsonObject, { '../shared/defs.json': sharedDefinitions as JsonObject });
