/**
 * The rich-text editor of drafts and templates (TipTap/ProseMirror): paragraphs, headings,
 * bold/italic/underline, bulleted and numbered lists, simple tables and page breaks — what
 * `@shared/rich-text` accepts and the PDF draws. Whatever else is pasted (images, colours,
 * fonts from Word) the editor's schema drops; the user is told so once.
 */
import type { RichDoc } from '@shared/rich-text';
import { TableKit } from '@tiptap/extension-table';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button } from 'primereact/button';
import { useRef } from 'react';
import { PageBreak } from './pageBreak';
import './richtext.css';

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: false,
  }),
  TableKit.configure({ table: { resizable: false } }),
  PageBreak,
];

interface Props {
  value: RichDoc;
  onChange: (doc: RichDoc) => void;
  /** Pasted content lost images or styles. */
  onStripped?: (message: string) => void;
  label: string;
  disabled?: boolean;
}

interface Tool {
  label: string;
  /** A PrimeIcons class, or `glyph`: the letter Spanish toolbars show (N, C, S, T). */
  icon?: string;
  glyph?: string;
  active?: boolean;
  onClick: () => void;
}

function ToolButton({ label, icon, glyph, active, onClick }: Tool) {
  return (
    <Button
      type="button"
      icon={icon}
      label={glyph}
      className={glyph ? `rt-glyph rt-glyph-${glyph}` : undefined}
      text={!active}
      size="small"
      aria-label={label}
      aria-pressed={active}
      tooltip={label}
      tooltipOptions={{ position: 'top', showDelay: 500 }}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    />
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      table: e.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="rt-toolbar" role="toolbar" aria-label="Formato del texto">
      <ToolButton label="Negrita (Ctrl+B)" glyph="N" active={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton
        label="Cursiva (Ctrl+I)"
        glyph="C"
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label="Subrayado (Ctrl+U)"
        glyph="S"
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        label="Título"
        glyph="T"
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label="Lista con viñetas"
        icon="pi pi-list"
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="Lista numerada"
        icon="pi pi-sort-numeric-down"
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label={state.table ? 'Agregar fila' : 'Insertar tabla'}
        icon="pi pi-table"
        active={state.table}
        onClick={() =>
          state.table
            ? chain().addRowAfter().run()
            : chain().insertTable({ rows: 2, cols: 3, withHeaderRow: true }).run()
        }
      />
      {state.table && (
        <>
          <ToolButton label="Agregar columna" icon="pi pi-arrows-h" onClick={() => chain().addColumnAfter().run()} />
          <ToolButton label="Quitar tabla" icon="pi pi-times" onClick={() => chain().deleteTable().run()} />
        </>
      )}
      <ToolButton label="Salto de página" icon="pi pi-file-export" onClick={() => chain().setPageBreak().run()} />
      <ToolButton label="Deshacer (Ctrl+Z)" icon="pi pi-undo" onClick={() => chain().undo().run()} />
      <ToolButton label="Rehacer (Ctrl+Y)" icon="pi pi-refresh" onClick={() => chain().redo().run()} />
    </div>
  );
}

/** What pasted HTML loses in the editor, as the sentence the user reads. */
function strippedMessage(html: string): string | null {
  const lost = [
    /<img\b/i.test(html) && 'las imágenes',
    /\b(style|color|face)=/i.test(html) && 'los colores y tipos de letra',
  ].filter(Boolean);
  if (lost.length === 0) return null;
  return `Del texto pegado se quitaron ${lost.join(' y ')}: los documentos usan un solo formato. Agregue las imágenes como anexos.`;
}

export function RichTextEditor({ value, onChange, onStripped, label, disabled }: Props) {
  const latest = useRef({ onChange, onStripped });
  latest.current = { onChange, onStripped };
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: { class: 'rt-content', 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' },
      transformPastedHTML: (html) => {
        const message = strippedMessage(html);
        if (message) latest.current.onStripped?.(message);
        return html;
      },
    },
    onUpdate: ({ editor: e }) => latest.current.onChange(e.getJSON() as RichDoc),
  });
  return (
    <div className="rt-editor">
      {!disabled && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
