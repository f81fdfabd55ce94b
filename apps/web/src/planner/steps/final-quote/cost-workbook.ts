import { stallDesignLabels } from '@stallplan/contracts';
import {
  BUDGET_LINE_LABELS,
  calculateStallCost,
  lineSourceLabel,
  formatFlightTimes,
  formatIsoDuration,
  indianDay,
  isStallDesigned,
  isVendorsOwnPrice,
  stallCostGroups,
  vendorPriceLabel,
  vendorQuotePrice,
} from '@stallplan/pricing';
// Types only: the library itself is loaded on demand by `cost-workbook-file.ts`.
import type { Workbook, Worksheet } from 'exceljs';
import { showSqm, type QuoteFigures, type QuotePlan } from './quote-figures.js';

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

const listOf = (labels: readonly string[]) => (labels.length > 0 ? labels.join(', ') : 'None');

function addSummary(workbook: Workbook, { figures, createdAt }: CostWorkbookInput): void {
  const sheet = workbook.addWorksheet(SHEET_NAMES.summary);
  const { quote, formData } = figures;
  const { subtotal } = quote.totals;
  widths(sheet, [24, 40, 52, 16, 16, 10, 14, 14]);
  sheet.addRow(['StallPlan cost breakdown']).font = { bold: true, size: 14 };
  rows(sheet, [
    ['Company', formData.companyName ?? 'Exhibition Participant'],
    ['Exhibition', formData.exhibitionName ?? 'Exhibition Event'],
    ['Prepared on', indianDay(createdAt)],
    ['Booth size (sq m)', Number(showSqm(figures.boothSizeSqm))],
    ['Travellers', figures.teamSize],
    ['Event days', figures.eventDays],
  ]);

  heading(sheet, 'Quote lines');
  header(sheet, ['Category', 'Item', 'Basis', 'Source', 'Amount (INR)', 'GST rate', 'GST (INR)', 'Share before GST']);
  for (const line of quote.lines) {
    const row = sheet.addRow([
      BUDGET_LINE_LABELS[line.category],
      line.label,
      line.basis,
      lineSourceLabel(line),
      line.amount,
      line.gstRate,
      line.gst,
      subtotal > 0 ? line.amount / subtotal : 0,
    ]);
    row.getCell(5).numFmt = INR_FORMAT;
    row.getCell(6).numFmt = '0%';
    row.getCell(7).numFmt = INR_FORMAT;
    row.getCell(8).numFmt = PERCENT_FORMAT;
  }
  rows(
    sheet,
    [
      ['', 'Total before GST', '', '', subtotal],
      ['', 'GST, line by line', '', '', quote.totals.gst],
    ],
    [5],
  );
  rows(sheet, [['', GRAND_TOTAL_LABEL, '', '', quote.totals.grandTotal]], [5], true);
  for (const note of quote.notes) sheet.addRow(['', note]);
  sheet.addRow(['', 'Space tariff', figures.space.tariff.note]);
  sheet.addRow([
    '',
    'GST',
    '18% on space, stall, builders, vendors, services, marketing and freight; none added on fares and hotel tariffs, which include their taxes.',
  ]);

  heading(sheet, 'Cards');
  header(sheet, ['Card', 'Amount (INR)', 'Share before GST']);
  for (const card of figures.cards) {
    const row = sheet.addRow([card.title, card.total, card.sharePercent / 100]);
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
  const labels = stallDesignLabels(design);
  const { stall } = figures.quote;
  widths(sheet, [30, 44, 16, 28]);
  heading(sheet, 'Design choices');
  header(sheet, ['Setting', 'Choice']);
  rows(sheet, [
    ['Booth area as designed', design.area > 0 ? `${design.area} ${design.areaUnit === 'sqft' ? 'sq ft' : 'sq m'}` : 'Not given'],
    ['Booth size priced', `${showSqm(figures.boothSizeSqm)} sq m`],
    ['Booth type', labels.boothType ?? 'Not given'],
    ['Booth position', labels.boothPosition],
    ['Walls', labels.wallType ?? 'Not chosen'],
    ['Flooring', labels.flooring ?? 'Not chosen'],
    ['Ceiling', labels.ceiling ?? 'Not chosen'],
    ['Additional rooms', listOf(labels.additionalRooms)],
    ['Print area (sq m)', design.printArea],
    ['Branding elements', listOf(labels.brandingElements)],
    ['Digital displays', design.digitalDisplays.length],
    ['Furniture type', labels.furnitureType ?? 'Not chosen'],
    ['Furniture items', listOf(labels.furnitureItems)],
    ['Lighting', listOf(labels.lightingType)],
    ['Power', `${design.powerRequirement || 5} kW${labels.powerType ? `, ${labels.powerType}` : ''}`],
    ['Premium extras', listOf(labels.extras)],
  ]);

  heading(sheet, 'Design estimate (step 2)');
  header(sheet, ['Line', 'Group', 'Amount (INR)']);
  if (isStallDesigned(design)) {
    for (const group of stallCostGroups(calculateStallCost(design))) {
      rows(
        sheet,
        group.lines.filter((line) => line.amount > 0).map((line) => [line.label, group.label, line.amount]),
        [3],
      );
    }
  } else {
    sheet.addRow(['Nothing designed yet: a typical build rate is used']);
  }
  rows(sheet, [['Design estimate', '', stall.designEstimate]], [3], true);
  const given = stall.builder ? isVendorsOwnPrice(stall.builder.priceKind) : false;
  if (stall.builder) {
    const what = given ? vendorPriceLabel(stall.builder.priceKind).toLowerCase() : "StallPlan's estimate, not a price the builder gave";
    rows(sheet, [[`${stall.builder.name} (${what})`, given ? 'Builder' : 'Estimate', stall.builder.amount]], [3]);
  }
  const builderFigure = given ? "the builder's price" : `StallPlan's estimate for ${stall.builder?.name ?? 'the builder'}, as chosen`;
  sheet.addRow([
    `The quote prices the stall by ${stall.pricedBy === 'builder' ? builderFigure : stall.pricedBy === 'design' ? 'the design estimate' : 'the typical build rate'}.`,
  ]);
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
    ['Travellers', teamSize],
  ]);

  heading(sheet, 'Flights');
  header(sheet, ['Airline', 'Flight', 'From', 'To', 'Times (IST)', 'Duration', 'Class', 'Fare per person', 'Travellers', 'Amount (INR)']);
  rows(
    sheet,
    flights.map((flight) => [
      flight.airline,
      flight.flightNumber,
      flight.departureAirport,
      flight.arrivalAirport,
      formatFlightTimes(flight.departureTime, flight.arrivalTime),
      formatIsoDuration(flight.duration),
      flight.class,
      flight.price,
      teamSize,
      flight.price * teamSize,
    ]),
    [8, 10],
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
  header(sheet, ['Vendor', 'Category', 'Location', 'Figure', 'Amount (INR)']);
  rows(
    sheet,
    vendors.map((vendor) => {
      const price = vendorQuotePrice(vendor);
      return [vendor.name, vendor.category, vendor.location ?? '', price ? vendorPriceLabel(price.kind) : 'Price on request', price?.amount ?? 0];
    }),
    [5],
  );
  if (vendors.length === 0) sheet.addRow(['None selected']);
}

