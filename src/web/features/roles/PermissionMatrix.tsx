/**
 * The role's permission keys as a matrix grouped by area (PERMISSION_AREAS): a whole area at once
 * (its box shows "some" as indeterminate) or single keys, with a text filter over labels and keys.
 */
import { ADMIN, PERMISSION_AREAS } from '@shared/permissions';
import type { RoleInput } from '@shared/schemas/admin';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useId, useMemo, useState } from 'react';
import { type Control, type FieldError, useController } from 'react-hook-form';
import { useMediaQuery } from '../../lib/useMediaQuery';

type RoleValues = { name: string; description?: string | null; permissions: string[] };

/** Lower case without accents, so "tramite" finds "Trámite". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The first message of the field or of one of its items (server errors come as `permissions.3`). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as FieldError).message;
  if (own) return own;
  for (const item of Object.values(error)) {
    const message = firstMessage(item);
    if (message) return message;
  }
  return undefined;
}

function AreaCheckbox({
  id,
  checked,
  partial,
  onChange,
}: {
  id: string;
  checked: boolean;
  partial: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      className="permission-checkbox"
      checked={checked}
      aria-checked={partial ? 'mixed' : checked}
      ref={(el) => {
        if (el) el.indeterminate = partial;
      }}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

export function PermissionMatrix({ control }: { control: Control<RoleValues, unknown, RoleInput> }) {
  const { field, fieldState } = useController({ control, name: 'permissions' });
  const [filter, setFilter] = useState('');
  const prefix = useId();
  // On a phone the areas start closed (over a hundred keys); a filter opens every match.
  const phone = useMediaQuery('(max-width: 767px)');
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  const selected = useMemo(() => new Set(field.value ?? []), [field.value]);
  const needle = fold(filter.trim());

  const areas = useMemo(
    () =>
      PERMISSION_AREAS.map((area) => ({
        ...area,
        keys: area.permissions.map(([key]) => key),
        visible: needle
          ? area.permissions.filter(
              ([key, label]) =>
                fold(label).includes(needle) || key.includes(needle) || fold(area.area).includes(needle),
            )
          : area.permissions,
      })).filter((area) => area.visible.length > 0),
    [needle],
  );

  const set = (keys: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    field.onChange([...next].sort());
  };

  const error = firstMessage(fieldState.error);
  return (
    <section className="permission-matrix form-grid-full" aria-labelledby={`${prefix}-title`}>
      <div className="permission-matrix-header">
        <div>
          <h2 id={`${prefix}-title`}>Permisos</h2>
          <p className="text-muted permission-matrix-count" aria-live="polite">
            {selected.size === 1 ? '1 permiso seleccionado' : `${selected.size} permisos seleccionados`}
          </p>
        </div>
        <IconField iconPosition="left" className="permission-search">
          <InputIcon className="pi pi-search" />
          <InputText
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
            placeholder="Filtrar permisos"
            aria-label="Filtrar permisos"
            maxLength={60}
          />
        </IconField>
      </div>
      {selected.has(ADMIN) && (
        <Message
          severity="warn"
          className="permission-admin-warning"
          text="Este rol tendrá acceso total: el permiso «Administrador» permite todas las acciones del sistema, aunque no marque ningún otro permiso."
        />
      )}
      {error && (
        <small className="p-error field-message" role="alert">
          {error}
        </small>
      )}
      {areas.length === 0 ? (
        <p className="text-muted permission-empty">Ningún permiso coincide con «{filter.trim()}».</p>
      ) : (
        <div className="permission-areas">
          {areas.map((area, index) => {
            const count = area.keys.filter((key) => selected.has(key)).length;
            const areaId = `${prefix}-area-${index}`;
            const open = needle !== '' || (opened[area.area] ?? !phone);
            return (
              <fieldset key={area.area} className={open ? 'permission-area' : 'permission-area permission-area-closed'}>
                <legend className="permission-area-legend">
                  <AreaCheckbox
                    id={areaId}
                    checked={count === area.keys.length}
                    partial={count > 0 && count < area.keys.length}
                    onChange={(on) => set(area.keys, on)}
                  />
                  <label htmlFor={areaId}>{area.area}</label>
                  <span className="permission-area-count">
                    {count}/{area.keys.length}
                  </span>
                  <button
                    type="button"
                    className="permission-area-toggle"
                    aria-expanded={open}
                    aria-controls={`${areaId}-list`}
                    aria-label={`${open ? 'Ocultar' : 'Mostrar'} permisos de ${area.area}`}
                    disabled={needle !== ''}
                    onClick={() => setOpened({ ...opened, [area.area]: !open })}
                  >
                    <i className={open ? 'pi pi-chevron-up' : 'pi pi-chevron-down'} aria-hidden="true" />
                  </button>
                </legend>
                <ul id={`${areaId}-list`} className="permission-list" hidden={!open}>
                  {area.visible.map(([key, label]) => {
                    const id = `${prefix}-${key}`;
                    return (
                      <li key={key}>
                        <input
                          id={id}
                          type="checkbox"
                          className="permission-checkbox"
                          checked={selected.has(key)}
                          onChange={(e) => set([key], e.target.checked)}
                        />
                        <label htmlFor={id}>
                          <span>{label}</span>
                          <code className="permission-key">{key}</code>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            );
          })}
        </div>
      )}
    </section>
  );
}
