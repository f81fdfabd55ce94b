// The quote PDF request the benchmarks send, and the percentile they report.

let sequence = 0;

/** A plan as the browser sends it, a little different each time so no two quotes are the same. */
export function quoteBody(companyPrefix = 'Bench Exhibitor') {
  sequence += 1;
  return JSON.stringify({
    formData: {
      companyName: `${companyPrefix} ${sequence}`,
      yourName: 'Bench',
      exhibitionName: 'Bench Expo',
      exhibitionStartDate: '2026-11-23',
      exhibitionEndDate: '2026-11-25',
      destinationCity: 'New Delhi',
      boothSize: 18 + (sequence % 20),
      teamSize: 1 + (sequence % 5),
      eventType: 'industrial',
      venueType: 'exhibition_hall',
    },
    selectedFlights: [],
    selectedVendors: [{ name: 'Bench Booths', category: 'booth', price: 40000 }],
    stallDesignData: { area: 24, furnitureItems: ['chairs_set'], lightingType: ['led'] },
  });
}

/** The value at `p` per cent of an ascending list. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
