/**
 * The demo's two institutions that exchange documents (docs/electronic-delivery.md, «Intercambio
 * entre instituciones»): the Municipalidad Provincial de Ejemplo (`npm start`, port 3000) and the
 * Gobierno Regional de Ejemplo (`npm run start:peer`, port 3001, its own data directory). Each
 * seeds the other as its peer with the same pair of shared secrets, one's send secret the other's
 * receive secret, so a document sent from one arrives at the other with no setup.
 */
import type { Db } from '../client';
import { peerInstitutions } from '../schema';
import { DEMO_RUC } from './demo-signatures';

export const DEMO_PEER_RUC = '20200000006';
/** Demo-only secrets, published in the README: never use them outside the demo. */
export const DEMO_PEER_SECRETS = {
  toPeer: 'whsec_ZGVtby1mb2xpby1tcGUtYS1ncmUtZWplbXBsby0wMDE=',
  fromPeer: 'whsec_ZGVtby1mb2xpby1ncmUtYS1tcGUtZWplbXBsby0wMDI=',
};

export type DemoInstitution = 'main' | 'peer';

/** Each demo institution: its own settings and how the other one knows it. */
export const DEMO_INSTITUTIONS = {
  main: {
    institution_name: 'Municipalidad Provincial de Ejemplo',
    institution_short_name: 'MPE',
    tax_id: DEMO_RUC,
    base_url: 'http://localhost:3000',
    send_secret: DEMO_PEER_SECRETS.toPeer,
  },
  peer: {
    institution_name: 'Gobierno Regional de Ejemplo',
    institution_short_name: 'GRE',
    tax_id: DEMO_PEER_RUC,
    base_url: 'http://localhost:3001',
    send_secret: DEMO_PEER_SECRETS.fromPeer,
  },
} as const;

/** The other demo institution, as `self`'s peer: what it sends signed with, what it receives checked with. */
export async function seedDemoPeers(db: Db, self: DemoInstitution = 'main'): Promise<void> {
  const mine = DEMO_INSTITUTIONS[self];
  const other = DEMO_INSTITUTIONS[self === 'main' ? 'peer' : 'main'];
  await db.insert(peerInstitutions).values({
    name: other.institution_name,
    ruc: other.tax_id,
    base_url: other.base_url,
    send_secret: mine.send_secret,
    receive_secret: other.send_secret,
  });
}
