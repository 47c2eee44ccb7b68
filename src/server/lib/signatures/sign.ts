/**
 * PAdES signing of a PDF (docs/signatures.md): each call appends one incremental update holding a
 * signature field with its visible stamp and an ETSI.CAdES.detached signature dictionary, then
 * @signpdf/signpdf fills the byte range and the CMS. Earlier signatures are untouched, so a
 * document signed in sequence (V°B° first, the author last) verifies signature by signature, each
 * over its own revision.
 */
import { sign as cryptoSign } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFInvalidObject,
  PDFName,
  type PDFObject,
  type PDFRef,
  PDFString,
} from 'pdf-lib';
import { type KeySigner, signDetached } from './cms';
import { certificateIdentity } from './identity';
import { openForUpdate } from './incremental';
import type { KeyMaterial } from './pkcs12';
import { drawStamp, STAMP_HEIGHT, STAMP_WIDTH } from './stamp';

export type { KeySigner } from './cms';

export interface SignOptions {
  /** Why: «Doy V° B°», «Soy el autor del documento», … */
  reason: string;
  location?: string;
  /**
   * Where the stamp goes: a page (0-based, default the last one), its lower-left corner in points
   * and, to fit a reserved box, its width and height (the stamp is scaled to them).
   */
  stamp?: { page?: number; x: number; y: number; width?: number; height?: number };
  signingTime?: Date;
  /**
   * A certification signature (the document's first): DocMDP with these permissions, 2 = only
   * filling in form fields and signing are allowed afterwards (ISO 32000-1 §12.8.2.2).
   */
  certify?: 1 | 2 | 3;
}

/** The one interface the documents module signs through; a remote signing service implements it too. */
export interface PdfSigner {
  sign(pdf: Uint8Array, options: SignOptions): Promise<Uint8Array>;
}

export interface PdfSignerConfig {
  /** RFC 3161 time-stamp authority: with it the signatures are PAdES B-T. */
  tsaUrl?: string;
}

/** Room for the CMS: certificates, and a time-stamp token with its own chain. */
const SIGNATURE_BYTES = 12_000;
const SIGNATURE_BYTES_WITH_TIMESTAMP = 24_000;

/** A KeySigner over a key read from a PKCS#12 (or any node:crypto private key). */
export function localKeySigner(material: Pick<KeyMaterial, 'privateKey' | 'chain'>): KeySigner {
  return {
    chain: material.chain,
    sign: async (data) => cryptoSign('sha256', data, material.privateKey),
  };
}

class CadesSigner extends Signer {
  constructor(
    private readonly key: KeySigner,
    private readonly config: PdfSignerConfig,
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return signDetached(pdfBuffer, this.key, { tsaUrl: this.config.tsaUrl });
  }
}

function signatureFieldCount(doc: PDFDocument, fields: PDFArray | undefined): number {
  if (!fields) return 0;
  return fields.asArray().filter((field) => {
    const dict = doc.context.lookup(field);
    return dict instanceof PDFDict && dict.get(PDFName.of('FT')) === PDFName.of('Sig');
  }).length;
}

/** Stamps fill the bottom of the page three to a row, upwards, in signing order. */
function defaultStampCorner(index: number): { x: number; y: number } {
  return { x: 40 + (index % 3) * (STAMP_WIDTH + 8), y: 70 + Math.floor(index / 3) * (STAMP_HEIGHT + 8) };
}

/** Makes the new signature the certifying one: a DocMDP reference in its dictionary and the catalog's /Perms. */
function certify(doc: PDFDocument, widget: PDFDict, permissions: 1 | 2 | 3) {
  // The library writes the signature dictionary as raw bytes (its placeholders must stay as they
  // are): the reference is inserted before its closing `>>`.
  const ref = widget.get(PDFName.of('V')) as PDFRef;
  const raw = doc.context.lookup(ref) as PDFObject;
  const bytes = Buffer.alloc(raw.sizeInBytes());
  raw.copyBytesInto(bytes, 0);
  const text = bytes.toString('latin1');
  const end = text.lastIndexOf('>>');
  const reference = `/Reference [<< /Type /SigRef /TransformMethod /DocMDP /TransformParams << /Type /TransformParams /P ${permissions} /V /1.2 >> >>]\n`;
  const edited = `${text.slice(0, end)}${reference}${text.slice(end)}`;
  doc.context.assign(ref, PDFInvalidObject.of(Buffer.from(edited, 'latin1')));
  doc.catalog.set(PDFName.of('Perms'), doc.context.obj({ DocMDP: ref }));
}

export function pdfSigner(key: KeySigner, config: PdfSignerConfig = {}): PdfSigner {
  const [certificate] = key.chain;
  if (!certificate) throw new Error('pdfSigner needs the signer certificate');
  const identity = certificateIdentity(certificate);
  return {
    async sign(pdf, options) {
      const signingTime = options.signingTime ?? new Date();
      const update = await openForUpdate(pdf);
      const { doc } = update;
      const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
      const index = signatureFieldCount(doc, acroForm?.lookupMaybe(PDFName.of('Fields'), PDFArray));
      const pages = doc.getPages();
      const page = pages[options.stamp?.page ?? pages.length - 1];
      if (!page) throw new Error(`The PDF has no page ${options.stamp?.page}`);
      const corner = options.stamp ?? defaultStampCorner(index);
      pdflibAddPlaceholder({
        pdfPage: page,
        reason: options.reason,
        contactInfo: identity.dni ? `DNI ${identity.dni}` : identity.ruc ? `RUC ${identity.ruc}` : '',
        name: identity.name,
        location: options.location ?? '',
        signingTime,
        signatureLength: config.tsaUrl ? SIGNATURE_BYTES_WITH_TIMESTAMP : SIGNATURE_BYTES,
        subFilter: SUBFILTER_ETSI_CADES_DETACHED,
        widgetRect: [
          corner.x,
          corner.y,
          corner.x + (options.stamp?.width ?? STAMP_WIDTH),
          corner.y + (options.stamp?.height ?? STAMP_HEIGHT),
        ],
        appName: 'Folio',
      });
      // The library names every field «Signature1» and leaves the appearance empty.
      const fields = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict).lookup(PDFName.of('Fields'), PDFArray);
      const widget = fields.lookup(fields.size() - 1, PDFDict);
      widget.set(PDFName.of('T'), PDFString.of(`Firma${index + 1}`));
      const appearance = await drawStamp(doc, { ...identity, reason: options.reason, signedAt: signingTime });
      widget.set(PDFName.of('AP'), doc.context.obj({ N: appearance }));
      if (options.certify) certify(doc, widget, options.certify);
      return new SignPdf().sign(Buffer.from(update.save()), new CadesSigner(key, config));
    },
  };
}
