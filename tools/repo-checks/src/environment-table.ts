/** One row of the README's environment table: the variables it names and who reads them. */
export interface EnvironmentRow {
  /** 1-based line in the README, for messages. */
  line: number;
  variables: string[];
  /** The processes of the "used by" cell, each group word expanded (see PROCESS_GROUPS). */
  processes: string[];
}

export const SERVICES = ['catalog', 'content', 'travel', 'quotes', 'notify'] as const;

/** The words a "used by" cell may use, and the processes each stands for. */
export const PROCESS_GROUPS: Readonly<Record<string, readonly string[]>> = {
  gateway: ['gateway'],
  ...Object.fromEntries(SERVICES.map((service) => [service, [service]])),
  services: SERVICES,
  'every process': ['gateway', ...SERVICES],
  web: ['web'],
  tests: ['tests'],
  // The launcher behind npm start, npm test and npm run bench.
  'dev stack': ['dev stack'],
};

const VARIABLE = /^[A-Z][A-Z0-9_]*$/;

/**
 * The rows of the first table under `heading` ("## Environment"). A variable cell names each
 * variable in backticks (`TEST_INFRA=containers` counts as TEST_INFRA); a "used by" cell lists
 * PROCESS_GROUPS words separated by commas or "and", with remarks in parentheses ignored.
 */
export function readEnvironmentTable(markdown: string, heading = '## Environment'): EnvironmentRow[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`no "${heading}" section`);
  const rows: EnvironmentRow[] = [];
  let inTable = false;
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (/^#{1,2} /.test(line)) break;
    if (!line.startsWith('|')) {
      if (inTable) break;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (!inTable) {
      // The header row, then the separator row.
      inTable = true;
      index += 1;
      continue;
    }
    rows.push({ line: index + 1, variables: variablesIn(cells[0] ?? ''), processes: processesIn(cells[1] ?? '', index + 1) });
  }
  if (rows.length === 0) throw new Error(`no table under "${heading}"`);
  return rows;
}

function variablesIn(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.split('=')[0]!).filter((name) => VARIABLE.test(name));
}

function processesIn(cell: string, line: number): string[] {
  const words = cell
    .replace(/\([^)]*\)/g, '')
    .split(/,|\band\b/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
  return words.flatMap((word) => {
    const group = PROCESS_GROUPS[word];
    if (!group) throw new Error(`README line ${line}: "${word}" is not a process (${Object.keys(PROCESS_GROUPS).join(', ')})`);
    return [...group];
  });
}
