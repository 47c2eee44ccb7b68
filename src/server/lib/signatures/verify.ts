/**
 * Folio's own verifier of PDF signatures, whoever made them (docs/signatures.md). For each
 * signature field: who signed (name, DNI, RUC from the certificate), the reason and the time,
 * whether the bytes it covers are unchanged (message digest and signature, like pdfsig's
 * «Signature is Valid»), whether it covers the whole file or later revisions were appended,
 * whether the certificate was valid at the signing time, and whether it chains to one of the
 * trusted roots. The CMS is read with pkijs; keys and certificates are checked with node:crypto.
 */
import { createHash, verify as cryptoVerify, X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFString } from 'pdf-lib';
import * as pkijs from 'pkijs';
import { OID } from './cms';
import { type CertificateIdentity, certificateIdentity } from './identity';

export interface SignatureCheck {
  field: string;
  signer: CertificateIdentity | null;
  reason: string | null;
  /** The time stamp's time when there is one, else the signer's claimed time (CMS or /M). */
  signedAt: string | null;
  timestamped: boolean;
  /** The bytes this signature covers are exactly the ones signed: nothing changed after signing. */
  intact: boolean;
  /** No revision was appended after this signature (later signatures are revisions too). */
  coversWholeDocument: boolean;
  certificateValidAtSigning: boolean;
  trusted: boolean;
  /** Why the signature could not be checked, in Spanish, when it could not. */
  problem: string | null;
}

const HASHES: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/** Signature algorithms that name their own hash; otherwise the digest algorithm's hash is used. */
const SIGNATURE_HASHES: Record<string, string> = {
  '1.2.840.113549.1.1.5': 'sha1',
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
};

const view = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

function signatureFields(doc: PDFDocument): { name: string; signature: PDFDict }[] {
  const found: { name: string; signature: PDFDict }[] = [];
  const visit = (fields: PDFArray | undefined, prefix: string) => {
    for (const item of fields?.asArray() ?? []) {
      const field = doc.context.lookup(item);
      if (!(field instanceof PDFDict)) continue;
      const partial = field.lookupMaybe(PDFName.of('T'), PDFString, PDFHexString)?.decodeText() ?? '';
      const name = prefix && partial ? `${prefix}.${partial}` : prefix || partial;
      // A text field's value is a string: only a dictionary is a signature.
      const value = field.lookup(PDFName.of('V'));
      if (value instanceof PDFDict && value.has(PDFName.of('ByteRange'))) found.push({ name, signature: value });
      visit(field.lookupMaybe(PDFName.of('Kids'), PDFArray), name);
    }
  };
  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  visit(acroForm?.lookupMaybe(PDFName.of('Fields'), PDFArray), '');
  return found;
}

function text(dict: PDFDict, key: string): string | null {
  return dict.lookupMaybe(PDFName.of(key), PDFString, PDFHexString)?.decodeText() ?? null;
}

function pdfDate(dict: PDFDict): Date | null {
  const value = dict.lookupMaybe(PDFName.of('M'), PDFString, PDFHexString);
  try {
    return value instanceof PDFString ? value.decodeDate() : null;
  } catch {
    return null;
  }
}

function attribute(signerInfo: pkijs.SignerInfo, type: string, unsigned = false): asn1js.AsnType | undefined {
  const attributes = (unsigned ? signerInfo.unsignedAttrs : signerInfo.signedAttrs)?.attributes ?? [];
  return attributes.find((candidate) => candidate.type === type)?.values[0];
}

function signerCertificate(signedData: pkijs.SignedData, signerInfo: pkijs.SignerInfo): pkijs.Certificate | undefined {
  const certificates = (signedData.certificates ?? []).filter(
    (c): c is pkijs.Certificate => c instanceof pkijs.Certificate,
  );
  const sid = signerInfo.sid;
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return certificates.find((c) => c.issuer.isEqual(sid.issuer) && c.serialNumber.isEqual(sid.serialNumber));
  }
  const keyId = Buffer.from((sid as asn1js.OctetString).valueBlock.valueHexView);
  return certificates.find((c) => {
    const extension = c.extensions?.find((e) => e.extnID === '2.5.29.14');
    return extension ? Buffer.from(extension.extnValue.valueBlock.valueHexView).subarray(2).equals(keyId) : false;
  });
}

/** Signed attributes are signed as a DER SET (RFC 5652 §5.4), stored as [0]. */
function signedAttributesDer(signerInfo: pkijs.SignerInfo): Buffer {
  const bytes = Buffer.from(signerInfo.signedAttrs?.encodedValue ?? new ArrayBuffer(0));
  if (bytes.length > 0) bytes[0] = 0x31;
  return bytes;
}

function checkSignatureValue(
  signerInfo: pkijs.SignerInfo,
  certificate: X509Certificate,
  content: Buffer,
  digest: string,
) {
  const algorithm = signerInfo.signatureAlgorithm.algorithmId;
  const hash = SIGNATURE_HASHES[algorithm] ?? digest;
  const data = signerInfo.signedAttrs ? signedAttributesDer(signerInfo) : content;
  const signature = Buffer.from(signerInfo.signature.valueBlock.valueHexView);
  return cryptoVerify(hash, data, certificate.publicKey, signature);
}

function timestampTime(signerInfo: pkijs.SignerInfo): Date | null {
  const token = attribute(signerInfo, OID.timeStampToken, true);
  if (!token) return null;
  try {
    const contentInfo = new pkijs.ContentInfo({ schema: token });
    const signedData = new pkijs.SignedData({ schema: contentInfo.content });
    const encoded = signedData.encapContentInfo.eContent?.valueBlock.valueHexView;
    if (!encoded) return null;
    return pkijs.TSTInfo.fromBER(view(new Uint8Array(encoded))).genTime;
  } catch {
    return null;
  }
}

