/**
 * Configuración (`config`): the organisation's settings as one typed form in tabs, saved with
 * its version. A tab holding an error is marked, and the first one is shown after a failed save.
 */
import { type SettingsAnswer, settingsSchema } from '@shared/schemas/configs';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { reloadAppSettings } from '../../lib/appSettings';
import { SingletonFormPage } from '../../lib/crud/SingletonFormPage';
import { ArchiveSection } from './ArchiveSection';
import { BackupPanel } from './BackupPanel';
import { CalendarSection } from './CalendarSection';
import { DeliverySection } from './DeliverySection';
import { DigestSection } from './DigestSection';
import { NumberingSection } from './NumberingSection';
import { RequestsSection } from './RequestsSection';
import { FilesSection, InstitutionSection, ManualsSection, SecuritySection } from './Sections';
import { SECTIONS, type SettingsForm, type SettingsValues } from './types';
import { VirtualDeskSection } from './VirtualDeskSection';

function toValues({ data }: SettingsAnswer): SettingsValues {
  const { logo: _logo, ...settings } = data;
  return {
    ...settings,
    tax_id: settings.tax_id ?? '',
    address: settings.address ?? '',
    documents: { ...settings.documents, year_name: settings.documents.year_name ?? '' },
  };
}

const hasError = (errors: FieldErrors<SettingsValues>, keys: readonly string[]) => keys.some((key) => key in errors);

function SectionBody({ id, form, answer }: { id: string; form: SettingsForm; answer: SettingsAnswer }) {
  switch (id) {
    case 'institucion':
      return <InstitutionSection form={form} logo={answer.data.logo} />;
    case 'numeracion':
      return <NumberingSection form={form} />;
    case 'calendario':
      return <CalendarSection form={form} />;
    case 'archivos':
      return <FilesSection form={form} />;
    case 'seguridad':
      return <SecuritySection form={form} />;
    case 'entregas':
      return <DeliverySection form={form} />;
    case 'solicitudes':
      return <RequestsSection form={form} />;
    case 'correos':
      return <DigestSection form={form} />;
    case 'mesa-virtual':
      return <VirtualDeskSection form={form} />;
    case 'archivo-central':
      return <ArchiveSection form={form} />;
    default:
      return <ManualsSection form={form} />;
  }
}

export default function ConfigsPage() {
  const [active, setActive] = useState(0);
  const showFirstError = (errors: FieldErrors<SettingsValues>) => {
    const index = SECTIONS.findIndex((section) => hasError(errors, section.keys));
    if (index >= 0) setActive(index);
  };

  return (
    <>
      <SingletonFormPage<typeof settingsSchema, SettingsAnswer>
        resource="configs"
        title="Configuración"
        subtitle="Datos de la institución, numeración de documentos, calendario laboral y reglas del sistema."
        schema={settingsSchema}
        toValues={toValues}
        onInvalid={showFirstError}
        onSaved={reloadAppSettings}
        className="configs-form"
      >
        {(form, answer) => {
          const { errors } = form.formState;
          return (
            <div className="panel config-panel">
              <TabView
                activeIndex={active}
                onTabChange={(e) => setActive(e.index)}
                scrollable
                renderActiveOnly={false}
                className="config-tabs"
              >
                {SECTIONS.map((section) => {
                  const invalid = hasError(errors, section.keys);
                  return (
                    <TabPanel
                      key={section.id}
                      header={section.title}
                      leftIcon={`${section.icon} config-tab-icon`}
                      rightIcon={invalid ? 'pi pi-exclamation-circle config-tab-error' : undefined}
                      headerClassName={invalid ? 'config-tab-invalid' : undefined}
                    >
                      <SectionBody id={section.id} form={form} answer={answer} />
                    </TabPanel>
                  );
                })}
              </TabView>
            </div>
          );
        }}
      </SingletonFormPage>
      <BackupPanel />
      <ConfirmDialog />
    </>
  );
}
