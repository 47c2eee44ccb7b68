/**
 * The demo's peer institution (docs/electronic-delivery.md, «Intercambio entre instituciones»): a
 * second Folio on the same machine, `http://localhost:3001`, as the Gobierno Regional de Ejemplo,
 * with the two demo shared secrets the README gives for configuring it back.
 */
import type { Db } from '../client';
import { peerInstitutions } from '../schema';

export const DEMO_PEER_RUC = '20200000006';
/** Demo-only secrets, published in the README: never use them outside the demo. */
export const DEMO_PEER_SECRETS = {
  toPeer: 'whsec_ZGVtby1mb2xpby1tcGUtYS1ncmUtZWplbXBsby0wMDE=',
  fromPeer: 'whsec_ZGVtby1mb2xpby1ncmUtYS1tcGUtZWplbXBsby0wMDI=',
};

export async function seedDemoPeers(db: Db): Promise<void> {
  await db.insert(peerInstitutions).values({
    name: 'Gobierno Regional de Ejemplo',
    ruc: DEMO_PEER_RUC,
    base_url: 'http://localhost:3001',
    send_secret: DEMO_PEER_SECRETS.toPeer,
    receive_secret: DEMO_PEER_SECRETS.fromPeer,
  });
}
