import { fillCostWorkbook, type CostWorkbookInput } from './cost-workbook.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The workbook as a file. exceljs is loaded here, on the click, and never before: it weighs more
 * than the rest of the planner, whose first load must stay small.
 */
export async function costWorkbookBlob(input: CostWorkbookInput): Promise<Blob> {
  const exceljs = await import('exceljs');
  // The browser build is a CommonJS bundle: its exports arrive as the default export.
  const { Workbook } = 'Workbook' in exceljs ? exceljs : (exceljs as { default: typeof exceljs }).default;
  const workbook = fillCostWorkbook(new Workbook(), input);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}
