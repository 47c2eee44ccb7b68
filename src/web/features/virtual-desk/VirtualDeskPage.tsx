/**
 * `/mesa-virtual`: a citizen sends a document without signing in. The sender, the document, the
 * files, a declaration and a small sum; then they confirm their e-mail address from the link they
 * receive (ConfirmPage). Built for a phone first: one column, native inputs.
 */
import { DESK_DOCUMENT_TYPES, type DeskCaptcha, type DeskOptions } from '@shared/schemas/virtual-desk';
import { WEEKDAYS } from '@shared/working-days';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard, AuthLink } from '../../lib/AuthCard';
import { DeskDocumentFields } from '../../lib/desk/DeskDocumentFields';
import { DeskFiles } from '../../lib/desk/DeskFiles';
import { PublicLoaded, usePublicLoad } from '../../lib/desk/publicLoad';
import { useDeskFiles } from '../../lib/desk/useDeskFiles';
import { Field } from '../../lib/form/Field';
import { FormTextField } from '../../lib/form/FormTextField';
import { SelectField } from '../../lib/form/SelectField';
import { SubmitButton } from '../../lib/form/SubmitButton';
import { useFormErrorHandler } from '../../lib/form/serverErrors';
import { TextField } from '../../lib/form/TextField';
import { UbigeoField } from '../../lib/form/UbigeoField';
import { deskCaptcha, deskOptions, submitDesk } from './api';
import { TurnstileWidget } from './TurnstileWidget';

interface DeskValues {
  document_type: string;
  document_number: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  ubigeo: string | null;
  type_entry_id: number | null;
  subject: string;
  folios: string;
  declaration: boolean;
  captcha_answer: string;
}

const EMPTY: DeskValues = {
  document_type: 'DNI',
  document_number: '',
  name: '',
  email: '',
  phone: '',
  address: '',
  ubigeo: null,
  type_entry_id: null,
  subject: '',
  folios: '',
  declaration: false,
  captcha_answer: '',
};

const typeOptions = Object.entries(DESK_DOCUMENT_TYPES).map(([value, label]) => ({ value, label }));

function hoursText(options: DeskOptions) {
  const days = WEEKDAYS.filter((d) => options.working_days.includes(d.value)).map((d) => d.label.toLowerCase());
  return `Atención: ${days.join(', ')}, de ${options.settings.opens} a ${options.settings.closes}. Lo enviado fuera de ese horario se considera presentado el siguiente día hábil.`;
}

function DeskForm({ options }: { options: DeskOptions }) {
  const form = useForm<DeskValues>({ defaultValues: EMPTY });
  const files = useDeskFiles(useFormErrorHandler(form));
  const [captcha, setCaptcha] = useState<DeskCaptcha | null>(null);
  const [widgetToken, setWidgetToken] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const documentType = form.watch('document_type');

  const [captchaRound, setCaptchaRound] = useState(0);
  const newCaptcha = useCallback(() => {
    form.setValue('captcha_answer', '');
    setWidgetToken('');
    setCaptchaRound((round) => round + 1);
    deskCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
  }, [form]);
  useEffect(newCaptcha, [newCaptcha]);

  const submit = form.handleSubmit(async (values) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value === null ? '' : String(value));
    body.append('captcha_token', captcha?.provider === 'arithmetic' ? captcha.token : widgetToken);
    files.attach(body);
    try {
      setSent((await submitDesk(body)).message);
    } catch (error) {
      files.fail(error);
      newCaptcha();
    }
  });

  if (sent)
    return (
      <div className="notice notice-success" role="status">
        <i className="pi pi-envelope" aria-hidden="true" />
        <span>{sent}</span>
      </div>
    );

  const { max_file_mb: maxMb, max_files: maxFiles } = options.settings;
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Enviar documento">
      <p className="notice notice-info">
        <i className="pi pi-clock" aria-hidden="true" />
        <span>{hoursText(options)}</span>
      </p>
      <h2 className="desk-section">Remitente</h2>
      <SelectField
        control={form.control}
        name="document_type"
        label="Tipo de documento de identidad"
        options={typeOptions}
      />
      <TextField
        id="document_number"
        label={documentType === 'RUC' ? 'Número de RUC' : 'Número de documento'}
        autoComplete="off"
        inputMode={documentType === 'CE' ? 'text' : 'numeric'}
        hint={
          documentType === 'DNI' ? '8 dígitos.' : documentType === 'RUC' ? '11 dígitos.' : 'De 9 a 12 letras o números.'
        }
        error={errors.document_number}
        registration={form.register('document_number')}
      />
      <FormTextField
        form={form}
        name="name"
        label={documentType === 'RUC' ? 'Razón social' : 'Nombres y apellidos'}
        autoComplete={documentType === 'RUC' ? 'organization' : 'name'}
        maxLength={200}
      />
      <FormTextField
        form={form}
        name="email"
        type="email"
        inputMode="email"
        label="Correo electrónico"
        autoComplete="email"
        hint="Le enviaremos un enlace para confirmar el envío."
      />
      <FormTextField form={form} name="phone" type="tel" inputMode="tel" label="Teléfono" autoComplete="tel" />
      <FormTextField form={form} name="address" label="Dirección" autoComplete="street-address" maxLength={250} />
      <UbigeoField control={form.control} name="ubigeo" />
      <h2 className="desk-section">Documento</h2>
      <DeskDocumentFields form={form} typeEntries={options.type_entries} />
      <DeskFiles maxMb={maxMb} maxFiles={maxFiles} {...files.fields} />
      <div className="field">
        <label className="desk-check" htmlFor="declaration">
          <input id="declaration" type="checkbox" {...form.register('declaration')} />
          <span>
            Declaro que los datos consignados son verdaderos y acepto ser notificado en el correo electrónico indicado.
          </span>
        </label>
        {errors.declaration && (
          <small className="p-error field-message" role="alert">
            {errors.declaration.message}
          </small>
        )}
      </div>
      {captcha?.provider === 'turnstile' ? (
        <Field id="captcha_token" label="Verificación" error={errors.captcha_answer?.message}>
          <TurnstileWidget key={captchaRound} siteKey={captcha.site_key} onToken={setWidgetToken} />
        </Field>
      ) : (
        <FormTextField
          form={form}
          name="captcha_answer"
          label={captcha ? `Verificación: ${captcha.question}` : 'Verificación'}
          inputMode="numeric"
          hint="Escriba el resultado en números."
        />
      )}
      <SubmitButton label="Enviar documento" icon="pi-send" loading={isSubmitting} fullWidth />
    </form>
  );
}

export default function VirtualDeskPage() {
  const load = usePublicLoad('options', deskOptions);

  return (
    <AuthCard
      title="Mesa de partes virtual"
      subtitle="Envíe su documento sin acudir a la oficina. Recibirá en su correo el número de registro y el código para consultar su trámite."
      wide
    >
      <PublicLoaded load={load}>{(options) => <DeskForm options={options} />}</PublicLoaded>
      <AuthLink to="/consulta" icon="pi-search">
        ¿Ya tiene número de registro? Consulte su trámite
      </AuthLink>
    </AuthCard>
  );
}
