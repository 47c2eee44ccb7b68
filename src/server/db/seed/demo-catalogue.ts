/**
 * The demo institution's reference data: what the front desk needs before it can register
 * anything (entry and output types, classifications, the retention schedule) and the citizens it
 * registers them for. Fixed lists, so every demo database is the same.
 */
import { rucCheckDigit } from '@shared/ruc';
import type { Disposition } from '@shared/schemas/catalogs';
import type { CitizenInput } from '@shared/schemas/citizens';
import type { Executor } from '../client';
import { citizens, documentClassifications, series, subseries, typeEntries, typeOutputs } from '../schema';

export const DEMO_TYPE_ENTRIES = [
  { code: 'SOL', name: 'Solicitud', response_days: 15 },
  { code: 'CAR', name: 'Carta', response_days: 10 },
  { code: 'OFI', name: 'Oficio', response_days: 10 },
  { code: 'EXP', name: 'Expediente administrativo', response_days: 30 },
  { code: 'REC', name: 'Reclamo', response_days: 15 },
  { code: 'DEN', name: 'Denuncia', response_days: 10 },
  { code: 'INV', name: 'Invitación', response_days: 5 },
  { code: 'REQ', name: 'Recurso de reconsideración', response_days: 30 },
  { code: 'AIP', name: 'Solicitud de acceso a la información pública', response_days: 10 },
  { code: 'NOT', name: 'Notificación judicial', response_days: 3 },
] as const;

export const DEMO_TYPE_OUTPUTS = [
  { code: 'OFI', name: 'Oficio' },
  { code: 'CAR', name: 'Carta' },
  { code: 'RES', name: 'Resolución' },
  { code: 'INF', name: 'Informe' },
  { code: 'MEM', name: 'Memorando' },
  { code: 'NOT', name: 'Notificación' },
  { code: 'CON', name: 'Constancia' },
] as const;

export const DEMO_CLASSIFICATIONS = [
  { name: 'Público', description: 'Documentación de libre acceso.', restricted: false },
  { name: 'Uso interno', description: 'Para el personal de la municipalidad.', restricted: false },
  {
    name: 'Reservado',
    description: 'Excepción al acceso a la información pública (Ley 27806, art. 16).',
    restricted: true,
  },
  {
    name: 'Confidencial',
    description: 'Datos personales o secreto comercial (Ley 27806, art. 17).',
    restricted: true,
  },
] as const;

interface Retention {
  code: string;
  name: string;
  years_office: number;
  years_central: number;
  disposition: Disposition;
}

interface DemoSeries extends Retention {
  office: string;
  subseries: readonly Retention[];
}

