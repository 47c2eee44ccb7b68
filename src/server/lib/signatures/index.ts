/**
 * Digital signatures (docs/signatures.md): PAdES signing through the PdfSigner interface,
 * PKCS#12 reading, and verification of any signed PDF.
 */
export type { KeySigner } from './cms';
export { type CertificateIdentity, certificateIdentity } from './identity';
export { CertificateError, type KeyMaterial, MAX_PKCS12_BYTES, readPkcs12 } from './pkcs12';
export { localKeySigner, type PdfSigner, type PdfSignerConfig, pdfSigner, type SignOptions } from './sign';
export { TimestampError } from './tsa';
export { type SignatureCheck, verifyPdfSignatures } from './verify';
