import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { questionsErrors } from './questions.errors';
import { ATTACHMENT_MAX_BYTES, FILES_PER_MESSAGE } from './questions.vocabulary.schemas';
import type { Upload } from './questions.service';

/** A message's files from a multipart body (field `files`), in memory, refused past the size and count limits. */
export const messageUpload: RequestHandler = (req, res, next) => {
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: FILES_PER_MESSAGE, fields: 20, fieldSize: 64 * 1024 },
  }).array('files', FILES_PER_MESSAGE)(req, res, (err: unknown) => {
    if (!err) return next();
    const code = (err as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE') return next(questionsErrors.fileTooLarge(ATTACHMENT_MAX_BYTES));
    if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE')
      return next(questionsErrors.tooManyFiles(FILES_PER_MESSAGE));
    return next(questionsErrors.uploadFailed());
  });
};

/** The files multer read (none for a JSON body). */
export const uploadedFiles = (req: Request): Upload[] =>
  ((req as Request & { files?: Express.Multer.File[] }).files ?? []).map((f) => ({
    originalname: f.originalname,
    buffer: f.buffer,
  }));
