import {
  additionalRoomOptions,
  boothPositionOptions,
  boothTypeOptions,
  brandingElementOptions,
  ceilingOptions,
  flooringOptions,
  furnitureItemOptions,
  furnitureTypeOptions,
  lightingOptions,
  powerTypeOptions,
  stallExtraOptions,
  wallTypeOptions,
} from '@stallplan/contracts';
import { formatIsoDuration, GST_RATE } from '@stallplan/pricing';
// Types only: the library itself is loaded on demand by `cost-workbook-file.ts`.
import type { Workbook, Worksheet } from 'exceljs';
import { showSqm, type QuoteFigures, type QuotePlan } from './quote-figures.js';
import { quoteLines } from './quote-lines.js';

export interface CostWorkbookInput {
  plan: QuotePlan;
  figures: QuoteFigures;
  createdAt: Date;
}

export const SHEET_NAMES = { summary: 'Summary', stallDesign: 'Stall design', selections: 'Selections', roi: 'ROI' } as const;
export const GRAND_TOTAL_LABEL = 'Grand total';

/** Rupees with Indian digit grouping (12,34,567) in Excel and LibreOffice alike. */
const INR_FORMAT = '[>=10000000]"₹"##\\,##\\,##\\,##0;[>=100000]"₹"##\\,##\\,##0;"₹"##,##0';
const PERCENT_FORMAT = '0.0%';

type Cell = string | number | null;

function heading(sheet: Worksheet, text: string): void {
  if (sheet.rowCount > 0) sheet.addRow([]);
  const row = sheet.addRow([text]);
  row.font = { bold: true, size: 12 };
}

function header(sheet: Worksheet, labels: string[]): void {
  const row = sheet.addRow(labels);
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFEDD5' } };
  });
}

/** Adds rows, formatting the listed columns (1-based) as rupees. */
function rows(sheet: Worksheet, values: Cell[][], moneyColumns: number[] = [], bold = false): void {
  for (const value of values) {
    const row = sheet.addRow(value);
    if (bold) row.font = { bold: true };
    for (const column of moneyColumns) row.getCell(column).numFmt = INR_FORMAT;
  }
}

function widths(sheet: Worksheet, columns: number[]): void {
  columns.forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
}

const listOf = (values: readonly string[], label: (value: string) => string) => (values.length > 0 ? values.map(label).join(', ') : 'None');

function addSummary(workbook: Workbook, { plan, figures, createdAt }: CostWorkbookInput): void {
  const sheet = workbook.addWorksheet(SHEET_NAMES.summary);
  const { costs, formData } = figures;
  widths(sheet, [24, 30, 44, 16, 14]);
  sheet.addRow(['StallPlan cost breakdown']).font = { bold: true, size: 14 };
  rows(sheet, [
    ['Company', formData.companyName ?? 'Exhibition Participant'],
    ['Exhibition', formData.exhibitionName ?? 'Exhibition Event'],
    ['Prepared on', createdAt.toISOString().slice(0, 10)],
    ['Booth size (sq m)', Number(showSqm(figures.boothSizeSqm))],
    ['Team members', figures.teamSize],
    ['Event days', figures.eventDays],
  ]);

  heading(sheet, 'Quote lines');
  header(sheet, ['Category', 'Item', 'Basis', 'Amount (INR)', 'Share of total']);
  for (const line of quoteLines(plan, figures)) {
    const row = sheet.addRow([line.categoryTitle, line.label, line.basis, line.amount, costs.totalWithSpace > 0 ? line.amount / costs.totalWithSpace : 0]);
    row.getCell(4).numFmt = INR_FORMAT;
    row.getCell(5).numFmt = PERCENT_FORMAT;
  }
  rows(sheet, [['', 'Total with space, before GST', '', costs.totalWithSpace], ['', `GST @ ${Math.round(GST_RATE * 100)}%`, '', costs.gstWithSpace]], [4]);
  rows(sheet, [['', GRAND_TOTAL_LABEL, '', costs.grandTotalWithSpace]], [4], true);
  rows(sheet, [['', 'Without space rental: total before GST', '', costs.total], ['', 'Without space rental: grand total', '', costs.grandTotal]], [4]);
  sheet.addRow(['', 'Space tariff', figures.space.tariff.note]);

  heading(sheet, 'Category totals');
  header(sheet, ['Category', 'Amount (INR)', 'Share of total']);
  for (const category of figures.categories) {
    const row = sheet.addRow([category.title, category.total, category.sharePercent / 100]);
    row.getCell(2).numFmt = INR_FORMAT;
    row.getCell(3).numFmt = '0%';
  }

  heading(sheet, 'Budget check');
  header(sheet, ['Line', 'Amount (INR)', 'Share of plan', 'Typical share']);
  for (const line of figures.budget.shares.lines) {
    const row = sheet.addRow([line.label, line.amount, line.sharePct / 100, line.typicalPct / 100]);
    row.getCell(2).numFmt = INR_FORMAT;
    row.getCell(3).numFmt = '0%';
    row.getCell(4).numFmt = '0%';
  }
  for (const hint of figures.budget.shares.hints) sheet.addRow([hint]);
  sheet.addRow([figures.budget.threeTimesSpace.sentence]);
}

