/**
 * First-run data. Always: the Administrador role and the `admin` user. In demo mode: an office
 * tree, one role and one user per kind of worker, and the institution's settings, and with
 * `demoData` also the demo institution's catalogue, citizens, a few weeks of correspondence and the archive;
 * otherwise the administrator gets a random password, printed once, that must be changed at
 * first login.
 */
import { randomBytes } from 'node:crypto';
import { ADMIN } from '@shared/permissions';
import { DEFAULT_SETTINGS } from '@shared/schemas/configs';
import { count, eq } from 'drizzle-orm';
import type { FileStore } from '../../lib/attachments/file-store';
import { getSettings, saveSettings } from '../../lib/settings/settings';
import { hashPassword } from '../../modules/auth/auth.passwords';
import type { Db, Executor } from '../client';
import { offices, rolePermissions, roles, userRoles, users } from '../schema';
import { seedDemoArchive } from './demo-archive';
import { seedDemoCasilla } from './demo-casilla';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoCorrespondence } from './demo-correspondence';
import { seedDemoDelivery } from './demo-delivery';
import { seedDemoDisposals } from './demo-disposals';
import { seedDemoDrafts } from './demo-drafts';
import { seedDemoIntegrations } from './demo-integrations';
import { seedDemoLoans } from './demo-loans';
import { DEMO_INSTITUTIONS, type DemoInstitution, seedDemoPeers } from './demo-peers';
import { seedDemoTrustedRoot } from './demo-pki';
import { seedDemoRequests } from './demo-requests';
import { seedDemoScans } from './demo-scans';
import { seedDemoSignatures } from './demo-signatures';
import { seedDemoSupporting } from './demo-supporting';
import { seedDemoTransfers } from './demo-transfers';
import { DEMO_ROLES } from './roles';

export const DEMO_PASSWORD = 'folio-demo';

export interface DemoLogin {
  username: string;
  role: string;
  password: string;
}

export interface SeedOptions {
  demo: boolean;
  /**
   * With `demo`, also the reference data and citizens a living demo institution works with.
   * Off for the test templates, whose tests create the catalogue they need themselves.
   */
  demoData?: boolean;
  /**
   * Where the demo's files go (a disposal's signed resolution, the couriers' cargo photos); without it the demo's disposal
   * stays a draft waiting for that file instead of approved.
   */
  files?: FileStore;
  /** The server's `SEAL_SECRET`: with it the demo's institution seal is configured. */
  sealSecret?: string;
  /**
   * Which demo institution (demo-peers.ts): the municipality with every demo record, or the
   * regional government it exchanges documents with, seeded with its offices, users and catalogue.
   */
  institution?: DemoInstitution;
}

export interface SeedResult {
  seeded: boolean;
  /** Set when a non-demo administrator was created with a random password. */
  adminPassword?: string;
}

async function createRole(tx: Executor, name: string, description: string, permissions: readonly string[]) {
  const [role] = await tx.insert(roles).values({ name, description }).returning({ id: roles.id });
  await tx.insert(rolePermissions).values(permissions.map((permission) => ({ role_id: role!.id, permission })));
  return role!.id;
}

async function createUser(
  tx: Executor,
  values: Omit<typeof users.$inferInsert, 'password_hash'> & { password: string; roleId: number },
) {
  const { password, roleId, ...rest } = values;
  const [user] = await tx
    .insert(users)
    .values({ ...rest, password_hash: await hashPassword(password) })
    .returning({ id: users.id });
  await tx.insert(userRoles).values({ user_id: user!.id, role_id: roleId });
  return user!.id;
}

const DEMO_OFFICES = [
  { code: 'GG', name: 'Gerencia General', parent: null },
  { code: 'MP', name: 'Mesa de Partes', parent: 'GG' },
  { code: 'OAJ', name: 'Oficina de Asesoría Jurídica', parent: 'GG' },
  { code: 'GAF', name: 'Gerencia de Administración y Finanzas', parent: 'GG' },
  { code: 'UL', name: 'Unidad de Logística', parent: 'GAF' },
  { code: 'AC', name: 'Archivo Central', parent: 'GAF' },
] as const;

const DEMO_USERS = [
  {
    username: 'mesapartes',
    names: 'María',
    surnames: 'Quispe Huamán',
    office: 'MP',
    role: 'Mesa de partes',
    position: 'Asistente de trámite documentario',
  },
  {
    username: 'jefe',
    names: 'Jorge',
    surnames: 'Salazar Núñez',
    office: 'OAJ',
    role: 'Jefe de oficina',
    position: 'Jefe de la Oficina de Asesoría Jurídica',
  },
  {
    username: 'servidor',
    names: 'Lucía',
    surnames: 'Pérez Castillo',
    office: 'OAJ',
    role: 'Servidor de oficina',
    position: 'Abogada',
  },
  {
    username: 'mensajero',
    names: 'Raúl',
    surnames: 'Mendoza Ríos',
    office: 'UL',
    role: 'Mensajero',
    position: 'Notificador',
  },
  {
    username: 'archivero',
    names: 'Ana',
    surnames: 'Torres Benítez',
    office: 'AC',
    role: 'Archivero',
    position: 'Técnica en archivo',
  },
] as const;

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { username: 'admin', role: 'Administrador', password: DEMO_PASSWORD },
  ...DEMO_USERS.map((u) => ({ username: u.username, role: u.role, password: DEMO_PASSWORD })),
];

