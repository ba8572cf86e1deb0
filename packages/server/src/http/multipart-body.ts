import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from './handler.js';

export const MAX_FILE_BYTES = 2 * 1024 * 1024;

export interface MultipartBody {
  body: Record<string, unknown>;
  fileFields: string[];
}

/** Reads a multipart/form-data request into text fields and in-memory files (see RequestContext). */
export async function readMultipartBody(request: FastifyRequest): Promise<MultipartBody> {
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
