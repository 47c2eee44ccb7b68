/**
 * Numbering at signature raced on PostgreSQL (issue 28): 50 signers of one office sign a draft of
 * the same type at the same moment, while five more type a wrong PIN: the 50 numbers are 1…50
 * with no duplicate and no gap, and the failed signatures took none.
 */
import { paragraphs } from '@shared/rich-text';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { documentSequences, userCertificates } from '../../db/schema';
import { createCitizen, createOutputType, officeIds, signedInUser } from '../../test/fixtures';
import { call, login } from '../../test/harness';
import { describeRaces } from '../../test/races';
import { PIN, uploadCertificate } from './drafts.fixtures';
import { SIGNED_OUTPUTS } from './drafts.sign';

const SIGNERS = 50;
const WRONG = 5;

await describeRaces(
  'numbers taken at signature',
  (ctx) => {
    const ready: { token: string; id: number; version: number; pin: string }[] = [];
    let office: number;
    let type: number;

    beforeAll(async () => {
      const { app, database } = ctx();
      const db = database.db;
      office = (await officeIds(db)).OAJ!;
      const admin = await login(app, 'admin');
      type = (await createOutputType(app, admin, { code: 'OFC', name: 'Oficio circular' })).id;
      const citizen = await createCitizen(app, admin, { document_number: '40999111' });
      let sealed: typeof userCertificates.$inferSelect | undefined;
      for (let i = 0; i < SIGNERS + WRONG; i++) {
        const user = await signedInUser(db, {
          username: `firmante-${i}`,
          names: 'Firmante',
          surnames: `Número ${i}`,
          officeId: office,
          permissions: ['outputs-draft', 'outputs-sign', 'outputs-create-office', 'profile'],
        });
        // One certificate sealed with the PIN, shared by every signer: the race is the numbering's.
        if (!sealed) {
          await uploadCertificate(app, user.token, { name: 'Firmante de Prueba', dni: '45454545', pin: PIN });
          [sealed] = await db.select().from(userCertificates).where(eq(userCertificates.user_id, user.id));
        } else {
          const { user_id: _u, fingerprint, ...rest } = sealed;
          await db
            .insert(userCertificates)
            .values({ ...rest, user_id: user.id, fingerprint: `${fingerprint.slice(0, 90)}:${i}` });
        }
        const created = await call(app, 'POST', '/api/v1/drafts', {
          token: user.token,
          body: {
            type_output_id: type,
            subject: `Oficio de la carrera ${i}`,
            addressees: [{ citizen_id: citizen.id }],
            signer_id: user.id,
            reviewer_ids: [],
            body: paragraphs('Cuerpo.'),
          },
        });
        expect(created.statusCode, created.body).toBe(201);
        const draft = created.json().data;
        const sent = await call(app, 'POST', `/api/v1/drafts/${draft.id}/send`, {
          token: user.token,
          body: { version: draft.version },
        });
        expect(sent.statusCode, sent.body).toBe(200);
        ready.push({
          token: user.token,
          id: draft.id,
          version: sent.json().data.version,
          pin: i < SIGNERS ? PIN : '000000',
        });
      }
    }, 600_000);

    it('gives 50 concurrent signatures 1…50, no duplicates, no gaps; wrong PINs take none', {
      timeout: 300_000,
    }, async () => {
      const { app, database } = ctx();
      const answers = await Promise.all(
        ready.map((d) =>
          call(app, 'POST', '/api/v1/drafts/sign', {
            token: d.token,
            body: { pin: d.pin, drafts: [{ id: d.id, version: d.version }] },
          }),
        ),
      );
      expect(answers.slice(0, SIGNERS).map((a) => a.statusCode)).toEqual(Array(SIGNERS).fill(200));
      expect(answers.slice(SIGNERS).map((a) => a.statusCode)).toEqual(Array(WRONG).fill(422));
      const sequences = answers
        .slice(0, SIGNERS)
        .map((a) => Number(/N\.° (\d+)-/.exec(a.json().data[0].number)![1]))
        .sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: SIGNERS }, (_, i) => i + 1));
      const [row] = await database.db
        .select()
        .from(documentSequences)
        .where(and(eq(documentSequences.kind, SIGNED_OUTPUTS), eq(documentSequences.scope, `${office}:${type}`)));
      expect(row?.last_value).toBe(SIGNERS);
    });
  },
  { connections: 20 },
);
