import { checkCv, cvFileOf, CV_MAX_BYTES, detectCvType } from './cv';
import { applicationMessages } from '@/lib/forms/application';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());
const PDF = bytes(ascii('%PDF-1.7\n'), [0xe2, 0xe3, 0xcf, 0xd3]);
const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(40).fill(0));
const zip = (...entries: string[]) => bytes([0x50, 0x4b, 0x03, 0x04, 20, 0], ...entries.map((name) => [...ascii(name), 0, 0]));
const DOCX = zip('[Content_Types].xml', '_rels/.rels', 'word/document.xml');
const EXE = bytes(ascii('MZ'), [0x90, 0, 3, 0], ascii('This program cannot be run in DOS mode'));

const file = (content: Uint8Array<ArrayBuffer>, name: string, type = '') => new File([content], name, { type });

describe('detectCvType', () => {
  it.each([
    ['a PDF', PDF, 'pdf'],
    ['a Word 97-2003 document', DOC, 'doc'],
    ['a Word document (a ZIP holding word/document.xml)', DOCX, 'docx'],
    ['a spreadsheet (a ZIP without word/document.xml)', zip('[Content_Types].xml', 'xl/workbook.xml'), null],
    ['a Windows program', EXE, null],
    ['a text saying %PDF- later on', bytes(ascii('hello %PDF-1.4')), null],
    ['nothing', new Uint8Array(), null],
  ])('reads %s from its bytes', (_name, content, type) => {
    expect(detectCvType(content)).toBe(type);
  });
});

describe('checkCv', () => {
  it('accepts a CV whatever its name says, by its content', async () => {
    expect(await checkCv(file(DOCX, 'mon cv.pdf', 'application/pdf'))).toMatchObject({ ok: true, type: 'docx' });
  });

  it('refuses a renamed program with a French message', async () => {
    expect(await checkCv(file(EXE, 'cv.pdf', 'application/pdf'))).toEqual({ ok: false, message: applicationMessages.cvWrongType });
  });

  it('refuses a file over 5 MB before reading it, and asks for a CV when none is chosen', async () => {
    const big = new Uint8Array(CV_MAX_BYTES + 1);
    big.set(PDF);
    expect(await checkCv(file(big, 'cv.pdf'))).toEqual({ ok: false, message: applicationMessages.cvTooLarge });
    const exact = new Uint8Array(CV_MAX_BYTES);
    exact.set(PDF);
    expect(await checkCv(file(exact, 'cv.pdf'))).toMatchObject({ ok: true, type: 'pdf' });
    expect(await checkCv(null)).toEqual({ ok: false, message: applicationMessages.cvRequired });
  });

  it('takes an empty file input (browsers send an empty file) as no CV', () => {
    expect(cvFileOf(file(new Uint8Array(), ''))).toBeNull();
    expect(cvFileOf('cv.pdf')).toBeNull();
    expect(cvFileOf(null)).toBeNull();
    expect(cvFileOf(file(PDF, 'cv.pdf'))).not.toBeNull();
  });
});
