// Reading a spreadsheet file as Excel, Google Sheets, Numbers, Jobber, Housecall Pro and QuickBooks
// export them (decision 064): the bytes decoded (UTF-8 with or without BOM, UTF-16 with a BOM,
// else Windows-1252), the delimiter detected (comma, semicolon, tab), then parsed by papaparse,
// loaded only when a file is read.

/** Why a file is not read; each is a message in the owner's language. */
export type SheetFileError = 'empty' | 'notSpreadsheet' | 'workbook' | 'tooLarge' | 'noHeader';

export type SheetTable = {
  /** The first row's cells, trimmed. */
  headers: string[];
  /** The rows after it, each as long as the headers (missing cells are ''). */
  rows: string[][];
  delimiter: SheetDelimiter;
  encoding: 'utf-8' | 'utf-16' | 'windows-1252';
};

export type SheetDelimiter = ',' | ';' | '\t';

/** Several times a 100,000-row sheet of customers, still a file a phone tab reads at once. */
export const MAX_SHEET_FILE_BYTES = 50 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** Files that are something else: an image, a PDF, an archive (an .xlsx workbook is a zip). */
const SIGNATURES: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46], // PDF
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP, WAV)
  [0x1f, 0x8b], // gzip
];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0]; // an old .xls workbook

/**
 * Windows-1252's characters for the bytes 0x80–0x9F (WHATWG Encoding), where it differs from
 * Latin-1: the euro sign, curly quotes, dashes. Node's TextDecoder gives Latin-1's control
 * characters there since 20.18.3 (nodejs/node#60888), so the file is read the same everywhere.
 */
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

const decodeWindows1252 = (bytes: Uint8Array): string =>
  new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009F]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);

/** The file's text, or why it is not a text file. */
export const decodeSheetBytes = (
  bytes: Uint8Array,
):
  | { ok: true; text: string; encoding: SheetTable['encoding'] }
  | { ok: false; error: SheetFileError } => {
  if (bytes.length === 0) return { ok: false, error: 'empty' };
  if (startsWith(bytes, ZIP) || startsWith(bytes, OLE)) return { ok: false, error: 'workbook' };
  if (SIGNATURES.some((signature) => startsWith(bytes, signature))) {
    return { ok: false, error: 'notSpreadsheet' };
  }
  // Excel's "Unicode text" is UTF-16 with a BOM.
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    const label = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    return { ok: true, text: new TextDecoder(label).decode(bytes), encoding: 'utf-16' };
  }
  // A NUL byte never appears in a text spreadsheet: a binary file.
  if (bytes.includes(0)) return { ok: false, error: 'notSpreadsheet' };
  try {
    // TextDecoder drops a UTF-8 BOM; fatal: a byte that is not UTF-8 means another encoding.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, text, encoding: 'utf-8' };
  } catch {
    return {
      ok: true,
      text: decodeWindows1252(bytes),
      encoding: 'windows-1252',
    };
  }
};

const CANDIDATES: readonly SheetDelimiter[] = ['\t', ';', ','];

/** How many times `delimiter` separates cells of `line`, quoted cells aside. */
const countOutsideQuotes = (line: string, delimiter: string) => {
  let count = 0;
  let isQuoted = false;
  for (const char of line) {
    if (char === '"') isQuoted = !isQuoted;
    else if (char === delimiter && !isQuoted) count += 1;
  }
  return count;
};

/**
 * The delimiter of the file: the one found on the header line and as many times on most of the
 * next lines (an address "Calle Mayor 5, 2º" in a semicolon file does not make it a comma file).
 * Ties go to tab, then semicolon: a comma is the likeliest inside a cell.
 */
export const detectDelimiter = (text: string): SheetDelimiter => {
  const lines = text
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== '')
    .slice(0, 20);
  let best: { delimiter: SheetDelimiter; score: number } = { delimiter: ',', score: -1 };
  for (const delimiter of CANDIDATES) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const header = counts[0] ?? 0;
    if (header === 0) continue;
    const agreeing = counts.filter((count) => count === header).length;
    const score = agreeing / counts.length + header / 1000;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
};

/**
 * Control characters but tab, line ends, form feed and the old end-of-file mark (0x1a): a binary
 * file that happened to decode as text.
 */
const hasControlCharacters = (text: string) => {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && ![0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a].includes(code)) return true;
  }
  return false;
};

/** Reads the file's bytes into a table, or says why it cannot. */
export const readSheetFile = async (
  bytes: Uint8Array,
): Promise<{ ok: true; table: SheetTable } | { ok: false; error: SheetFileError }> => {
  if (bytes.length > MAX_SHEET_FILE_BYTES) return { ok: false, error: 'tooLarge' };
  const decoded = decodeSheetBytes(bytes);
  if (!decoded.ok) return decoded;
  let text = decoded.text.replace(/^\uFEFF/, '');
  // Excel writes "sep=;" as a first line when asked to name the delimiter.
  const hint = /^sep=(.)\r?\n/i.exec(text);
  if (hint) text = text.slice(hint[0].length);
  if (text.trim() === '') return { ok: false, error: 'empty' };
  const trimmed = text.trimStart();
  // A backup, or some other JSON or markup: not a spreadsheet.
  if (/^[[{<]/.test(trimmed)) return { ok: false, error: 'notSpreadsheet' };
  const delimiter = (
    hint && CANDIDATES.includes(hint[1] as SheetDelimiter) ? hint[1] : detectDelimiter(text)
  ) as SheetDelimiter;
  if (hasControlCharacters(text.slice(0, 4096))) return { ok: false, error: 'notSpreadsheet' };
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' });
  const [first, ...rest] = parsed.data;
  const headers = (first ?? []).map((cell) => cell.trim());
  if (headers.every((header) => header === '')) return { ok: false, error: 'noHeader' };
  const rows = rest.map((row) => headers.map((_, index) => row[index] ?? ''));
  return { ok: true, table: { headers, rows, delimiter, encoding: decoded.encoding } };
};
