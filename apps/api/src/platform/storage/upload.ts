import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const NOT_AN_IMAGE = 'The file given is not an image';
const notAnImage = (detail = NOT_AN_IMAGE) => AppError.validation(detail, [{ path: 'file', message: NOT_AN_IMAGE }]);

/**
 * The bytes of the one file of a multipart upload: 400 when the request is not multipart, carries
 * no file or cannot be parsed; 413 when the file passes the upload limit.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw notAnImage('Upload the image as multipart form data');
  try {
    const file = await request.file();
    if (!file) throw notAnImage();
    const body = await file.toBuffer();
    // toBuffer() can hand back a silently cut buffer when the size limit falls on the last chunk.
    if (file.file.truncated) throw AppError.rejected('File or request body is too large', 413);
    return body;
  } catch (err) {
    // The plugin's own errors carry a status (413 and friends); the parser's (no boundary, cut-off
    // body) are plain errors about what the client sent.
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw notAnImage('The upload could not be read, please try again');
  }
}
