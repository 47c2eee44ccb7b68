/**
 * The draft's editor (`/drafts/:id/edit`): the body in the rich-text editor, saved as the user
 * types (useAutosave), the observations to correct, the preview of the PDF as it will be signed
 * and the draft's data in a dialog.
 */
import { DRAFT_STATES } from '@shared/schemas/drafts';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useResourceRecord } from '../../../lib/crud/hooks';
import { PageNotice } from '../../../lib/crud/PageNotice';
import { LoadError } from '../../../lib/LoadError';
import { PageHeader } from '../../../lib/PageHeader';
import { openPdf } from '../../../lib/records/openPdf';
import { RichTextEditor } from '../../../lib/richtext/RichTextEditor';
import { Spinner } from '../../../lib/Spinner';
import { useToast } from '../../../lib/toast';
import type { Draft } from '../drafts.record';
import '../drafts.css';
import { DraftDataDialog } from './DraftDataDialog';
import { SaveState } from './SaveState';
import { unsavedBody, useAutosave } from './useAutosave';

export default function DraftEditorPage() {
  const id = Number(useParams().id);
  const draft = useResourceRecord<Draft>('drafts', id);
  if (draft.error) return <LoadError error={draft.error} onRetry={() => void draft.refetch()} />;
  if (!draft.data) return <Spinner />;
  if (!draft.data.can.update) {
    return (
      <div className="page">
        <PageHeader title={`Proyecto ${draft.data.number}`} />
        <PageNotice
          severity="info"
          text={`El proyecto está «${DRAFT_STATES[draft.data.state]}»: solo quien lo proyectó lo cambia, mientras está en borrador u observado.`}
          action={
            <Link to={`/drafts/${id}`} className="p-button p-button-sm p-component">
              Volver al proyecto
            </Link>
          }
        />
      </div>
    );
  }
  return <Editor draft={draft.data} reload={async () => (await draft.refetch()).data} />;
}

function Editor({ draft, reload }: { draft: Draft; reload: () => Promise<Draft | undefined> }) {
  const navigate = useNavigate();
  const toast = useToast();
  const autosave = useAutosave(draft.id, draft.version);
  const [initial] = useState(() => {
    const restored = unsavedBody(draft.id, draft.body);
    return { body: restored ?? draft.body, restored: restored !== null };
  });
  const [restoredNotice, setRestoredNotice] = useState(initial.restored);
  const [dataOpen, setDataOpen] = useState(false);
  const [body, setBody] = useState(initial.body);

  const change = (doc: typeof body) => {
    setBody(doc);
    autosave.change(doc);
  };

  const flushThen = async (next: () => Promise<unknown> | unknown) => {
    try {
      await autosave.flush();
      await next();
    } catch (error) {
      toast.failure(error);
    }
  };

  const keepMine = async () => {
    const latest = await reload();
    if (latest) await autosave.keepMine(latest.version);
  };

  return (
    <div className="page draft-editor-page">
      <PageHeader title={`Proyecto ${draft.number}`} subtitle={draft.subject} />
      {draft.state === 'observado' && draft.observation && (
        <Message severity="warn" className="draft-observation" text={`Observaciones: ${draft.observation}`} />
      )}
      {restoredNotice && (
        <PageNotice
          severity="info"
          text="Se recuperó el texto que escribió y aún no se había guardado."
          action={<Button label="Entendido" size="small" text onClick={() => setRestoredNotice(false)} />}
        />
      )}
      <div className="draft-editor-bar">
        <SaveState
          status={autosave.status}
          savedAt={autosave.savedAt}
          problem={autosave.problem}
          onKeepMine={keepMine}
        />
        <div className="draft-editor-actions">
          <Button
            label="Datos del documento"
            icon="pi pi-list"
            outlined
            size="small"
            onClick={() => setDataOpen(true)}
          />
          <Button
            label="Vista previa"
            icon="pi pi-file-pdf"
            outlined
            size="small"
            onClick={() =>
              void flushThen(() => openPdf('drafts', `/${draft.id}/preview`, `proyecto-${draft.number}.pdf`))
            }
          />
          <Button
            label="Listo"
            icon="pi pi-check"
            size="small"
            onClick={() => void flushThen(() => navigate(`/drafts/${draft.id}`))}
          />
        </div>
      </div>
      <RichTextEditor
        value={initial.body}
        onChange={change}
        onStripped={(message) => toast.info(message)}
        label="Texto del documento"
      />
      <DraftDataDialog
        draft={draft}
        visible={dataOpen}
        onHide={() => setDataOpen(false)}
        current={async () => {
          await autosave.flush();
          return { version: autosave.versionRef.current, body };
        }}
        saved={(version) => {
          autosave.versionRef.current = version;
          void reload();
        }}
      />
    </div>
  );
}
