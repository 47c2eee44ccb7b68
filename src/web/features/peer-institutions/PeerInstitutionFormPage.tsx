/**
 * Create and edit a peer institution. The two shared secrets are typed once and never shown again:
 * left empty on creation the send secret is generated and shown once to hand to the peer; left
 * empty on an edit a secret stays as it was.
 */
import { peerInstitutionInput } from '@shared/schemas/peer-institutions';
import { useState } from 'react';
import { ResourceFormPage } from '../../lib/crud/ResourceFormPage';
import { FormTextField } from '../../lib/form/FormTextField';
import { SwitchField } from '../../lib/form/SwitchField';
import { OneTimeSecretDialog } from '../../lib/OneTimeSecretDialog';
import { type PeerInstitutionRecord, SECRET_WARNING } from './types';

interface Shown {
  secret: string;
  name: string;
  done: () => void;
}

export default function PeerInstitutionFormPage() {
  const [shown, setShown] = useState<Shown | null>(null);
  return (
    <>
      <ResourceFormPage<typeof peerInstitutionInput, PeerInstitutionRecord>
        resource="peer-institutions"
        noun="institución"
        schema={peerInstitutionInput}
        defaults={{ name: '', ruc: '', base_url: '', active: true, send_secret: null, receive_secret: null }}
        toValues={(r) => ({
          name: r.name,
          ruc: r.ruc,
          base_url: r.base_url,
          active: r.active,
          send_secret: null,
          receive_secret: null,
        })}
        afterSave={(record, answer) => {
          const next = '/peer-institutions';
          const secret = (answer.data as { send_secret?: string | null } | undefined)?.send_secret;
          if (typeof secret !== 'string') return next;
          return new Promise<string>((resolve) => setShown({ secret, name: record.name, done: () => resolve(next) }));
        }}
        fields={(form) => (
          <>
            <FormTextField form={form} name="name" label="Nombre de la institución" autoFocus />
            <FormTextField form={form} name="ruc" label="RUC" />
            <FormTextField form={form} name="base_url" label="Dirección de su Folio (https://…)" />
            <SwitchField control={form.control} name="active" label="Activa" />
            <FormTextField
              form={form}
              name="send_secret"
              label="Clave de envío (vacía: se genera al crear; al editar, se conserva)"
            />
            <FormTextField
              form={form}
              name="receive_secret"
              label="Clave de recepción: la clave de envío de la otra institución (vacía: se conserva)"
            />
          </>
        )}
      />
      <OneTimeSecretDialog
        secret={shown?.secret ?? null}
        header="Clave de envío"
        warning={SECRET_WARNING}
        owner={
          <>
            Institución: <strong>{shown?.name}</strong>
          </>
        }
        confirmLabel="Entendido, ya la copié"
        copiedLabel="Copiada"
        onClose={() => {
          shown?.done();
          setShown(null);
        }}
      />
    </>
  );
}
