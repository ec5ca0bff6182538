import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { questionsErrors } from './questions.errors';
import { ATTACHMENT_MAX_BYTES } from './questions.vocabulary.schemas';

/** An uploaded file as it will be stored: its type decided from its bytes, an image re-encoded without metadata. */
export interface CheckedFile {
  name: string;
  mime: string;
  kind: 'image' | 'file';
  data: Buffer;
}

/** Images are re-encoded in their own format (a GIF as PNG: its first frame). */
const IMAGES: Record<string, { format: 'png' | 'jpeg' | 'webp'; mime: string; ext: string }> = {
  'image/png': { format: 'png', mime: 'image/png', ext: 'png' },
  'image/jpeg': { format: 'jpeg', mime: 'image/jpeg', ext: 'jpg' },
  'image/webp': { format: 'webp', mime: 'image/webp', ext: 'webp' },
  'image/gif': { format: 'png', mime: 'image/png', ext: 'png' },
};
const FILES: Record<string, string> = { 'application/pdf': 'pdf' };
const MAX_PIXELS = 40_000_000;

/**
 * Decides what an upload is from its content (magic bytes, never its name): images are decoded and written again,
 * which drops EXIF and every other metadata (a location, a camera) and anything hidden after the picture; PDFs are
 * kept; text with no binary bytes is plain text; anything else (an executable renamed .png) is WRONG_FILE_TYPE.
 */
export async function checkFile(file: { originalname: string; buffer: Buffer }): Promise<CheckedFile> {
  if (file.buffer.length > ATTACHMENT_MAX_BYTES) throw questionsErrors.fileTooLarge(ATTACHMENT_MAX_BYTES);
  const type = await fileTypeFromBuffer(file.buffer);
  const image = type && IMAGES[type.mime];
  if (image) {
    const data = await sharp(file.buffer, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate() // the EXIF orientation applied before the metadata goes
      .toFormat(image.format)
      .toBuffer()
      .catch(() => {
        throw questionsErrors.uploadFailed();
      });
    return { name: withExtension(file.originalname, image.ext), mime: image.mime, kind: 'image', data };
  }
  const fileExt = type && FILES[type.mime];
  if (fileExt)
    return { name: withExtension(file.originalname, fileExt), mime: type.mime, kind: 'file', data: file.buffer };
  if (!type && isPlainText(file.buffer))
    return {
      name: withExtension(file.originalname, 'txt'),
      mime: 'text/plain; charset=utf-8',
      kind: 'file',
      data: file.buffer,
    };
  throw questionsErrors.wrongFileType(safeName(file.originalname));
}

/** UTF-8 text without NUL or other control bytes than tab and line breaks. */
function isPlainText(data: Buffer): boolean {
  if (!data.length) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control bytes is the point
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(data.toString('latin1'))) return false;
  return Buffer.from(data.toString('utf8'), 'utf8').equals(data);
}

/** A name to show and download with: no folders, no control characters, at most 100 characters. */
function safeName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001F\u007F"<>|:*?]/g, '').trim();
  return (base || 'file').slice(0, 100);
}

/** The name with the extension of what the file really is. */
function withExtension(name: string, ext: string): string {
  const base = safeName(name).replace(/\.[^.]*$/, '') || 'file';
  return `${base}.${ext}`;
}
