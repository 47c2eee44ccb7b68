/**
 * RFC 3161 time stamps: asks the configured time-stamp authority (TSA_URL) for a token over the
 * signature value, which makes a PAdES signature B-T. The request and the answer are built and
 * read with pkijs; a refused or malformed answer stops the signature with a Spanish message.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const TIMEOUT_MS = 10_000;

const view = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

export class TimestampError extends Error {}

export async function requestTimestamp(url: string, signature: Uint8Array): Promise<asn1js.AsnType> {
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: '2.16.840.1.101.3.4.2.1' }),
      hashedMessage: new asn1js.OctetString({ valueHex: view(createHash('sha256').update(signature).digest()) }),
    }),
    nonce: new asn1js.Integer({ valueHex: view(randomBytes(8)) }),
    certReq: true,
  });
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: Buffer.from(request.toSchema().toBER()),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new TimestampError('No se pudo contactar a la autoridad de sellado de tiempo.');
  }
  if (!answer.ok)
    throw new TimestampError(`La autoridad de sellado de tiempo respondió con el error ${answer.status}.`);
  let response: pkijs.TimeStampResp;
  try {
    response = pkijs.TimeStampResp.fromBER(await answer.arrayBuffer());
  } catch {
    throw new TimestampError('La autoridad de sellado de tiempo respondió algo que no es un sello de tiempo.');
  }
  // PKIStatus 0 granted, 1 granted with modifications.
  if (response.status.status > 1 || !response.timeStampToken) {
    throw new TimestampError('La autoridad de sellado de tiempo rechazó la solicitud.');
  }
  return response.timeStampToken.toSchema();
}
