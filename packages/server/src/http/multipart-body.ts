import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, type UploadedFile } from './handler.js';

export const MAX_FILE_BYTES = 2 * 1024 * 1024;

export interface MultipartBody {
  body: Record<string, unknown>;
  fileFields: string[];
}

/** Reads a multipart/form-data request into text fields and in-memory files (see RequestContext). */
export async function readMultipartBody(request: FastifyRequest): Promise<MultipartBody> {
  try {
    return await readParts(request);
  } catch (error) {
    if (error instanceof HttpError || hasClientStatus(error)) throw error;
    // busboy's own failures (no or a wrong boundary, a truncated body) are the client's: a 400.
    const why = error instanceof Error ? error.message : String(error);
    throw badRequest(`body is not valid multipart/form-data (${why})`);
  }
}

/** Errors @fastify/multipart raises with a status (a file too large: 413). */
function hasClientStatus(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

async function readParts(request: FastifyRequest): Promise<MultipartBody> {
  const body: Record<string, unknown> = {};
  const fileFields: string[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      const file: UploadedFile = {
        filename: part.filename,
        mimetype: part.mimetype,
        data,
        size: data.length,
      };
      body[part.fieldname] = file;
      fileFields.push(part.fieldname);
    } else {
      body[part.fieldname] = part.value;
    }
  }
  return { body, fileFields };
}
