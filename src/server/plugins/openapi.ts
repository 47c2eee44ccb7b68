/**
 * The API described (docs/architecture.md §1): an OpenAPI 3 document built from the routes' own zod schemas
 * (fastify-type-provider-zod's transform), each operation with the permissions it requires
 * (`x-permissions` and its description) and the shared error answers; served as JSON at
 * `/api/docs/json` and browsable at `/api/docs`, both public.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MESSAGES } from '@shared/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** The one error shape every failure answers with (src/shared/errors.ts). */
const errorBody = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['message'],
        properties: {
          message: { type: 'string', description: 'Mensaje en castellano para mostrar al usuario.' },
          errors: {
            type: 'object',
            description: 'Errores por campo (422), con la ruta del campo como clave: `office_id`, `roles.0`.',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
          code: {
            type: 'string',
            enum: ['stale_version'],
            description:
              '`stale_version`: el registro cambió desde que se leyó (409); cualquier otro 409 es un rechazo por su estado.',
          },
        },
      },
    },
  },
});

function errorAnswers(method: string, url: string, isPublic: boolean) {
  const answers: Record<string, ReturnType<typeof errorBody>> = {};
  if (!isPublic) {
    answers[401] = errorBody(MESSAGES.unauthenticated);
    answers[403] = errorBody(MESSAGES.forbidden);
  }
  if (url.includes(':')) answers[404] = errorBody(MESSAGES.notFound);
  if (method !== 'GET') {
    answers[409] = errorBody(
      `${MESSAGES.staleVersion} (code: stale_version), u otro conflicto con el estado del registro.`,
    );
    answers[422] = errorBody(MESSAGES.validation);
  }
  answers[429] = errorBody(MESSAGES.tooManyAttempts);
  return answers;
}

function accessText(isPublic: boolean, permissions: readonly string[] | undefined): string {
  if (isPublic) return 'Acceso: público, sin token.';
  if (!permissions || permissions.length === 0) return 'Acceso: cualquier usuario con sesión (token Bearer).';
  return `Acceso: token Bearer con alguno de estos permisos: ${permissions.map((p) => `\`${p}\``).join(', ')} (o \`admin\`).`;
}

/** `/api/v1/entries/{id}` → `entries`: operations grouped by resource in the browsable page. */
const tagOf = (url: string) => url.replace(/^\/api\/v1\//, '').split('/')[0] || 'api';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Folio API',
        version: 'v1',
        description:
          'Gestión documentaria y archivo. Obtenga un token con `POST /api/v1/login` y envíelo como `Authorization: Bearer <token>`. Las respuestas de error tienen la forma `{ message, errors? }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform(input) {
      const { url } = input;
      // Only the API: not the web app's files nor the realtime endpoints.
      if (!url.startsWith('/api/') || url.startsWith(DOCS_PREFIX)) return { schema: { hide: true }, url };
      const transformed = jsonSchemaTransform(input);
      const schema = (transformed.schema ?? {}) as Record<string, unknown>;
      const config = (input.route.config ?? {}) as { public?: boolean; permissions?: readonly string[] };
      const isPublic = config.public === true;
      const method = [input.route.method].flat()[0] ?? 'GET';
      return {
        url: transformed.url,
        schema: {
          ...schema,
          tags: [tagOf(url)],
          description: [schema.description, accessText(isPublic, config.permissions)].filter(Boolean).join('\n\n'),
          'x-permissions': config.permissions ?? [],
          ...(isPublic ? { security: [] } : {}),
          response: { ...errorAnswers(method, url, isPublic), ...((schema.response as object) ?? {}) },
        },
      };
    },
  });
  // The documentation itself needs no session: its routes are marked public as they register.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), public: true } as typeof route.config;
    });
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list', deepLinking: true } });
  });
}
