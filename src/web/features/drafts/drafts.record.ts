/** A draft as `GET /api/v1/drafts/:id` answers it. */
import type { RichDoc } from '@shared/rich-text';
import type { DraftState, DraftTarget, ReviewState } from '@shared/schemas/drafts';
import type { ResourceRecord } from '../../lib/crud/types';
import type { CodeName, PersonName } from '../../lib/records/names';

export interface DraftReviewer {
  user_id: number;
  position: number;
  state: ReviewState;
  acted_at: string | null;
  names: string;
  surnames: string;
}

export interface Draft extends ResourceRecord {
  /** PROY-000012 until it is signed and numbered. */
  number: string;
  subject: string;
  state: DraftState;
  target: DraftTarget;
  type_output_id: number;
  type_output: CodeName | null;
  office: CodeName | null;
  drafter_id: number;
  drafter: PersonName | null;
  signer_id: number | null;
  signer: PersonName | null;
  entry_id: number | null;
  entry: { id: number; number: string } | null;
  reference: string | null;
  addressees: ({ citizen_id: number } | { office_id: number })[];
  copies: string | null;
  /** Offices sent a copy («c.c.»); by name in detail answers. */
  copy_office_ids: number[];
  copy_offices?: CodeName[];
  body: RichDoc;
  observation: string | null;
  /** Once signed: its code on the verification page, when, and what it was registered as. */
  verification_code: string | null;
  signed_at: string | null;
  output_id: number | null;
  supporting_output_id: number | null;
  reviewers: DraftReviewer[];
  letter?: { addressees: { salutation: string; name: string; lines: string[] }[]; pendingNumber: string };
  updated_at: string;
  created_at: string;
  can: ResourceRecord['can'] & {
    update: boolean;
    send: boolean;
    approve: boolean;
    observe: boolean;
    sign: boolean;
    attach: boolean;
    my_review: boolean;
    my_signature: boolean;
  };
}
