// The files of a message (a question or a reply): at most FILES_PER_MESSAGE, each at most ATTACHMENT_MAX_BYTES,
// checked before sending as the server checks them (it also decides the type from the bytes: WRONG_FILE_TYPE);
// sizes in words. Pure.
import { ATTACHMENT_MAX_BYTES, FILES_PER_MESSAGE } from '../../../../modules/support/questions.vocabulary.schemas';
import type { MessageRef } from '../../shared/form/serverErrors';

/** What the picker offers (the server keeps images, PDF and plain text). */
export const FILE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf,text/plain,.txt,.pdf';

/** The part of a File these checks read (a File in the browser, a plain object in tests). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export interface FilePick<F extends FileLike> {
  /** The files kept: the ones before, then the new ones that fit. */
  files: F[];
  /** Why some were left out (at most one message per kind). */
  problems: MessageRef[];
}

/** Adds picked files to those already attached: too large ones are left out, and any past the count. */
export function addFiles<F extends FileLike>(current: readonly F[], added: readonly F[]): FilePick<F> {
  const files = [...current];
  const tooLarge: string[] = [];
  let overCount = 0;
  for (const file of added) {
    if (file.size > ATTACHMENT_MAX_BYTES) tooLarge.push(file.name);
    else if (files.length >= FILES_PER_MESSAGE) overCount++;
    else files.push(file);
  }
  const problems: MessageRef[] = [];
  if (tooLarge.length)
    problems.push({
      id: 'support.files.tooLarge',
      values: { names: tooLarge.join(', '), size: megabytes(ATTACHMENT_MAX_BYTES) },
    });
  if (overCount) problems.push({ id: 'support.files.tooMany', values: { max: FILES_PER_MESSAGE } });
  return { files, problems };
}

/** Whether more files can be attached. */
export const canAddFiles = (count: number): boolean => count < FILES_PER_MESSAGE;

/** A size in whole megabytes (the limits: 5 MB). */
export const megabytes = (bytes: number): number => Math.round(bytes / 1024 / 1024);

/** A file's size for Intl's unit formatting: bytes under 1 KB, kilobytes under 1 MB, else megabytes (one decimal). */
export function sizeUnit(bytes: number): { value: number; unit: 'byte' | 'kilobyte' | 'megabyte' } {
  if (bytes < 1024) return { value: bytes, unit: 'byte' };
  if (bytes < 1024 * 1024) return { value: Math.round(bytes / 1024), unit: 'kilobyte' };
  return { value: Math.round((bytes / 1024 / 1024) * 10) / 10, unit: 'megabyte' };
}

/** Whether a picked file gets an image preview. */
export const isImageFile = (file: FileLike): boolean => /^image\/(png|jpeg|webp|gif)$/.test(file.type);
