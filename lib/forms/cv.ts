// The CV of an application: a PDF, DOC or DOCX of at most 5 MB, its type read from its first bytes (a renamed
// program is no PDF). Run in the browser before sending and on the server before storing.
import { applicationMessages } from './application';

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TYPES = {
  pdf: { mime: 'application/pdf', extension: '.pdf' },
  doc: { mime: 'application/msword', extension: '.doc' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx' },
} as const;
export type CvType = keyof typeof CV_TYPES;

/** What the file input offers (a hint only: the content decides). */
export const CV_ACCEPT = Object.values(CV_TYPES)
  .flatMap(({ mime, extension }) => [extension, mime])
  .join(',');

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** Whether `bytes` contain the ASCII text `needle` (a ZIP names its entries in clear). */
function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const codes = Array.from(needle, (char) => char.charCodeAt(0));
  const last = bytes.length - codes.length;
  for (let index = bytes.indexOf(codes[0]!); index >= 0 && index <= last; index = bytes.indexOf(codes[0]!, index + 1)) {
    if (codes.every((code, offset) => bytes[index + offset] === code)) return true;
  }
  return false;
}

/**
 * The CV's type from its content: '%PDF-' for a PDF; the OLE2 compound header for a Word 97-2003 DOC; a ZIP holding
 * 'word/document.xml' for a DOCX (other ZIPs, such as a spreadsheet or an archive, are not CVs). Null for anything else.
 */
export function detectCvType(bytes: Uint8Array): CvType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && containsAscii(bytes, 'word/document.xml')) return 'docx';
  return null;
}

/** What a form sent as its CV: a non-empty file, or null (nothing chosen: browsers send an empty file). */
export function cvFileOf(value: FormDataEntryValue | null): File | null {
  return typeof value === 'object' && value !== null && value.size > 0 ? value : null;
}

export type CvCheck = { ok: true; type: CvType; bytes: Uint8Array<ArrayBuffer> } | { ok: false; message: string };

/** What checkCv says of a CV it refuses, in the page's edition. */
export type CvMessages = { cvRequired: string; cvTooLarge: string; cvWrongType: string };

/** The CV's type and content, or the message saying what is wrong with it (French unless `messages` are given). */
export async function checkCv(file: File | null, messages: CvMessages = applicationMessages): Promise<CvCheck> {
  if (!file) return { ok: false, message: messages.cvRequired };
  if (file.size > CV_MAX_BYTES) return { ok: false, message: messages.cvTooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectCvType(bytes);
  return type ? { ok: true, type, bytes } : { ok: false, message: messages.cvWrongType };
}
