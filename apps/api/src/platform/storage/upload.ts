import type { FastifyRequest } from 'fastify';
import type { RefusalReason } from '@pedestal/contract';
import { AppError } from '../errors';

/** Refused for `reason`; the form's file field is told it got no image. */
const notAnImage = (reason: RefusalReason = 'not-an-image') => new AppError(reason).withFields([{ path: 'file', reason: 'not-an-image' }]);

/**
 * The bytes of the one file of a multipart upload: 400 when the request is not multipart, carries
 * no file or cannot be parsed; 413 when the file passes the upload limit.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notAnImage('upload-not-multipart');
  try {
    const file = await request.file();
    if (!file) throw notAnImage();
    const body = await file.toBuffer();
    // toBuffer() can hand back a silently cut buffer when the size limit falls on the last chunk.
    if (file.file.truncated) throw new AppError('payload-too-large');
    return body;
  } catch (err) {
    // The plugin's own errors carry a status (413 and friends); the parser's (no boundary, cut-off
    // body) are plain errors about what the client sent.
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw notAnImage('upload-unreadable');
  }
}
