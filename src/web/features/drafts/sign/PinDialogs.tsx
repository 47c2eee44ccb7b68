/**
 * «Dar V°B°» and «Firmar» on a draft's page: each asks the PIN of the person's certificate
 * (docs/signatures.md). A wrong PIN, a throttled one or a missing certificate is said on the field.
 */
import { pinCheckSchema } from '@shared/schemas/signatures';
import { PasswordField } from '../../../lib/form/PasswordField';
import { FormDialog } from '../../../lib/records/FormDialog';
import type { ActionDialogProps } from '../../../lib/records/module';
import type { Draft } from '../drafts.record';
import { PinNote } from './PinNote';

interface PinDialogProps extends ActionDialogProps<Draft> {
  header: string;
  submitLabel: string;
  icon: string;
  path: 'approve' | 'sign';
  done: string;
  /** What signing does, above the PIN. */
  note: string;
}

/** The PIN of the person's certificate, under a line saying what it signs. */
function PinDialog({ note, ...props }: PinDialogProps) {
  return (
    <FormDialog {...props} width="30rem" schema={pinCheckSchema} defaults={{ pin: '' }}>
      {(form) => (
        <>
          <p className="dialog-note">{note}</p>
          <PasswordField form={form} name="pin" label="PIN de firma" autoComplete="off" autoFocus />
          <PinNote />
        </>
      )}
    </FormDialog>
  );
}

export function ApproveDialog(props: ActionDialogProps<Draft>) {
  return (
    <PinDialog
      {...props}
      header="Dar visto bueno"
      submitLabel="Dar V°B°"
      icon="pi-check"
      path="approve"
      done="Visto bueno firmado."
      note={`Su V°B° se firma digitalmente en el PDF de «${props.record.subject}», con el motivo «Doy V° B°».`}
    />
  );
}

export function SignDialog(props: ActionDialogProps<Draft>) {
  return (
    <PinDialog
      {...props}
      header={`Firmar ${props.record.letter?.pendingNumber ?? props.record.number}`}
      submitLabel="Firmar"
      icon="pi-verified"
      path="sign"
      done="Documento firmado y registrado."
      note="Al firmar, el documento recibe su número, se firma digitalmente y queda registrado, listo para despacharse."
    />
  );
}
