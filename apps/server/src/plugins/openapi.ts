// OpenAPI document generated from the same Zod schemas that validate requests, served with a
// browsable UI at /api/docs (JSON at /api/docs/json).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export default fp(
  async function openapiPlugin(app: FastifyInstance, opts: { version: string; publicUrl: string }) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'BoldCall API',
          description:
            'Bold predictions with play-money points. Success bodies are `{ data }`; errors are `{ statusCode, error, code, message }`.',
          version: opts.version,
        },
        servers: [{ url: opts.publicUrl }],
        components: {
          securitySchemes: {
            cookie: { type: 'apiKey', in: 'cookie', name: 'boldcall.session_token' },
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
