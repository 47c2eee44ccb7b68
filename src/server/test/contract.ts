/**
 * The OpenAPI document as the API tests' contract (docs/testing.md): every answer `app.inject`
 * returns is checked against `/api/docs/json`, so the thousand requests the suite makes also
 * prove the document. An operation that declares its success answer must declare every status
 * it answers, and each JSON body must match the status's schema; operations still without a
 * success schema (`openapi-pending.ts`) are not checked yet.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

const DOCUMENT_ID = 'openapi.json';
const pointer = (...segments: string[]) =>
  segments.map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

/** Finds the operation a concrete request reached: static segments win over parameters, as Fastify routes. */
function templateOf(doc: OpenApiDocument, method: string, path: string): string | undefined {
  let best: { template: string; params: number } | undefined;
  for (const template of Object.keys(doc.paths)) {
    if (!doc.paths[template]?.[method]) continue;
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
    if (!new RegExp(`^${pattern}$`).test(path)) continue;
    const params = (template.match(/\{/g) ?? []).length;
    if (!best || params < best.params) best = { template, params };
  }
  return best?.template;
}

/** OpenAPI 3.0's `nullable` as JSON Schema writes it (`type: [..., 'null']`), so ajv reads the document. */
function jsonSchemaOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonSchemaOf);
  if (value === null || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, jsonSchemaOf(child)]));
  if (nullable !== true) return out;
  if (typeof out.type === 'string') {
    return { ...out, type: [out.type, 'null'], ...(Array.isArray(out.enum) && { enum: [...out.enum, null] }) };
  }
  return { anyOf: [out, { type: 'null' }] };
}

export const isSuccess = (status: string) => /^2\d\d$/.test(status);

export function contractChecker(doc: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(jsonSchemaOf(doc) as object, DOCUMENT_ID);
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (...segments: string[]) => {
    const ref = `${DOCUMENT_ID}#/${pointer(...segments)}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  };

  /** What is wrong with an answer, or undefined when the document describes it. */
  return (method: string, url: string, response: LightMyRequestResponse): string | undefined => {
    const path = url.split('?')[0] ?? url;
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return undefined;
    const verb = method.toLowerCase();
    const template = templateOf(doc, verb, path);
    const operation = template ? doc.paths[template]?.[verb] : undefined;
    if (!template || !operation || !Object.keys(operation.responses).some(isSuccess)) return undefined;
    const status = String(response.statusCode);
    const answer = operation.responses[status];
    if (!answer) return `${method} ${template} answered ${status}, which its operation does not document`;
    const type = String(response.headers['content-type'] ?? '');
    if (!type.startsWith('application/json') || !answer.content?.['application/json']?.schema) return undefined;
    const validate = validatorFor(
      'paths',
      template,
      verb,
      'responses',
      status,
      'content',
      'application/json',
      'schema',
    );
    if (validate(response.json())) return undefined;
    return `${method} ${template} answered ${status} with a body its document does not describe: ${ajv.errorsText(validate.errors)}\n${response.body.slice(0, 500)}`;
  };
}

/**
 * One checker per set of settings in a worker: apps booted with the same settings (the same code,
 * `isolate: false`) publish the same document, so its build and its compiled validators are shared.
 */
const checkers = new Map<string, ReturnType<typeof contractChecker>>();

/** Makes the app's `inject` fail on any answer the document does not describe. */
export function checkAnswersAgainstDocument(app: FastifyInstance, settings: Record<string, string> = {}): void {
  const key = JSON.stringify(Object.entries(settings).sort());
  const check = checkers.get(key) ?? contractChecker(app.swagger() as unknown as OpenApiDocument);
  checkers.set(key, check);
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const target = typeof options === 'string' ? options : (options.url ?? options.path);
    const url = typeof target === 'string' ? target : (target?.pathname ?? '/');
    const method = typeof options === 'string' ? 'GET' : (options.method ?? 'GET');
    const problem = check(String(method), url, response);
    if (problem) throw new Error(`OpenAPI contract: ${problem}`);
    return response;
  };
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject(options as never) : checked(options)) as typeof app.inject;
}
