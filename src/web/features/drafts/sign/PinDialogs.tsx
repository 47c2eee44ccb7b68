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

export function ApproveDialog(props: ActionDialogProps<Draft>) {
  return (
    <FormDialog
      {...props}
      width="30rem"
      header="Dar visto bueno"
      schema={pinCheckSchema}
      defaults={{ pin: '' }}
      submitLabel="Dar V°B°"
      icon="pi-check"
      path="approve"
      done="Visto bueno firmado."
    >
      {(form) => (
        <>
          <p className="dialog-note">
            {`Su V°B° se firma digitalmente en el PDF de «${props.record.subject}», con el motivo «Doy V° B°».`}
          </p>
          <PasswordField form={form} name="pin" label="PIN de firma" autoComplete="off" autoFocus />
          <PinNote />
        </>
      )}
    </FormDialog>
  );
}

export function SignDialog(props: ActionDialogProps<Draft>) {
  return (
    <FormDialog
      {...props}
      width="30rem"
      header={`Firmar ${props.record.letter?.pendingNumber ?? props.record.number}`}
      schema={pinCheckSchema}
      defaults={{ pin: '' }}
      submitLabel="Firmar"
      icon="pi-verified"
      path="sign"
      done="Documento firmado y registrado."
    >
      {(form) => (
        <>
          <p className="dialog-note">
            Al firmar, el documento recibe su número, se firma digitalmente y queda registrado, listo para despacharse.
          </p>
          <PasswordField form={form} name="pin" label="PIN de firma" autoComplete="off" autoFocus />
          <PinNote />
        </>
      )}
    </FormDialog>
  );
}