/** Series and subseries per office, as a provincial municipality's Tabla de retención. */
export const DEMO_SERIES: readonly DemoSeries[] = [
  {
    office: 'GG',
    code: 'GG-01',
    name: 'Resoluciones de Gerencia General',
    years_office: 2,
    years_central: 8,
    disposition: 'CT',
    subseries: [
      { code: '01', name: 'Resoluciones administrativas', years_office: 2, years_central: 8, disposition: 'CT' },
      { code: '02', name: 'Resoluciones de sanción', years_office: 2, years_central: 8, disposition: 'CT' },
    ],
  },
  {
    office: 'GG',
    code: 'GG-02',
    name: 'Correspondencia de Gerencia General',
    years_office: 2,
    years_central: 3,
    disposition: 'S',
    subseries: [
      { code: '01', name: 'Oficios emitidos', years_office: 2, years_central: 3, disposition: 'S' },
      { code: '02', name: 'Memorandos', years_office: 1, years_central: 2, disposition: 'E' },
    ],
  },
  {
    office: 'MP',
    code: 'MP-01',
    name: 'Registro de trámite documentario',
    years_office: 2,
    years_central: 5,
    disposition: 'S',
    subseries: [
      { code: '01', name: 'Cuadernos de registro de ingresos', years_office: 2, years_central: 8, disposition: 'CT' },
      { code: '02', name: 'Cargos de notificación', years_office: 1, years_central: 2, disposition: 'E' },
    ],
  },
  {
    office: 'OAJ',
    code: 'OAJ-01',
    name: 'Informes legales',
    years_office: 2,
    years_central: 8,
    disposition: 'CT',
    subseries: [],
  },
  {
    office: 'OAJ',
    code: 'OAJ-02',
    name: 'Expedientes de procesos judiciales',
    years_office: 5,
    years_central: 10,
    disposition: 'CT',
    subseries: [
      { code: '01', name: 'Procesos civiles', years_office: 5, years_central: 10, disposition: 'CT' },
      { code: '02', name: 'Procesos laborales', years_office: 5, years_central: 10, disposition: 'CT' },
      {
        code: '03',
        name: 'Procesos contencioso-administrativos',
        years_office: 5,
        years_central: 10,
        disposition: 'CT',
      },
    ],
  },
  {
    office: 'GAF',
    code: 'GAF-01',
    name: 'Comprobantes de pago',
    years_office: 2,
    years_central: 8,
    disposition: 'E',
    subseries: [],
  },
  {
    office: 'GAF',
    code: 'GAF-02',
    name: 'Planillas de remuneraciones',
    years_office: 2,
    years_central: 8,
    disposition: 'CT',
    subseries: [
      { code: '01', name: 'Planillas de personal nombrado', years_office: 2, years_central: 8, disposition: 'CT' },
      { code: '02', name: 'Planillas de personal CAS', years_office: 2, years_central: 8, disposition: 'CT' },
    ],
  },
  {
    office: 'UL',
    code: 'UL-01',
    name: 'Expedientes de contratación',
    years_office: 2,
    years_central: 8,
    disposition: 'S',
    subseries: [
      { code: '01', name: 'Licitaciones públicas', years_office: 2, years_central: 8, disposition: 'S' },
      { code: '02', name: 'Adjudicaciones simplificadas', years_office: 2, years_central: 8, disposition: 'S' },
    ],
  },
  {
    office: 'UL',
    code: 'UL-02',
    name: 'Órdenes de compra y de servicio',
    years_office: 2,
    years_central: 5,
    disposition: 'E',
    subseries: [],
  },
  {
    office: 'AC',
    code: 'AC-01',
    name: 'Inventarios de transferencia',
    years_office: 5,
    years_central: 0,
    disposition: 'CT',
    subseries: [],
  },
  {
    office: 'AC',
    code: 'AC-02',
    name: 'Expedientes de eliminación documental',
    years_office: 5,
    years_central: 0,
    disposition: 'CT',
    subseries: [],
  },
  {
    office: 'AC',
    code: 'AC-03',
    name: 'Documentos digitalizados con valor probatorio',
    years_office: 1,
    years_central: 4,
    disposition: 'M',
    subseries: [],
  },
];

/** A RUC with SUNAT's check digit appended to its first ten digits. */
const ruc = (firstTen: string) => `${firstTen}${rucCheckDigit(firstTen)}`;

/** INEI codes of the demo's distritos (provincia Huancayo, Junín). */
const UBIGEO = {
  Huancayo: '120101',
  'El Tambo': '120114',
  Chilca: '120107',
  Sapallanga: '120133',
  Pilcomayo: '120125',
} as const;
type DemoDistrict = keyof typeof UBIGEO;

