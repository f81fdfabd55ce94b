import { addDays, utcToday } from '@stallplan/contracts';

/** A plan's content for a show five weeks out, at step 2 with an 18 m² design, as the planner saves it. */
export function planContent(options: { company: string; email: string; show: string; phone?: string; area?: number }) {
  const start = addDays(utcToday(), 35);
  return {
    eventDetails: {
      companyName: options.company,
      yourName: 'Meera Iyer',
      mobileNumber: options.phone ?? '+91 98450 55555',
      emailAddress: options.email,
      exhibitionName: options.show,
      industry: 'Engineering & Machinery',
      boothSize: 18,
      exhibitionStartDate: start,
      exhibitionEndDate: addDays(start, 2),
      originState: 'IN-MH',
      originCity: 'Mumbai',
      destinationState: 'IN-KA',
      destinationCity: 'Bangalore',
      teamSize: 3,
    },
    stallDesign: { area: options.area ?? 18, wallType: 'octonorm', flooring: 'carpeting' },
    step: 2,
    furthestStep: 2,
  };
}
