/** What the requests API tests share: the entries' fixtures plus helpers to request, act and read notifications. */
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../../db/schema';
import type { AnsweredRecord } from '../../test/fixtures';
import { call, type TestApp } from '../../test/harness';
import { type EntryFixtures, entryFixtures } from '../entries/entries.fixtures';

export type Request = AnsweredRecord & { number: string };

export interface RequestFixtures extends EntryFixtures {
  /** Creates an entry request as `token` (the office's worker by default). */
  request(over?: Record<string, unknown>, token?: string): Promise<Request>;
  /** `POST /entry-requests/:id/{action}` at the request's current version. */
  act(
    r: { id: number; version: number },
    action: string,
    token: string,
    body?: Record<string, unknown>,
  ): ReturnType<typeof call>;
  show(id: number, token: string): Promise<Request>;
  /** The texts of the notifications of a user about this request. */
  notices(userId: number, requestId: number): Promise<string[]>;
}

export async function requestFixtures(ctx: TestApp): Promise<RequestFixtures> {
  const f = await entryFixtures(ctx);
  const { app, database } = ctx;
  const request = async (over: Record<string, unknown> = {}, token = f.tokens.servidor) => {
    const { proposal, ...rest } = over;
    const res = await call(app, 'POST', '/api/v1/entry-requests', {
      token,
      body: { ...f.body({ ...(proposal as object) }), urgency: 'urgente', note: 'Original en camino', ...rest },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Request;
  };
  const act = (r: { id: number; version: number }, action: string, token: string, body: Record<string, unknown> = {}) =>
    call(app, 'POST', `/api/v1/entry-requests/${r.id}/${action}`, { token, body: { version: r.version, ...body } });
  const show = async (id: number, token: string) => {
    const res = await call(app, 'GET', `/api/v1/entry-requests/${id}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Request;
  };
  const notices = async (userId: number, requestId: number) =>
    (
      await database.db
        .select({ data: notifications.data })
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), eq(notifications.type, 'entry-requests')))
        .orderBy(desc(notifications.created_at))
    )
      .filter((n) => n.data.data_id === requestId)
      .map((n) => n.data.text);
  return { ...f, request, act, show, notices };
}
