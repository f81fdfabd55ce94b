import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fillCostWorkbook, GRAND_TOTAL_LABEL, SHEET_NAMES } from './cost-workbook.js';
import { fixturePlan } from './quote-plan-fixture.js';
import { quoteFiguresOf } from './quote-figures.js';
import { quoteLines } from './quote-lines.js';

/** The workbook as a file and read back, as a spreadsheet program would open it. */
async function roundTrip(workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  const reopened = new ExcelJS.Workbook();
  await reopened.xlsx.load(await workbook.xlsx.writeBuffer());
  return reopened;
}

/** Column B label → column D amount, for the rows of the Summary sheet that have both. */
function summaryAmounts(sheet: ExcelJS.Worksheet): Map<string, number> {
  const amounts = new Map<string, number>();
  sheet.eachRow((row) => {
    const label = row.getCell(2).value;
    const amount = row.getCell(4).value;
    if (typeof label === 'string' && typeof amount === 'number') amounts.set(label, amount);
  });
  return amounts;
}

describe('fillCostWorkbook', () => {
  const plan = fixturePlan();
  const figures = quoteFiguresOf(plan);
  const build = () => roundTrip(fillCostWorkbook(new ExcelJS.Workbook(), { plan, figures, createdAt: new Date('2026-11-23T10:00:00Z') }));

  it('has a summary whose cells are the quote lines, GST and the grand total', async () => {
    const workbook = await build();
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(Object.values(SHEET_NAMES));
    const amounts = summaryAmounts(workbook.getWorksheet(SHEET_NAMES.summary)!);
    for (const line of quoteLines(plan, figures)) expect(amounts.get(line.label)).toBe(figures.costs[line.key]);
    expect(amounts.get('Total with space, before GST')).toBe(figures.costs.totalWithSpace);
    expect(amounts.get('GST @ 18%')).toBe(figures.costs.gstWithSpace);
    expect(amounts.get(GRAND_TOTAL_LABEL)).toBe(figures.costs.grandTotalWithSpace);
    expect(amounts.get('Without space rental: grand total')).toBe(figures.costs.grandTotal);
  });

  it('has the budget check and the deal view', async () => {
    const workbook = await build();
    const summary = workbook.getWorksheet(SHEET_NAMES.summary)!;
    const shareRow = summary.getRows(1, summary.rowCount)?.find((row) => row.getCell(1).value === 'Travel and stay');
    const travel = figures.budget.shares.lines.find((line) => line.line === 'travelAndStay')!;
    expect([shareRow?.getCell(2).value, shareRow?.getCell(3).value, shareRow?.getCell(4).value]).toEqual([travel.amount, travel.sharePct / 100, 0.14]);
    const roi = workbook.getWorksheet(SHEET_NAMES.roi)!;
    const breakEven = roi.getRows(1, roi.rowCount)?.find((row) => row.getCell(1).value === 'Deals needed to break even');
    expect(breakEven?.getCell(2).value).toBe(figures.dealRoi.dealsToBreakEven);
  });

  it('lists the stall design add-ons adding up to the stall-extras line', async () => {
    const sheet = (await build()).getWorksheet(SHEET_NAMES.stallDesign)!;
    const rows: Array<[string, number]> = [];
    sheet.eachRow((row) => {
      const [label, amount] = [row.getCell(1).value, row.getCell(3).value];
      if (typeof label === 'string' && typeof amount === 'number') rows.push([label, amount]);
    });
    const addOns = figures.cards.addOns.map((addOn) => [addOn.label, addOn.price]);
    expect(rows.slice(0, addOns.length)).toEqual(addOns);
    expect(rows.find(([label]) => label === 'Add-ons total')?.[1]).toBe(figures.costs.stallExtras);
  });

  it('lists the selections with the per-traveller flight amount', async () => {
    const sheet = (await build()).getWorksheet(SHEET_NAMES.selections)!;
    const flightRow = sheet.getRows(1, sheet.rowCount)?.find((row) => row.getCell(1).value === 'Air India');
    expect(flightRow?.getCell(11).value).toBe(5450 * 3);
    const values = sheet.getSheetValues().flat().filter((value) => typeof value === 'string');
    expect(values).toEqual(expect.arrayContaining(['Lalit Ashok Bengaluru', 'Gati', 'Skyline Exhibits']));
  });
});
