/** Citizens: document rules (DNI, RUC check digit), names by person type, unique documents, search and lookup. */

import { readFileSync } from 'node:fs';
import { rucCheckDigit } from '@shared/ruc';
import { type SQL, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/migration-state';
import { citizenSearchText } from '../../db/schema';
import { searchCondition } from '../../lib/crud/list';
import { call, describeEachDatabase, login } from '../../test/harness';

const withCheckDigit = (firstTen: string) => `${firstTen}${rucCheckDigit(firstTen)}`;
const COMPANY_RUC = withCheckDigit('2010007097');
const BUSINESS_RUC = withCheckDigit('1045678912');
const wrongDigit = (ruc: string) => `${ruc.slice(0, 10)}${(Number(ruc[10]) + 1) % 10}`;

const natural = {
  person_type: 'NATURAL',
  document_type: 'DNI',
  document_number: '40123456',
  names: 'Ana María',
  surnames: 'Núñez Quispe',
  business_name: null,
  email: 'ana.nunez@correo.pe',
  phone: '987654321',
  address: 'Jr. Las Flores 123',
  ubigeo: '150122',
};

const company = {
  person_type: 'JURIDICA',
  document_type: 'RUC',
  document_number: COMPANY_RUC,
  names: null,
  surnames: null,
  business_name: 'Constructora Andina S.A.C.',
  email: null,
  phone: null,
  address: null,
  ubigeo: null,
};

describeEachDatabase('citizens', (ctx) => {
  let token = '';
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(ctx().app, method, url, { token, body });
  /** The field errors of a citizen the API refuses to register (422). */
  const refused = async (body: unknown) => {
    const res = await api('POST', '/api/v1/citizens', body);
    expect(res.statusCode, res.body).toBe(422);
    return res.json().errors;
  };

  it('registers a natural person with DNI and a legal person with RUC, auditing both', async () => {
    token = await login(ctx().app, 'mesapartes');
    const ana = await api('POST', '/api/v1/citizens', natural);
    expect(ana.statusCode).toBe(201);
    expect(ana.json().data).toMatchObject({ ...natural, version: 1, can: { update: true } });
    const andina = await api('POST', '/api/v1/citizens', { ...company, names: 'Se descarta' });
    expect(andina.statusCode).toBe(201);
    expect(andina.json().data).toMatchObject({ ...company, names: null });
    const history = await api('GET', `/api/v1/citizens/${ana.json().data.id}/history`);
    expect(history.json().data[0]).toMatchObject({
      action: 'create',
      changes: { document_number: [null, '40123456'] },
    });
  });

  it('checks DNI and RUC numbers with Spanish field messages', async () => {
    const shortDni = await refused({ ...natural, document_number: '4012345' });
    expect(shortDni).toEqual({ document_number: ['El DNI debe tener exactamente 8 dígitos.'] });
    const badDigit = await refused({ ...company, document_number: wrongDigit(COMPANY_RUC) });
    expect(badDigit).toEqual({ document_number: ['El dígito verificador del RUC no es válido.'] });
    const tenDigits = await refused({ ...company, document_number: COMPANY_RUC.slice(1) });
    expect(tenDigits).toEqual({ document_number: ['El RUC debe tener 11 dígitos.'] });
    const companyAsPerson = await refused({
      ...natural,
      document_type: 'RUC',
      document_number: withCheckDigit('2055512345'),
    });
    expect(companyAsPerson).toEqual({
      document_number: ['Un RUC que empieza con 20 es de una persona jurídica.'],
    });
    const personAsCompany = await refused({ ...company, document_number: BUSINESS_RUC });
    expect(personAsCompany).toEqual({
      document_number: ['Un RUC que empieza con 10 es de una persona natural con negocio.'],
    });
    const companyWithDni = await refused({ ...company, document_type: 'DNI' });
    expect(companyWithDni.document_type).toEqual(['Una persona jurídica se identifica con RUC u otro documento.']);
    const business = await api('POST', '/api/v1/citizens', {
      ...natural,
      document_type: 'RUC',
      document_number: BUSINESS_RUC,
      names: 'José',
      surnames: 'Peña Ríos',
      business_name: 'Bodega El Sol',
    });
    expect(business.statusCode).toBe(201);
    const passport = await refused({
      ...natural,
      document_type: 'PASAPORTE',
      document_number: 'ab12',
    });
    expect(passport).toEqual({
      document_number: ['El pasaporte debe tener de 6 a 12 letras o números.'],
    });
    const ce = await refused({ ...natural, document_type: 'CE', document_number: '00123456' });
    expect(ce).toEqual({
      document_number: ['El carné de extranjería debe tener de 9 a 12 letras o números.'],
    });
  });

  it('requires names and surnames of a natural person and the business name of a legal one', async () => {
    const noNames = await refused({
      ...natural,
      document_number: '40999999',
      names: ' ',
      surnames: null,
      business_name: 'No basta',
    });
    expect(noNames).toEqual({ names: ['Ingrese los nombres.'], surnames: ['Ingrese los apellidos.'] });
    const noBusinessName = await refused({
      ...company,
      document_number: withCheckDigit('2060000001'),
      names: 'Juan',
      surnames: 'Pérez',
      business_name: '',
      email: 'no-es-correo',
    });
    expect(noBusinessName).toEqual({
      business_name: ['Ingrese la razón social.'],
      email: ['Ingrese un correo electrónico válido.'],
    });
  });

  it('refuses a document already registered, case-insensitively, naming who has it', async () => {
    const again = await refused({ ...natural, names: 'Otra', surnames: 'Persona' });
    expect(again).toEqual({
      document_number: ['Ya existe un destinatario con ese documento: Ana María Núñez Quispe'],
    });
    const sameRuc = await refused({ ...company, business_name: 'Otra S.A.' });
    expect(sameRuc.document_number).toEqual([
      'Ya existe un destinatario con ese documento: Constructora Andina S.A.C.',
    ]);
    const other = { ...natural, document_type: 'OTRO', document_number: 'Lic-00123', names: 'Luis', surnames: 'Ayala' };
    expect((await api('POST', '/api/v1/citizens', other)).statusCode).toBe(201);
    const otherCase = await refused({ ...other, document_number: 'lic-00123' });
    expect(otherCase.document_number).toEqual(['Ya existe un destinatario con ese documento: Luis Ayala']);
    // The same number under another document type is another document.
    const sameNumber = await api('POST', '/api/v1/citizens', {
      ...natural,
      document_type: 'OTRO',
      names: 'Rosa',
      surnames: 'Lima',
    });
    expect(sameNumber.statusCode).toBe(201);
    // Editing a citizen keeps its own document.
    const [ana] = (await api('GET', '/api/v1/citizens?document_type=DNI&q=40123456')).json().data;
    const edited = await api('PUT', `/api/v1/citizens/${ana.id}`, { ...natural, phone: '01 4567890', version: 1 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ phone: '01 4567890', version: 2 });
  });

  it('searches by name ignoring accents and case, by document number, and filters', async () => {
    const names = async (query: string) =>
      (await api('GET', `/api/v1/citizens?${query}`))
        .json()
        .data.map((c: { document_number: string }) => c.document_number);
    expect(await names('q=nunez')).toEqual(['40123456']);
    expect(await names('q=ANA%20NUNEZ')).toEqual(['40123456']);
    expect(await names('q=pena%20rios')).toEqual([BUSINESS_RUC]);
    expect(await names('q=andina')).toEqual([COMPANY_RUC]);
    expect(await names(`q=${COMPANY_RUC.slice(0, 6)}`)).toEqual([COMPANY_RUC]);
    expect(await names('q=4012345')).toEqual(['40123456', '40123456']);
    expect(await names('person_type=JURIDICA')).toEqual([COMPANY_RUC]);
    expect(await names('document_type=DNI&q=40123456')).toEqual(['40123456']);
    const sorted = (await api('GET', '/api/v1/citizens?sort=name')).json().data.map((c: { id: number }) => c.id);
    expect(sorted).toHaveLength(5);
  });

  it('offers a lookup by name or document, labelled with the name and the document', async () => {
    const byName = await api('GET', '/api/v1/citizens/lookup?q=nu%C3%B1ez');
    expect(byName.json().data).toEqual([
      { id: expect.any(Number), label: 'Ana María Núñez Quispe', description: 'DNI 40123456' },
    ]);
    const byRuc = await api('GET', `/api/v1/citizens/lookup?q=${COMPANY_RUC}`);
    expect(byRuc.json().data).toEqual([
      { id: expect.any(Number), label: 'Constructora Andina S.A.C.', description: `RUC ${COMPANY_RUC}` },
    ]);
  });

  it('uses the trigram index for the search and the document index for the uniqueness check', async () => {
    const { db } = ctx().database;
    const plan = async (where: SQL) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain select id from citizens where ${where}`)) as {
          rows: { 'QUERY PLAN': string }[];
        };
        return result.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await plan(searchCondition('nunez quispe', [citizenSearchText])!)).toContain('citizens_search_idx');
    expect(await plan(sql`lower(citizens.document_number::text) = lower('40123456')`)).toContain(
      'citizens_document_key',
    );
  });

  it('lets the head of office read citizens but not register or change them', async () => {
    const jefe = await login(ctx().app, 'jefe');
    const list = await call(ctx().app, 'GET', '/api/v1/citizens', { token: jefe });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0].can).toMatchObject({ update: false, delete: false });
    const create = await call(ctx().app, 'POST', '/api/v1/citizens', {
      token: jefe,
      body: { ...natural, document_number: '41111111' },
    });
    expect(create.statusCode).toBe(403);
  });

  it('places an address by an INEI distrito code and refuses a code not in the list', async () => {
    const bad = await refused({ ...natural, document_number: '40222222', ubigeo: '150199' });
    expect(bad).toEqual({ ubigeo: ['Elija un distrito de la lista del INEI.'] });
    const none = await api('POST', '/api/v1/citizens', { ...natural, document_number: '40222222', ubigeo: '' });
    expect(none.json().data).toMatchObject({ ubigeo: null });
  });

  it('maps the places typed before the ubigeo to INEI codes where exactly one matches, keeping the rest', async () => {
    const { db } = ctx().database;
    const typed = [
      ['40300001', 'miraflores', 'LIMA', 'Lima'],
      ['40300002', ' San  Martin de Porres ', null, null],
      ['40300003', 'Miraflores', null, null],
      ['40300004', 'Barrio Nuevo', 'Lima', 'Lima'],
      ['40300005', 'Jesús María', 'Huancayo', null],
    ] as const;
    for (const [dni, district, province, department] of typed)
      await db.execute(sql`insert into citizens (person_type, document_type, document_number, names, surnames, district, province, department)
        values ('NATURAL', 'DNI', ${dni}, 'Vecino', 'Antiguo', ${district}, ${province}, ${department})`);
    const migration = readFileSync(`${MIGRATIONS_FOLDER}/0040_citizens_ubigeo.sql`, 'utf8').split(
      '--> statement-breakpoint',
    );
    await db.execute(sql.raw(migration.at(-1)!));
    const rows = (await db.execute(
      sql`select document_number, ubigeo, district, version from citizens where document_number like '403%' order by 1`,
    )) as unknown as {
      rows: { document_number: string; ubigeo: string | null; district: string | null; version: number }[];
    };
    expect(rows.rows).toEqual([
      { document_number: '40300001', ubigeo: '150122', district: null, version: 2 },
      { document_number: '40300002', ubigeo: '150135', district: null, version: 2 },
      // Miraflores is a distrito of Lima, Arequipa and other provincias: which one is not known.
      { document_number: '40300003', ubigeo: null, district: 'Miraflores', version: 1 },
      { document_number: '40300004', ubigeo: null, district: 'Barrio Nuevo', version: 1 },
      { document_number: '40300005', ubigeo: null, district: 'Jesús María', version: 1 },
    ]);
    // Choosing a distrito replaces the text; an edit without one leaves the text as it was.
    const [kept] = (await api('GET', '/api/v1/citizens?q=40300004')).json().data;
    const {
      id,
      version,
      can: _can,
      created_at: _c,
      updated_at: _u,
      district: _d,
      province: _p,
      department: _dp,
      ...rest
    } = kept;
    const untouched = await api('PUT', `/api/v1/citizens/${id}`, { ...rest, phone: '999888777', version });
    expect(untouched.json().data).toMatchObject({ ubigeo: null, district: 'Barrio Nuevo', province: 'Lima' });
    const placed = await api('PUT', `/api/v1/citizens/${id}`, { ...rest, ubigeo: '150101', version: version + 1 });
    expect(placed.json().data).toMatchObject({ ubigeo: '150101', district: null, province: null, department: null });
  });
});
