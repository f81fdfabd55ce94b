// The saved plan the benchmarks store: step 1's details and step 2's design as the planner saves
// them, a little different for each n.

/** Plan `n` of `email`, for `label` ("Bench": "Bench Exhibitor 7" at "Bench Expo 7"), with a team of `teamSize`. */
export function benchPlan(n, { email, label, teamSize = 2 }) {
  const month = String((n % 12) + 1).padStart(2, '0');
  return {
    eventDetails: {
      companyName: `${label} Exhibitor ${n}`,
      yourName: 'Asha Rao',
      emailAddress: email,
      mobileNumber: '+91 98765 43210',
      exhibitionName: `${label} Expo ${n % 40}`,
      industry: 'Manufacturing',
      // Shows spread over three financial years, so My plans' totals have work to do.
      exhibitionStartDate: `${2025 + (n % 3)}-${month}-10`,
      exhibitionEndDate: `${2025 + (n % 3)}-${month}-12`,
      originState: 'IN-MH',
      originCity: 'Mumbai',
      destinationState: 'IN-DL',
      destinationCity: 'New Delhi',
      boothSize: 18 + (n % 20),
      teamSize,
      eventDuration: 3,
    },
    stallDesign: { area: 18 + (n % 20), wallType: 'octonorm', flooring: 'carpeting', furnitureItems: ['reception_counter'], lightingType: ['led'] },
    step: 3,
    furthestStep: 3,
  };
}