function validAt(certificate: X509Certificate, at: Date): boolean {
  return new Date(certificate.validFrom) <= at && at <= new Date(certificate.validTo);
}

/** Walks issuer links through the CMS's certificates to one of the trusted roots. */
function chainsToTrustedRoot(certificate: X509Certificate, pool: X509Certificate[], roots: X509Certificate[]): boolean {
  let current = certificate;
  for (let depth = 0; depth < 8; depth += 1) {
    const root = roots.find((candidate) => current.checkIssued(candidate) && current.verify(candidate.publicKey));
    if (root || roots.some((candidate) => candidate.raw.equals(current.raw))) return true;
    const issuer = pool.find(
      (candidate) =>
        !candidate.raw.equals(current.raw) && current.checkIssued(candidate) && current.verify(candidate.publicKey),
    );
    if (!issuer) return false;
    current = issuer;
  }
  return false;
}

function unreadable(field: string, reason: string | null, problem: string): SignatureCheck {
  return {
    field,
    signer: null,
    reason,
    signedAt: null,
    timestamped: false,
    intact: false,
    coversWholeDocument: false,
    certificateValidAtSigning: false,
    trusted: false,
    problem,
  };
}

function checkSignature(pdf: Buffer, field: string, dict: PDFDict, roots: X509Certificate[]): SignatureCheck {
  const reason = text(dict, 'Reason');
  const range = dict.lookupMaybe(PDFName.of('ByteRange'), PDFArray)?.asArray();
  const contents = dict.lookupMaybe(PDFName.of('Contents'), PDFString, PDFHexString);
  const numbers = range?.map((item) => (item instanceof PDFNumber ? item.asNumber() : Number.NaN)) ?? [];
  const [start, firstLength, secondStart, secondLength] = numbers;
  if (
    numbers.length !== 4 ||
    !contents ||
    start !== 0 ||
    firstLength === undefined ||
    secondStart === undefined ||
    secondLength === undefined ||
    numbers.some((value) => !Number.isInteger(value) || value < 0) ||
    secondStart < firstLength ||
    secondStart + secondLength > pdf.length
  ) {
    return unreadable(field, reason, 'La firma no indica bien qué partes del archivo cubre.');
  }
  const signedBytes = Buffer.concat([
    pdf.subarray(0, firstLength),
    pdf.subarray(secondStart, secondStart + secondLength),
  ]);
  // The gap must be exactly the /Contents string, or bytes outside the signature went unsigned.
  const gap = pdf.subarray(firstLength, secondStart).toString('latin1');
  const gapIsContents = /^<[0-9A-Fa-f\s]*>$/.test(gap);
  let signedData: pkijs.SignedData;
  try {
    const contentInfo = pkijs.ContentInfo.fromBER(view(contents.asBytes()));
    signedData = new pkijs.SignedData({ schema: contentInfo.content });
  } catch {
    return unreadable(field, reason, 'La firma no es una firma CMS legible.');
  }
  const signerInfo = signedData.signerInfos[0];
  const signerCert = signerInfo && signerCertificate(signedData, signerInfo);
  if (!signerInfo || !signerCert)
    return unreadable(field, reason, 'La firma no incluye el certificado de quien firmó.');
  const certificate = new X509Certificate(Buffer.from(signerCert.toSchema().toBER()));
  const digest = HASHES[signerInfo.digestAlgorithm.algorithmId];
  if (!digest) return unreadable(field, reason, 'La firma usa un algoritmo de resumen que Folio no reconoce.');
  const contentDigest = createHash(digest).update(signedBytes).digest();
  const messageDigest = attribute(signerInfo, OID.messageDigest);
  const digestMatches =
    !signerInfo.signedAttrs ||
    (messageDigest instanceof asn1js.OctetString &&
      Buffer.from(messageDigest.valueBlock.valueHexView).equals(contentDigest));
  let signatureMatches = false;
  try {
    signatureMatches = checkSignatureValue(signerInfo, certificate, signedBytes, digest);
  } catch {
    signatureMatches = false;
  }
  const signingTimeAttribute = attribute(signerInfo, OID.signingTime);
  const claimed =
    signingTimeAttribute instanceof asn1js.UTCTime || signingTimeAttribute instanceof asn1js.GeneralizedTime
      ? signingTimeAttribute.toDate()
      : pdfDate(dict);
  const stamped = timestampTime(signerInfo);
  const at = stamped ?? claimed ?? new Date();
  const pool = (signedData.certificates ?? []).flatMap((c) =>
    c instanceof pkijs.Certificate ? [new X509Certificate(Buffer.from(c.toSchema().toBER()))] : [],
  );
  return {
    field,
    signer: certificateIdentity(certificate),
    reason,
    signedAt: (stamped ?? claimed)?.toISOString() ?? null,
    timestamped: stamped !== null,
    intact: gapIsContents && digestMatches && signatureMatches,
    coversWholeDocument: secondStart + secondLength === pdf.length,
    certificateValidAtSigning: validAt(certificate, at),
    trusted: chainsToTrustedRoot(certificate, pool, roots),
    problem: null,
  };
}

/** Every signature of `pdf`, in the order of the form's fields; none when it is not a readable PDF. */
export async function verifyPdfSignatures(
  pdf: Uint8Array,
  trustedRoots: readonly (Uint8Array | string)[] = [],
): Promise<SignatureCheck[]> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return [];
  }
  const roots = trustedRoots.map((root) => new X509Certificate(root));
  return signatureFields(doc).map(({ name, signature }) => checkSignature(bytes, name, signature, roots));
}
