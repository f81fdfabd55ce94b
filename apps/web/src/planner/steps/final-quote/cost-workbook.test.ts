import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fillCostWorkbook, GRAND_TOTAL_LABEL, SHEET_NAMES } from './cost-workbook.js';
import { fixturePlan } from '../../../../test/fixtures/quote-plan-fixture.js';
import { quoteFiguresOf } from './quote-figures.js';

/** The workbook as a file and read back, as a spreadsheet program would open it. */
async function roundTrip(workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  const reopened = new ExcelJS.Workbook();
  await reopened.xlsx.load(await workbook.xlsx.writeBuffer());
  return reopened;
}

/** Column B label → column E amount, for the rows of the Summary sheet that have both. */
function summaryAmounts(sheet: ExcelJS.Worksheet): Map<string, number> {
  const amounts = new Map<string, number>();
  sheet.eachRow((row) => {
    const label = row.getCell(2).value;
    const amount = row.getCell(5).value;
    if (typeof label === 'string' && typeof amount === 'number') amounts.set(label, amount);
  });
  return amounts;
}

describe('fillCostWorkbook', () => {
  const plan = fixturePlan();
  const figures = quoteFiguresOf(plan);
  const build = () => roundTrip(fillCostWorkbook(new ExcelJS.Workbook(), { plan, figures, createdAt: new Date('2026-11-23T10:00:00Z') }));

  it('has a summary whose cells are the quote lines with their GST, and the totals', async () => {
    const workbook = await build();
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(Object.values(SHEET_NAMES));
    const summary = workbook.getWorksheet(SHEET_NAMES.summary)!;
    const amounts = summaryAmounts(summary);
    for (const line of figures.quote.lines) {
      expect(amounts.get(line.label)).toBe(line.amount);
      const row = summary.getRows(1, summary.rowCount)?.find((candidate) => candidate.getCell(2).value === line.label);
      expect([row?.getCell(6).value, row?.getCell(7).value]).toEqual([line.gstRate, line.gst]);
    }
    expect(amounts.get('Total before GST')).toBe(figures.quote.totals.subtotal);
    expect(amounts.get('GST, line by line')).toBe(figures.quote.totals.gst);
    expect(amounts.get(GRAND_TOTAL_LABEL)).toBe(figures.quote.totals.grandTotal);
  });

  it('is dated by the day in India', async () => {
    // 02:36 IST on 29 November is 21:06 UTC on the 28th.
    const workbook = await roundTrip(fillCostWorkbook(new ExcelJS.Workbook(), { plan, figures, createdAt: new Date('2026-11-28T21:06:00Z') }));
    const summary = workbook.getWorksheet(SHEET_NAMES.summary)!;
    const prepared = summary.getRows(1, summary.rowCount)?.find((row) => row.getCell(1).value === 'Prepared on');
    expect(prepared?.getCell(2).value).toBe('2026-11-29');
  });

  it('has the budget check and the deal view', async () => {
    const workbook = await build();
    const summary = workbook.getWorksheet(SHEET_NAMES.summary)!;
    // The budget check's row comes after the quote lines, whose first column names the same category.
    const shareRow = summary
      .getRows(1, summary.rowCount)
      ?.filter((row) => row.getCell(1).value === 'Travel and stay')
      .at(-1);
    const travel = figures.budget.shares.lines.find((line) => line.line === 'travelAndStay')!;
    expect([shareRow?.getCell(2).value, shareRow?.getCell(3).value, shareRow?.getCell(4).value]).toEqual([travel.amount, travel.sharePct / 100, 0.14]);
    const roi = workbook.getWorksheet(SHEET_NAMES.roi)!;
    const breakEven = roi.getRows(1, roi.rowCount)?.find((row) => row.getCell(1).value === 'Deals needed to break even');
    expect(breakEven?.getCell(2).value).toBe(figures.roi.result.dealsToBreakEven);
  });

  it('lists the design estimate line by line beside the builder’s price the quote uses', async () => {
    const sheet = (await build()).getWorksheet(SHEET_NAMES.stallDesign)!;
    const rows: Array<[string, number]> = [];
    sheet.eachRow((row) => {
      const [label, amount] = [row.getCell(1).value, row.getCell(3).value];
      if (typeof label === 'string' && typeof amount === 'number') rows.push([label, amount]);
    });
    const designLines = rows.slice(
      0,
      rows.findIndex(([label]) => label === 'Design estimate'),
    );
    expect(designLines.reduce((sum, [, amount]) => sum + amount, 0)).toBe(figures.quote.stall.designEstimate);
    expect(rows.find(([label]) => label.startsWith('Skyline Exhibits'))?.[1]).toBe(45_000);
  });

  it('lists the selections with the per-traveller flight amount', async () => {
    const sheet = (await build()).getWorksheet(SHEET_NAMES.selections)!;
    const flightRow = sheet.getRows(1, sheet.rowCount)?.find((row) => row.getCell(1).value === 'Air India');
    expect(flightRow?.getCell(10).value).toBe(5450 * 3);
    expect(flightRow?.getCell(5).value).toBe('06:10 → 07:55, Tue 19 Jan');
    const values = sheet
      .getSheetValues()
      .flat()
      .filter((value) => typeof value === 'string');
    expect(values).toEqual(expect.arrayContaining(['Lalit Ashok Bengaluru', 'Gati', 'Skyline Exhibits']));
  });
});
