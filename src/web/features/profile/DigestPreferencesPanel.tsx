/** Mi perfil → Resumen por correo: the daily digest and, for an office head, the weekly one; each switch saves at once. */
import type { DigestPreferencesInput } from '@shared/schemas/digest';
import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { LoadError } from '../../lib/LoadError';
import { Spinner } from '../../lib/Spinner';
import { useToast } from '../../lib/toast';
import { useDigestPreferences, useSaveDigestPreferences } from './api';

const CHOICES = [
  {
    key: 'daily',
    label: 'Resumen diario de mis pendientes',
    help: 'Cada día laborable por la mañana, lo que su Tablero le muestra. No llega si no tiene nada pendiente.',
  },
  {
    key: 'weekly',
    label: 'Resumen semanal de vencidos de mi oficina',
    help: 'Una vez por semana, los documentos vencidos de su oficina, por persona.',
  },
] as const;

export function DigestPreferencesPanel() {
  const preferences = useDigestPreferences();
  const save = useSaveDigestPreferences();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const change = async (key: keyof DigestPreferencesInput, value: boolean) => {
    if (!preferences.data) return;
    const { daily, weekly } = preferences.data.data;
    setSaving(true);
    try {
      await save({ daily, weekly, [key]: value });
      toast.success(value ? 'Recibirá este resumen por correo.' : 'Ya no recibirá este resumen por correo.');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'No se pudo guardar su preferencia.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="digest-title">
      <h2 id="digest-title">Resumen por correo</h2>
      {preferences.isPending && <Spinner />}
      {preferences.isError && <LoadError error={preferences.error} onRetry={() => void preferences.refetch()} />}
      {preferences.data && (
        <div className="digest-choices">
          {CHOICES.filter((choice) => choice.key === 'daily' || preferences.data.data.weekly_applies).map((choice) => (
            <div key={choice.key} className="field field-switch">
              <InputSwitch
                inputId={`digest-${choice.key}`}
                checked={preferences.data.data[choice.key]}
                disabled={saving}
                onChange={(e) => void change(choice.key, Boolean(e.value))}
              />
              <label htmlFor={`digest-${choice.key}`}>
                {choice.label}
                <small className="field-help">{choice.help}</small>
              </label>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
