/*
 * CSV for batch renders (RFC 4180, as spreadsheets write it), parsed in the browser: fields separated by commas,
 * records by CRLF or LF; a field in double quotes may hold commas, line breaks and doubled quotes (""). The first
 * record is the header: its cells are the field names, and every later record is one row of values. Empty lines
 * are skipped; a leading byte order mark is dropped; cells are kept as written (no trimming inside quotes).
 */

export interface CsvTable {
  header: string[];
  rows: Record<string, string>[];
}

export class CsvError extends Error {
  constructor(message: string, readonly line: number) {
    super(`Line ${line}: ${message}`);
    this.name = 'CsvError';
  }
}

/** The records of a CSV text, each a list of cells. */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  /** The cell began with a quote (so it is a cell even when empty). */
  let wasQuoted = false;
  let inQuotes = false;
  let line = 1;
  const endCell = () => {
    record.push(cell);
    cell = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    const emptyLine = record.length === 0 && cell === '' && !wasQuoted;
    endCell();
    if (!emptyLine) records.push(record);
    record = [];
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch !== '"') {
        if (ch === '\n') line++;
        cell += ch;
      } else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else inQuotes = false;
      continue;
    }
    if (ch === ',') endCell();
    else if (ch === '\r' && text[i + 1] === '\n') continue;
    else if (ch === '\n' || ch === '\r') {
      endRecord();
      line++;
    } else if (wasQuoted) throw new CsvError('text after a closing quote (put the whole cell in quotes)', line);
    else if (ch === '"') {
      if (cell !== '') throw new CsvError('a quote inside an unquoted cell (put the whole cell in quotes, and double the quotes inside it)', line);
      inQuotes = true;
      wasQuoted = true;
    } else cell += ch;
  }
  if (inQuotes) throw new CsvError('a quoted cell is not closed', line);
  if (cell !== '' || wasQuoted || record.length > 0) endRecord();
  return records;
}

/** The header's names and one object per later record (cells past the header's are an error; missing ones are ''). */
export function parseCsv(text: string): CsvTable {
  const records = parseCsvRecords(text);
  if (records.length === 0) throw new CsvError('the file is empty: the first line names the fields', 1);
  const header = records[0]!.map((h) => h.trim());
  const seen = new Set<string>();
  for (const name of header) {
    if (name === '') throw new CsvError('a column of the header has no name', 1);
    if (seen.has(name)) throw new CsvError(`the column "${name}" is named twice`, 1);
    seen.add(name);
  }
  const rows = records.slice(1).map((cells, r) => {
    if (cells.length > header.length) throw new CsvError(`${cells.length} cells, but the header names ${header.length} columns`, r + 2);
    return Object.fromEntries(header.map((name, c) => [name, cells[c] ?? '']));
  });
  return { header, rows };
}