async function seedDemo(
  tx: Executor,
  adminRoleId: number,
  demoData: boolean,
  institution: DemoInstitution,
): Promise<void> {
  const officeIds = new Map<string, number>();
  for (const office of DEMO_OFFICES) {
    const [row] = await tx
      .insert(offices)
      .values({ code: office.code, name: office.name, parent_id: office.parent ? officeIds.get(office.parent) : null })
      .returning({ id: offices.id });
    officeIds.set(office.code, row!.id);
  }
  const roleIds = new Map<string, number>();
  for (const role of DEMO_ROLES)
    roleIds.set(role.name, await createRole(tx, role.name, role.description, role.permissions));

  const adminId = await createUser(tx, {
    username: 'admin',
    email: 'admin@folio.local',
    names: 'Administrador',
    surnames: 'del Sistema',
    office_id: officeIds.get('GG'),
    position: 'Administrador del sistema',
    password: DEMO_PASSWORD,
    roleId: adminRoleId,
  });
  await tx.update(offices).set({ head_user_id: adminId }).where(eq(offices.code, 'GG'));
  for (const u of DEMO_USERS) {
    const id = await createUser(tx, {
      username: u.username,
      email: `${u.username}@folio.local`,
      names: u.names,
      surnames: u.surnames,
      office_id: officeIds.get(u.office),
      position: u.position,
      password: DEMO_PASSWORD,
      roleId: roleIds.get(u.role)!,
    });
    if (u.role === 'Jefe de oficina')
      await tx.update(offices).set({ head_user_id: id }).where(eq(offices.code, u.office));
  }
  const { institution_name, institution_short_name, tax_id } = DEMO_INSTITUTIONS[institution];
  await saveSettings(tx, {
    ...DEFAULT_SETTINGS,
    institution_name,
    institution_short_name,
    tax_id,
    documents: { year_name: 'Año de la Gestión Documental Digital y Cero Papel', city: 'Lima' },
    manuals: [
      { title: 'Manual de uso general', url: '/manuales/uso-general.html' },
      { title: 'Manual de configuración', url: '/manuales/configuracion.html' },
      { title: 'Manual de registro', url: '/manuales/registro.html' },
    ],
  });
  if (demoData) await seedDemoCatalogue(tx, officeIds);
}

/** Seeds an empty database; does nothing when users already exist. */
export async function seed(
  db: Db,
  { demo, demoData = false, files, sealSecret, institution = 'main' }: SeedOptions,
): Promise<SeedResult> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users);
  if (n > 0) return { seeded: false };
  const result = await db.transaction(async (tx) => {
    const adminRoleId = await createRole(tx, 'Administrador', 'Acceso total al sistema.', [ADMIN]);
    if (demo) {
      await seedDemo(tx, adminRoleId, demoData, institution);
      return { seeded: true };
    }
    const adminPassword = randomBytes(12).toString('base64url');
    await createUser(tx, {
      username: 'admin',
      email: 'admin@folio.local',
      names: 'Administrador',
      surnames: 'del Sistema',
      password: adminPassword,
      reset_password: true,
      roleId: adminRoleId,
    });
    await saveSettings(tx, DEFAULT_SETTINGS);
    return { seeded: true, adminPassword };
  });
  // The correspondence goes through the services, each record in its own transaction, like a
  // clerk's day: numbers gapless and the audit chain whole.
  if (demo && demoData && institution === 'peer') await seedDemoPeers(db, 'peer');
  if (demo && demoData && institution === 'main') {
    await seedDemoCorrespondence(db);
    await seedDemoDelivery(db, new Date(), files);
    await seedDemoArchive(db);
    await seedDemoLoans(db);
    await seedDemoDisposals(db, files);
    await seedDemoTransfers(db);
    await seedDemoSupporting(db);
    await seedDemoRequests(db);
    await seedDemoDrafts(db, { files });
    await seedDemoTrustedRoot(db);
    await seedDemoSignatures(db, files, sealSecret);
    if (files) await seedDemoScans(db, files);
    await seedDemoCasilla(db, (await getSettings(db)).institution_name, files);
    await seedDemoIntegrations(db);
    await seedDemoPeers(db);
  }
  return result;
}
