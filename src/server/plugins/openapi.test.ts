import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, it } from 'vitest';
import { isSuccess } from '../test/contract';
import { call, describeEachDatabase } from '../test/harness';
import { PENDING_RESPONSE_SCHEMAS } from '../test/openapi-pending';

interface Operation {
  description?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
  'x-permissions': string[];
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/api/v1/entries/:id` as OpenAPI writes it: `/api/v1/entries/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describeEachDatabase('OpenAPI document', (ctx) => {
  it('is public, as JSON and as a browsable page', async () => {
    const { app } = ctx();
    const json = await call(app, 'GET', '/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });

  it('describes every API route the app registers, with its permissions and error answers', async () => {
    const { app } = ctx();
    const doc = (await call(app, 'GET', '/api/docs/json')).json() as OpenApiDocument;
    const routes = app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const route of routes) {
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      expect(operation['x-permissions'], route.url).toEqual(route.permissions ?? []);
      if (route.public) {
        expect(operation.security, route.url).toEqual([]);
        expect(operation.description).toContain('público');
      } else {
        expect(Object.keys(operation.responses), route.url).toEqual(expect.arrayContaining(['401', '403']));
        for (const key of route.permissions ?? []) expect(operation.description, route.url).toContain(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents request bodies from the routes’ zod schemas and the shared error shape', async () => {
    const { app } = ctx();
    const doc = (await call(app, 'GET', '/api/docs/json')).json() as OpenApiDocument & {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    };
    const login = doc.paths['/api/v1/login']?.post;
    expect(JSON.stringify(login?.requestBody?.content['application/json']?.schema)).toContain('username');
    const create = doc.paths['/api/v1/type-entries']?.post as unknown as Operation;
    expect(create['x-permissions']).toEqual(expect.arrayContaining(['type-entries-create']));
    expect(JSON.stringify(create.responses['422'])).toContain('"errors"');
  });
});

describeEachDatabase('OpenAPI document as the contract', (ctx) => {
  it('validates as OpenAPI with a standard validator', async () => {
    const { app } = ctx();
    const doc = (await call(app, 'GET', '/api/docs/json')).json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('declares a success answer on every route, but those still pending (a list that only shrinks)', async () => {
    const { app } = ctx();
    const doc = (await call(app, 'GET', '/api/docs/json')).json() as OpenApiDocument;
    const missing = app.routeTable
      .filter((r) => r.url.startsWith('/api/'))
      .filter((r) => {
        const operation = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
        return !Object.keys(operation?.responses ?? {}).some(isSuccess);
      })
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    // A route that gained its schema leaves the list; a new route never enters it.
    expect(missing).toEqual([...PENDING_RESPONSE_SCHEMAS].sort());
  });

  it('lists one named component per resource and refers to it', async () => {
    const { app } = ctx();
    const doc = (await call(app, 'GET', '/api/docs/json')).json() as OpenApiDocument & {
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['TypeEntry', 'ListMeta', 'HistoryEntry', 'LookupOption', 'Session']),
    );
    const list = doc.paths['/api/v1/type-entries']?.get as unknown as Operation;
    expect(JSON.stringify(list.responses['200'])).toContain('#/components/schemas/TypeEntry');
  });
});