function addStallDesign(workbook: Workbook, { plan, figures }: CostWorkbookInput): void {
  const sheet = workbook.addWorksheet(SHEET_NAMES.stallDesign);
  const design = plan.stallDesign;
  const { booth, addOns } = figures.cards;
  widths(sheet, [30, 44, 16, 28]);
  heading(sheet, 'Design choices');
  header(sheet, ['Setting', 'Choice']);
  rows(sheet, [
    ['Booth area as designed', design.area > 0 ? `${design.area} ${design.areaUnit === 'sqft' ? 'sq ft' : 'sq m'}` : 'Not given'],
    ['Booth size priced', `${showSqm(figures.boothSizeSqm)} sq m`],
    ['Booth type', design.boothType ? boothTypeOptions.label(design.boothType) : 'Not given'],
    ['Booth position', boothPositionOptions.label(design.boothPosition)],
    ['Walls', design.wallType ? wallTypeOptions.label(design.wallType) : 'Not chosen'],
    ['Flooring', design.flooring ? flooringOptions.label(design.flooring) : 'Not chosen'],
    ['Ceiling', design.ceiling ? ceilingOptions.label(design.ceiling) : 'Not chosen'],
    ['Additional rooms', listOf(design.additionalRooms, (value) => additionalRoomOptions.label(value as never))],
    ['Print area (sq m)', design.printArea],
    ['Branding elements', listOf(design.brandingElements, (value) => brandingElementOptions.label(value as never))],
    ['Digital displays', design.digitalDisplays.length],
    ['Furniture type', design.furnitureType ? furnitureTypeOptions.label(design.furnitureType) : 'Not chosen'],
    ['Furniture items', listOf(design.furnitureItems, (value) => furnitureItemOptions.label(value as never))],
    ['Lighting', listOf(design.lightingType, (value) => lightingOptions.label(value as never))],
    ['Power', `${design.powerRequirement || 5} kW${design.powerType ? `, ${powerTypeOptions.label(design.powerType)}` : ''}`],
    ['Premium extras', listOf(design.extras, (value) => stallExtraOptions.label(value as never))],
  ]);

  heading(sheet, 'Stall design add-ons');
  header(sheet, ['Item', 'Kind', 'Amount (INR)', 'Note']);
  rows(
    sheet,
    addOns.map((addOn) => [addOn.label, addOn.kind, addOn.price, addOn.included ? 'Included in construction' : '']),
    [3],
  );
  rows(sheet, [['Add-ons total', '', figures.costs.stallExtras, '']], [3], true);

  heading(sheet, 'Construction split');
  header(sheet, ['Part', 'Share', 'Amount (INR)']);
  rows(
    sheet,
    [
      ['Base construction', '60%', booth.baseConstruction],
      ['Design and branding', '20%', booth.designAndBranding],
      ['Lighting and electrical', '10%', booth.lightingAndElectrical],
      ['Setup', '10%', booth.setup],
    ],
    [3],
  );
  rows(sheet, [['Construction total', '', booth.total]], [3], true);
}

