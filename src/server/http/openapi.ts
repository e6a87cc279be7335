import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../shared/schemas/error';

/** The name of the SPEC §8 error body among the document's components. */
export const errorBodyComponent = 'ErrorBody';

/** Lets the document refer to the error body as one component instead of repeating it per answer. */
export function registerOpenApiComponents(): void {
  if (!z.globalRegistry.has(errorBodySchema))
    z.globalRegistry.add(errorBodySchema, { id: errorBodyComponent });
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

const errorAnswers = {
  '4XX': errorAnswer('Refused: the request, the sign-in, the role or the resource (SPEC §8 body).'),
  '5XX': errorAnswer('Failed on our side, or unavailable for a while (SPEC §8 body).'),
};

/**
 * jsonSchemaTransform plus the SPEC §8 error answers on every operation. Only
 * the document gets them: the routes' own response schemas, which also
 * serialize answers, stay the success answers they declare.
 */
export const openapiTransform: SwaggerTransform<FastifySchema & { hide?: boolean }> = (data) => {
  const { schema } = data;
  if (!schema || schema.hide) return jsonSchemaTransform(data);
  const response = { ...errorAnswers, ...(schema.response as object | undefined) };
  return jsonSchemaTransform({ ...data, schema: { ...schema, response } });
};
