/**
 * The demo requests: made through the services, one in every state, the assigned ones with their
 * real entry or output, and the audit chain still whole.
 */
import { REQUEST_STATES } from '@shared/schemas/requests';
import { isNotNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { verifyAuditChain } from '../../lib/audit/verify';
import { createCitizen, createEntryType, createOutputType } from '../../test/fixtures';
import { describeEachDatabase, login } from '../../test/harness';
import { requests } from '../schema';
import { seedDemoRequests } from './demo-requests';

describeEachDatabase('demo requests', (ctx) => {
  beforeAll(async () => {
    const { app } = ctx();
    const admin = await login(app, 'admin');
    await createEntryType(app, admin);
    await createOutputType(app, admin);
    await createCitizen(app, admin);
  });

  it('leaves a request in every state, the assigned ones with their record, audited', async () => {
    const { database } = ctx();
    const made = await seedDemoRequests(database.db);
    expect(made.requests).toBe(11);
    const rows = await database.db.select().from(requests);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(Object.keys(REQUEST_STATES)));
    const assigned = await database.db.select().from(requests).where(isNotNull(requests.assigned_by));
    expect(assigned.map((r) => r.entry_id ?? r.output_id).every((id) => id !== null)).toBe(true);
    expect(assigned.some((r) => r.kind === 'output')).toBe(true);
    expect((await verifyAuditChain(database.db)).ok).toBe(true);
  });
});