function person(
  dni: string,
  names: string,
  surnames: string,
  address: string,
  district: DemoDistrict,
  phone: string,
): CitizenInput {
  const user = `${names.split(' ')[0]}.${surnames.split(' ')[0]}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
  return {
    person_type: 'NATURAL',
    document_type: 'DNI',
    document_number: dni,
    names,
    surnames,
    business_name: null,
    email: `${user}@correo.pe`,
    phone,
    address,
    ubigeo: UBIGEO[district],
  };
}

function company(
  firstTen: string,
  businessName: string,
  address: string,
  district: DemoDistrict,
  email: string,
): CitizenInput {
  return {
    person_type: 'JURIDICA',
    document_type: 'RUC',
    document_number: ruc(firstTen),
    names: null,
    surnames: null,
    business_name: businessName,
    email,
    phone: null,
    address,
    ubigeo: UBIGEO[district],
  };
}

export const DEMO_CITIZENS: readonly CitizenInput[] = [
  person('20481537', 'Rosa Elena', 'Huamán Quispe', 'Jr. Ayacucho 452', 'Huancayo', '964 218 530'),
  person('41726394', 'Juan Carlos', 'Mendoza Rojas', 'Av. Huancavelica 1210', 'El Tambo', '987 301 442'),
  person('44819025', 'Carmen Rosa', 'Poma Cárdenas', 'Jr. Puno 318', 'Huancayo', '954 776 120'),
  person('10362847', 'Pedro Pablo', 'Ccanto Huaroc', 'Calle Real 870', 'Chilca', '943 112 905'),
  person('46290371', 'Lucía Fernanda', 'Vilcapoma Torres', 'Av. Mariscal Castilla 2045', 'El Tambo', '976 540 213'),
  person('72014583', 'Diego Alonso', 'Ricse Baquerizo', 'Jr. Arequipa 159', 'Huancayo', '912 650 887'),
  person('23957146', 'Teodora', 'Ñaupari de la Cruz', 'Av. Leoncio Prado 655', 'Chilca', '964 009 318'),
  person('40658213', 'Félix', 'Quispe Mayta', 'Prolongación Trujillo 220', 'Sapallanga', '951 870 644'),
  person('47103958', 'Milagros', 'Chuquillanqui Ore', 'Jr. Cusco 1034', 'Huancayo', '987 445 061'),
  person('19824760', 'Eusebio', 'Canchari Huamán', 'Av. Ferrocarril 1500', 'Huancayo', '964 331 790'),
  person('70436129', 'Karina Isabel', 'Soto Espinoza', 'Jr. Junín 587', 'Pilcomayo', '956 203 418'),
  person('43571806', 'Alberto', 'Zevallos Meza', 'Av. Evitamiento 3120', 'El Tambo', '948 716 235'),
  company('2048213567', 'Constructora Wanka S.A.C.', 'Av. Giráldez 745', 'Huancayo', 'mesadepartes@wanka.pe'),
  company('2060418392', 'Transportes Mantaro E.I.R.L.', 'Carretera Central km 5', 'El Tambo', 'gerencia@tmantaro.pe'),
  company(
    '2013072654',
    'Asociación de Comerciantes del Mercado Modelo',
    'Jr. Loreto 280',
    'Huancayo',
    'acmm@correo.pe',
  ),
  company('2055190731', 'Clínica San Juan Bosco S.A.', 'Av. Huancavelica 550', 'Huancayo', 'legal@sanjuanbosco.pe'),
  {
    ...person('41726395', 'Gladys', 'Inga Salvatierra', 'Jr. Piura 410', 'Huancayo', '964 552 108'),
    document_type: 'RUC',
    document_number: ruc('1041726395'),
  },
  company('2060872215', 'Agua Clara Servicios Generales S.R.L.', 'Jr. Amazonas 911', 'Chilca', 'contacto@aguaclara.pe'),
  company('2031475908', 'Junta Vecinal Los Andes', 'Psje. Los Andes 12', 'Pilcomayo', 'juntalosandes@correo.pe'),
];

/** Inserts the demo catalogue; `officeIds` maps office codes to the ids the demo created. */
export async function seedDemoCatalogue(tx: Executor, officeIds: ReadonlyMap<string, number>): Promise<void> {
  await tx.insert(typeEntries).values([...DEMO_TYPE_ENTRIES]);
  await tx.insert(typeOutputs).values([...DEMO_TYPE_OUTPUTS]);
  await tx.insert(documentClassifications).values([...DEMO_CLASSIFICATIONS]);
  for (const { office, subseries: children, ...fields } of DEMO_SERIES) {
    const officeId = officeIds.get(office) ?? null;
    const [row] = await tx
      .insert(series)
      .values({ ...fields, office_id: officeId })
      .returning({ id: series.id });
    if (children.length > 0)
      await tx
        .insert(subseries)
        .values(children.map((child) => ({ ...child, series_id: row!.id, office_id: officeId })));
  }
  await tx.insert(citizens).values([...DEMO_CITIZENS]);
}