function addRoi(workbook: Workbook, { figures }: CostWorkbookInput): void {
  const sheet = workbook.addWorksheet(SHEET_NAMES.roi);
  const { roi, quote } = figures;
  const { inputs, result } = roi;
  widths(sheet, [32, 18]);
  heading(sheet, 'Return on investment');
  sheet.addRow([roi.ownFigures ? 'Your own figures' : `Typical figures for ${roi.defaultsBasis.toLowerCase()}`]);
  header(sheet, ['Measure', 'Figure']);
  rows(
    sheet,
    [
      ['Investment (before GST)', quote.totals.subtotal],
      ['Average deal value', inputs.averageDealValue],
    ],
    [2],
  );
  rows(sheet, [
    ['Gross margin %', inputs.grossMarginPct],
    ['Qualified leads', result.leads],
    ['Leads that become deals %', inputs.leadToDealPct],
  ]);
  // Kept unrounded, as the figures are worked from it; shown as on the screen.
  sheet.addRow(['Expected deals', result.expectedDeals]);
  rows(
    sheet,
    [
      ['Cost per lead', result.costPerLead],
      ['Gross profit per deal', result.grossProfitPerDeal],
      ['Expected gross profit', result.expectedGrossProfit],
    ],
    [2],
  );
  rows(sheet, [['Deals needed to break even', result.dealsToBreakEven ?? 'Never']]);
  sheet.addRow(['ROI %', result.roiPct]).getCell(2).numFmt = '0.0';
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
