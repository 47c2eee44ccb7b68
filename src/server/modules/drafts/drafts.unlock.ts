/**
 * The PIN a reviewer or signer types (docs/signatures.md): their key is unlocked before the
 * transaction opens, so a wrong PIN counts towards its throttle although the action fails.
 */
import { pinCheckSchema } from '@shared/schemas/signatures';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../lib/records/caller';
import type { PdfSigner } from '../../lib/signatures';
import { unlockSigner } from '../certificates/certificates.service';
import type { SigningContext } from './drafts.sign';

export const pinBody = pinCheckSchema;

export const unlockWithPin = (app: FastifyInstance, caller: Caller, body: Record<string, unknown>) =>
  unlockSigner(app.db, caller.user.id, String(body.pin ?? ''), { tsaUrl: app.config.tsaUrl });

export const signingContext = (app: FastifyInstance, signer: PdfSigner): SigningContext => ({
  signer,
  files: app.files,
  appUrl: app.config.appUrl,
});
