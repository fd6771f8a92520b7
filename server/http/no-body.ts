/**
 * A route that takes no body (a bare POST: the action is all the path says). Its OpenAPI operation has no request
 * body; a client that sends one anyway may send only an empty object, and a body with any field, or one that is no
 * object, is refused as a body schema refuses it (400, the API's field messages).
 */
import type { FastifyRequest } from 'fastify';
import { createAjv } from '../../src/engine/core/create-ajv';
import { toFieldErrors } from '../../src/engine/core/field-errors';
import { ApiError } from '../lib/api-error';

const validateEmpty = createAjv().compile({ type: 'object', maxProperties: 0, additionalProperties: false });

/** `preValidation` hook: accepts no body or `{}`; refuses anything else (400). */
export async function refuseBodyFields(request: FastifyRequest): Promise<void> {
  const body = request.body ?? {};
  if (!validateEmpty(body)) throw ApiError.fields(toFieldErrors(validateEmpty.errors ?? [], body));
}
