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
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_GUIDE } from './openapi-guide';

/** An upload's parts: its text fields (a zod object) and its file fields. */
export interface MultipartParts {
  fields?: z.ZodObject;
  files: Record<string, { description: string; multiple?: boolean; required?: boolean }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A `multipart/form-data` route's parts, for the document (the route reads them itself). */
    multipart?: MultipartParts;
    /** Failures the route answers beyond the shared ones, with what they mean (a public login's 401/403). */
    errors?: Readonly<Record<number, string>>;
  }
}

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
          request_id: {
            type: 'string',
            description:
              'El código de la solicitud (también en la cabecera X-Request-Id), para encontrarla en los registros.',
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

/**
 * Every failure a route can answer: 401/403 unless public, 404 with a path parameter, 422 for input
 * it refuses (a bad filter, path or body; on every route, text PostgreSQL cannot store, in the
 * query too: plugins/errors.ts), 400/409/413/415 for writes, and 500 on any (a bug or a failed commit).
 */
function errorAnswers(method: string, url: string, isPublic: boolean) {
  const answers: Record<string, ReturnType<typeof errorBody>> = {};
  if (!isPublic) {
    answers[401] = errorBody(MESSAGES.unauthenticated);
    answers[403] = errorBody(MESSAGES.forbidden);
  }
  if (url.includes(':')) answers[404] = errorBody(MESSAGES.notFound);
  if (method !== 'GET') {
    answers[400] = errorBody('La solicitud no es válida (cuerpo JSON o formulario mal formado).');
    answers[409] = errorBody(
      `${MESSAGES.staleVersion} (code: stale_version), u otro conflicto con el estado del registro.`,
    );
    answers[413] = errorBody(MESSAGES.tooLarge);
    answers[415] = errorBody('Tipo de contenido no admitido.');
  }
  answers[422] = errorBody(MESSAGES.validation);
  answers[429] = errorBody(MESSAGES.tooManyAttempts);
  answers[500] = errorBody(
    'Error interno: el código de la solicitud (request_id) permite encontrarlo en los registros.',
  );
  return answers;
}

/** A multipart route's body as OpenAPI writes it: text fields from their zod schema, files as binary. */
function multipartBody({ fields, files }: MultipartParts) {
  const text = fields
    ? (z.toJSONSchema(fields, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      })
    : {};
  const binary = { type: 'string', format: 'binary' };
  const fileProperties = Object.fromEntries(
    Object.entries(files).map(([name, file]) => [
      name,
      file.multiple
        ? { type: 'array', items: binary, description: file.description }
        : { ...binary, description: file.description },
    ]),
  );
  const required = [
    ...(text.required ?? []),
    ...Object.entries(files)
      .filter(([, file]) => file.required)
      .map(([name]) => name),
  ];
  return {
    type: 'object',
    properties: { ...text.properties, ...fileProperties },
    ...(required.length > 0 && { required }),
  };
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

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
        description: API_GUIDE,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform(input) {
      const { url } = input;
      // Only the API: not the web app's files nor the realtime endpoints.
      if (!url.startsWith('/api/') || url.startsWith(DOCS_PREFIX)) return { schema: { hide: true }, url };
      const transformed = zodTransform(input);
      const schema = (transformed.schema ?? {}) as Record<string, unknown>;
      const config = (input.route.config ?? {}) as {
        public?: boolean;
        permissions?: readonly string[];
        multipart?: MultipartParts;
        errors?: Readonly<Record<number, string>>;
      };
      const isPublic = config.public === true;
      const method = [input.route.method].flat()[0] ?? 'GET';
      return {
        url: transformed.url,
        schema: {
          ...schema,
          ...(config.multipart && { body: multipartBody(config.multipart), consumes: ['multipart/form-data'] }),
          tags: [tagOf(url)],
          description: [schema.description, accessText(isPublic, config.permissions)].filter(Boolean).join('\n\n'),
          'x-permissions': config.permissions ?? [],
          ...(isPublic ? { security: [] } : {}),
          response: {
            ...errorAnswers(method, url, isPublic),
            ...Object.fromEntries(
              Object.entries(config.errors ?? {}).map(([status, text]) => [status, errorBody(text)]),
            ),
            ...((schema.response as object) ?? {}),
          },
        },
      };
    },
    transformObject: createJsonSchemaTransformObject({}),
  });
  // The documentation itself needs no session: its routes are marked public as they register.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), public: true } as typeof route.config;
    });
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list', deepLinking: true } });
  });
}