function addSelections(workbook: Workbook, { plan, figures }: CostWorkbookInput): void {
  const sheet = workbook.addWorksheet(SHEET_NAMES.selections);
  const { formData, teamSize } = figures;
  const { flights, hotel, logistics, vendors } = plan.selections;
  widths(sheet, [26, 30, 14, 14, 20, 20, 12, 12, 16, 12, 16]);
  heading(sheet, 'Event');
  rows(sheet, [
    ['Contact person', formData.contactPerson ?? formData.yourName ?? 'Not given'],
    ['Email', formData.emailAddress ?? 'Not given'],
    ['Mobile', formData.mobileNumber ?? 'Not given'],
    ['Industry', formData.industry ?? 'Not given'],
    ['Exhibition dates', [formData.exhibitionStartDate, formData.exhibitionEndDate].filter(Boolean).join(' to ') || 'Not given'],
    ['Travel', [formData.originCity, formData.destinationCity].filter(Boolean).join(' to ') || 'Not given'],
    ['Team members', teamSize],
  ]);

  heading(sheet, 'Flights');
  header(sheet, ['Airline', 'Flight', 'From', 'To', 'Departs', 'Arrives', 'Duration', 'Class', 'Fare per person', 'Travellers', 'Amount (INR)']);
  rows(
    sheet,
    flights.map((flight) => [
      flight.airline,
      flight.flightNumber,
      flight.departureAirport,
      flight.arrivalAirport,
      flight.departureTime,
      flight.arrivalTime,
      formatIsoDuration(flight.duration),
      flight.class,
      flight.price,
      teamSize,
      flight.price * teamSize,
    ]),
    [9, 11],
  );
  if (flights.length === 0) sheet.addRow(['None selected']);

  heading(sheet, 'Hotel');
  header(sheet, ['Hotel', 'Location', 'Stars', 'Nights', 'Per night', 'Amount (INR)']);
  if (hotel) rows(sheet, [[hotel.name, hotel.location, hotel.stars, hotel.nights, hotel.pricePerNight, hotel.totalPrice]], [5, 6]);
  else sheet.addRow(['None selected']);

  heading(sheet, 'Logistics');
  header(sheet, ['Provider', 'Service', 'Delivery', 'Amount (INR)']);
  if (logistics) rows(sheet, [[logistics.provider, logistics.service, logistics.estimatedDelivery, logistics.price]], [4]);
  else sheet.addRow(['None selected']);

  heading(sheet, 'Vendors');
  header(sheet, ['Vendor', 'Category', 'Location', 'Amount (INR)']);
  rows(
    sheet,
    vendors.map((vendor) => [vendor.name, vendor.category, vendor.location ?? '', vendor.price ?? vendor.estimatedCost ?? 0]),
    [4],
  );
  if (vendors.length === 0) sheet.addRow(['None selected']);
}

function addRoi(workbook: Workbook, { figures }: CostWorkbookInput): void {
  const sheet = workbook.addWorksheet(SHEET_NAMES.roi);
  const { roi, costs, dealRoi, dealRoiInputs } = figures;
  widths(sheet, [32, 18]);
  heading(sheet, 'Your numbers: deal value and margin');
  header(sheet, ['Measure', 'Figure']);
  rows(sheet, [['Investment with space (before GST)', costs.totalWithSpace], ['Average deal value', dealRoiInputs.averageDealValue]], [2]);
  rows(sheet, [
    ['Gross margin %', dealRoiInputs.grossMarginPct],
    ['Qualified leads', dealRoi.leads],
    ['Leads that become deals %', dealRoiInputs.leadToDealPct],
    ['Expected deals', dealRoi.expectedDeals],
  ]);
  rows(sheet, [['Cost per lead', dealRoi.costPerLead], ['Gross profit per deal', dealRoi.grossProfitPerDeal], ['Expected gross profit', dealRoi.expectedGrossProfit]], [2]);
  rows(sheet, [['Deals needed to break even', dealRoi.dealsToBreakEven ?? 'Never'], ['ROI %', dealRoi.roiPct]]);
  heading(sheet, 'Standard view');
  header(sheet, ['Measure', 'Estimate']);
  rows(sheet, [['Investment (before GST)', costs.total], ['Expected revenue', roi.estimatedRevenue]], [2]);
  sheet.addRow(['ROI', roi.roiPercentage / 100]).getCell(2).numFmt = '0%';
  rows(sheet, [['Expected leads', roi.estimatedLeads]]);
  rows(sheet, [['Value per lead', roi.leadValue]], [2]);
  rows(sheet, [
    ['Break-even leads', roi.breakEvenLeads],
    ['Payback period', roi.paybackPeriod],
    ['Conversion rate', roi.conversionRate],
  ]);
}

/** Fills an empty workbook with the quote's cost breakdown: summary, stall design, selections and ROI. */
export function fillCostWorkbook(workbook: Workbook, input: CostWorkbookInput): Workbook {
  workbook.creator = 'StallPlan';
  workbook.created = input.createdAt;
  addSummary(workbook, input);
  addStallDesign(workbook, input);
  addSelections(workbook, input);
  addRoi(workbook, input);
  return workbook;
}
