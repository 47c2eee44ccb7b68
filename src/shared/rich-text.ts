/**
 * The rich text of a draft's body and of a document template: the ProseMirror/TipTap JSON the
 * editor writes, limited to what a signed document may hold — paragraphs (left, centred, right or
 * justified), headings, bold/italic/underline, bulleted and numbered lists, simple tables, hard
 * breaks and page breaks. Anything else (an image, a colour or font pasted from Word, a link) is
 * refused with a Spanish message that names it; the editor drops it on paste already, so only
 * another client meets the refusal. Bounded: characters, nodes and nesting.
 */
import { formatCount } from './numbers';
import { z } from './zod';

export interface RichMark {
  type: 'bold' | 'italic' | 'underline';
}
export interface RichNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichNode[];
  text?: string;
  marks?: RichMark[];
}
export interface RichDoc {
  type: 'doc';
  content: RichNode[];
}

export const RICH_TEXT_LIMITS = { characters: 200_000, nodes: 20_000, depth: 8 } as const;

const MARKS = new Set(['bold', 'italic', 'underline']);
const ALIGNS = new Set([null, 'left', 'center', 'right', 'justify']);

/** What a user calls what they pasted, for the refusal. */
const FOREIGN: Record<string, string> = {
  image: 'imágenes',
  link: 'enlaces',
  textStyle: 'estilos de letra (fuente, tamaño o color)',
  highlight: 'resaltados',
  strike: 'tachados',
  code: 'código',
  codeBlock: 'bloques de código',
  blockquote: 'citas',
  horizontalRule: 'líneas horizontales',
  superscript: 'superíndices',
  subscript: 'subíndices',
};

/** Each node's allowed children and attributes. */
const NODES: Record<
  string,
  { children: readonly string[] | 'inline'; attrs: Record<string, (v: unknown) => boolean> }
