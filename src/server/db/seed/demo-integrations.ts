/**
 * Demo integrations and webhooks (docs/integrations.md): the licences portal of GAF reads its
 * office's entries with two of «Jefe de oficina»'s keys (its token was shown to nobody: «Rotar
 * token» issues one), and a webhook to a receiver on the administrator's own machine, switched
 * off so it fails nowhere until someone starts a receiver and activates it.
 */
import { WEBHOOK_EVENTS } from '@shared/schemas/webhooks';
import { eq } from 'drizzle-orm';
import { newIntegrationToken } from '../../lib/integration-tokens';
import { createPrincipal } from '../../modules/integrations/integrations.service';
import type { Db } from '../client';
import { integrations, offices, roles, webhookSubscriptions } from '../schema';

export async function seedDemoIntegrations(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [office] = await tx.select().from(offices).where(eq(offices.code, 'GAF'));
    const [role] = await tx.select().from(roles).where(eq(roles.name, 'Jefe de oficina'));
    if (!office || !role) return;
    const name = 'Portal de licencias';
    const { hash, hint } = newIntegrationToken();
    await tx.insert(integrations).values({
      name,
      office_id: office.id,
      role_id: role.id,
      permissions: ['entries-index', 'entries-show'],
      user_id: await createPrincipal(tx, name, office.id),
      token_hash: hash,
      token_hint: hint,
    });
    await tx.insert(webhookSubscriptions).values({
      name: 'Sistema de rentas (ejemplo)',
      url: 'http://localhost:8080/folio',
      events: Object.keys(WEBHOOK_EVENTS).filter((event) => event.startsWith('entry.')),
      office_id: null,
      secret: `whsec_${Buffer.from(hash.slice(0, 32)).toString('base64')}`,
      active: false,
    });
  });
}
