import { expect, it } from 'vitest';
import { call, describeEachDatabase } from '../test/harness';

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