> = {
  paragraph: { children: 'inline', attrs: { textAlign: (v) => ALIGNS.has(v as string | null) } },
  heading: {
    children: 'inline',
    attrs: { level: (v) => v === 1 || v === 2 || v === 3, textAlign: (v) => ALIGNS.has(v as string | null) },
  },
  bulletList: { children: ['listItem'], attrs: {} },
  orderedList: {
    children: ['listItem'],
    attrs: { start: (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 999, type: (v) => v == null },
  },
  listItem: { children: ['paragraph', 'bulletList', 'orderedList'], attrs: {} },
  table: { children: ['tableRow'], attrs: {} },
  tableRow: { children: ['tableCell', 'tableHeader'], attrs: {} },
  tableCell: { children: ['paragraph'], attrs: cellAttrs() },
  tableHeader: { children: ['paragraph'], attrs: cellAttrs() },
  pageBreak: { children: [], attrs: {} },
};

function cellAttrs(): Record<string, (v: unknown) => boolean> {
  const span = (v: unknown) => v === 1 || v == null;
  return {
    colspan: span,
    rowspan: span,
    colwidth: (v) => v == null || (Array.isArray(v) && v.every((w) => w == null || (Number.isInteger(w) && w < 2000))),
  };
}

const BLOCKS = ['paragraph', 'heading', 'bulletList', 'orderedList', 'table', 'pageBreak'] as const;

interface Walk {
  problems: Set<string>;
  characters: number;
  nodes: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function refuseForeign(type: unknown, walk: Walk) {
  const name = typeof type === 'string' ? FOREIGN[type] : undefined;
  walk.problems.add(
    name
      ? `El texto no puede contener ${name}: quítelos y vuelva a pegar el texto.`
      : 'El texto contiene un elemento que no se admite (pegado de otro programa): vuelva a pegarlo como texto.',
  );
}

function walkInline(node: unknown, walk: Walk) {
  walk.nodes++;
  if (!isObject(node)) return walk.problems.add('El texto no tiene un formato válido.');
  if (node.type === 'hardBreak') return;
  if (node.type !== 'text') return refuseForeign(node.type, walk);
  if (typeof node.text !== 'string' || node.text.length === 0)
    return walk.problems.add('El texto no tiene un formato válido.');
  walk.characters += node.text.length;
  if (node.text.includes('\0')) walk.problems.add('El texto contiene caracteres no permitidos.');
  if (node.marks === undefined) return;
  if (!Array.isArray(node.marks) || node.marks.length > 3)
    return walk.problems.add('El texto no tiene un formato válido.');
  for (const mark of node.marks) {
    if (!isObject(mark) || !MARKS.has(mark.type as string)) refuseForeign(isObject(mark) ? mark.type : null, walk);
    else if (mark.attrs !== undefined && !(isObject(mark.attrs) && Object.keys(mark.attrs).length === 0))
      refuseForeign('textStyle', walk);
  }
}

function walkBlock(node: unknown, allowed: readonly string[], depth: number, walk: Walk) {
  walk.nodes++;
  if (walk.nodes > RICH_TEXT_LIMITS.nodes || depth > RICH_TEXT_LIMITS.depth) return;
  if (!isObject(node) || typeof node.type !== 'string')
    return walk.problems.add('El texto no tiene un formato válido.');
  const rule = NODES[node.type];
  if (!rule || !allowed.includes(node.type)) return refuseForeign(node.type, walk);
  if (node.attrs !== undefined && node.attrs !== null) {
    if (!isObject(node.attrs)) return walk.problems.add('El texto no tiene un formato válido.');
    for (const [key, value] of Object.entries(node.attrs)) {
      const check = rule.attrs[key];
      if (!check) refuseForeign('textStyle', walk);
      else if (!check(value)) walk.problems.add('Las tablas solo admiten celdas simples, sin combinar.');
    }
  }
  if (node.content === undefined) return;
  if (!Array.isArray(node.content) || node.content.length > RICH_TEXT_LIMITS.nodes)
    return walk.problems.add('El texto no tiene un formato válido.');
  for (const child of node.content) {
    if (rule.children === 'inline') walkInline(child, walk);
    else walkBlock(child, rule.children, depth + 1, walk);
  }
}

/** Every Spanish problem of a body, or none. */
export function richTextProblems(doc: unknown): string[] {
  if (!isObject(doc) || doc.type !== 'doc' || !Array.isArray(doc.content))
    return ['El texto no tiene un formato válido.'];
  const walk: Walk = { problems: new Set(), characters: 0, nodes: 0 };
  for (const block of doc.content) walkBlock(block, BLOCKS, 1, walk);
  if (walk.nodes > RICH_TEXT_LIMITS.nodes || walk.characters > RICH_TEXT_LIMITS.characters)
    walk.problems.add(
      `El texto es demasiado extenso: como máximo ${formatCount(RICH_TEXT_LIMITS.characters)} caracteres.`,
    );
  return [...walk.problems];
}

/** A body as the API takes it: validated, bounded. */
export const richTextSchema = z.unknown().transform((doc, ctx) => {
  for (const message of richTextProblems(doc)) ctx.addIssue({ code: 'custom', message });
  return doc as RichDoc;
});

export const emptyDoc = (): RichDoc => ({ type: 'doc', content: [{ type: 'paragraph' }] });

/** A body made of plain paragraphs (the demo's, a test's). */
export const paragraphs = (...texts: string[]): RichDoc => ({
  type: 'doc',
  content: texts.map((t) => ({
    type: 'paragraph',
    attrs: { textAlign: 'justify' },
    content: [{ type: 'text', text: t }],
  })),
});

/** The body's words, for a search or a summary. */
export function plainText(node: RichDoc | RichNode): string {
  if ('text' in node && typeof node.text === 'string') return node.text;
  const parts = (node.content ?? []).map(plainText);
  return parts.join(node.type === 'doc' ? '\n' : ' ').trim();
}

/** Every `{{name}}` of the text nodes. */
export function mergeFieldsOf(doc: RichDoc): string[] {
  return [...plainText(doc).matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1]!);
}

/** Replaces `{{name}}` in every text node with `values[name]` (unknown names stay as they are). */
export function fillMergeFields(doc: RichDoc, values: Record<string, string>): RichDoc {
  const fill = (node: RichNode): RichNode => {
    if (typeof node.text === 'string')
      return {
        ...node,
        text: node.text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (all, name: string) => values[name] ?? all),
      };
    return node.content ? { ...node, content: node.content.map(fill).filter((n) => n.text !== '') } : node;
  };
  return fill(doc as RichNode) as RichDoc;
}
