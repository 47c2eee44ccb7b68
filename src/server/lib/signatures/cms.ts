/**
 * The CMS SignedData of a PAdES signature (ETSI EN 319 142-1, baseline B-B): detached, SHA-256,
 * signed attributes content-type, message-digest and ESS signing-certificate-v2, no signing-time
 * attribute (PAdES puts the time in the signature dictionary's /M). With a time-stamp token
 * over the signature value it is B-T. Built with pkijs and asn1js; the private-key operation is
 * the KeySigner's, so a remote signing service can hold the key.
 */
import { createHash, type X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { requestTimestamp } from './tsa';

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  timeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

/** Whoever holds the private key: the signer's certificate chain and a SHA-256 signature of bytes. */
export interface KeySigner {
  /** The signer's certificate first, then intermediates (the root may be left out). */
  chain: X509Certificate[];
  /** Signs `data` with SHA-256 (RSA PKCS#1 v1.5, or ECDSA with a DER signature). */
  sign(data: Uint8Array): Promise<Uint8Array>;
}

const view = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

function signingCertificateV2(certificate: pkijs.Certificate, der: Uint8Array): asn1js.Sequence {
  const issuerSerial = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [
          new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [certificate.issuer.toSchema()] }),
        ],
      }),
      certificate.serialNumber,
    ],
  });
  const certId = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: view(createHash('sha256').update(der).digest()) }), issuerSerial],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [certId] })] });
}

function signatureAlgorithm(certificate: X509Certificate): pkijs.AlgorithmIdentifier {
  return certificate.publicKey.asymmetricKeyType === 'ec'
    ? new pkijs.AlgorithmIdentifier({ algorithmId: OID.ecdsaWithSha256 })
    : new pkijs.AlgorithmIdentifier({ algorithmId: OID.rsaEncryption, algorithmParams: new asn1js.Null() });
}

export interface CmsOptions {
  tsaUrl?: string;
}

/** A DER ContentInfo holding the detached signature of `content`. */
export async function signDetached(content: Uint8Array, key: KeySigner, options: CmsOptions = {}): Promise<Buffer> {
  const [signer] = key.chain;
  if (!signer) throw new Error('KeySigner without a certificate');
  const certificates = key.chain.map((certificate) => pkijs.Certificate.fromBER(view(certificate.raw)));
  const signerCertificate = certificates[0] as pkijs.Certificate;
  const sha256 = () => new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 });
  const signedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 0,
    attributes: [
      new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
      new pkijs.Attribute({
        type: OID.messageDigest,
        values: [new asn1js.OctetString({ valueHex: view(createHash('sha256').update(content).digest()) })],
      }),
      new pkijs.Attribute({
        type: OID.signingCertificateV2,
        values: [signingCertificateV2(signerCertificate, signer.raw)],
      }),
    ],
  });
  // The signature covers the attributes DER-encoded as a SET (RFC 5652 §5.4), not as the [0] they are stored in.
  const attributesDer = new Uint8Array(signedAttrs.toSchema().toBER());
  attributesDer[0] = 0x31;
  const signature = await key.sign(attributesDer);
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({
      issuer: signerCertificate.issuer,
      serialNumber: signerCertificate.serialNumber,
    }),
    digestAlgorithm: sha256(),
    signedAttrs,
    signatureAlgorithm: signatureAlgorithm(signer),
    signature: new asn1js.OctetString({ valueHex: view(signature) }),
  });
  if (options.tsaUrl) {
    const token = await requestTimestamp(options.tsaUrl, signature);
    signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 1,
      attributes: [new pkijs.Attribute({ type: OID.timeStampToken, values: [token] })],
    });
  }
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    digestAlgorithms: [sha256()],
    certificates,
    signerInfos: [signerInfo],
  });
  const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return Buffer.from(contentInfo.toSchema().toBER());
}
