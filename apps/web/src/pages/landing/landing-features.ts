import { INDIAN_STATES } from '@stallplan/contracts';
import { CalendarSearch, Calculator, FileText, Map, Plane, Users, type LucideIcon } from 'lucide-react';

export interface LandingFeature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * The six feature cards. Each says only what the product does today: the stall cost in rupees
 * with a US dollar and euro view, a final quote with GST, builders matched to city and booth size,
 * travel search over built-in options (prices are indicative, nothing is booked), the quote and ROI
 * PDFs, event recommendations and the built-in map of India.
 */
export const LANDING_FEATURES: readonly LandingFeature[] = [
  {
    icon: Calculator,
    title: 'Live stall costs in rupees',
    text: 'Every choice of walls, flooring, lighting and furniture updates the stall cost as you go. See it in rupees, US dollars or euros, and get a final quote with GST itemised.',
  },
  {
    icon: Users,
    title: 'Builders and vendors that fit',
    text: 'Booth builders, logistics, catering, technology and security vendors matched to your city and booth size, with their contact details and ratings.',
  },
  {
    icon: Plane,
    title: 'Flights, hotels and freight',
    text: 'Compare flight, hotel and freight options and prices for your trip in one place, and add the ones you pick to your plan.',
  },
  {
    icon: FileText,
    title: 'Quote and ROI guide PDFs',
    text: 'Download an itemised quote and an ROI planning guide as PDFs to share with your finance team or your builder.',
  },
  {
    icon: CalendarSearch,
    title: 'Event recommendations',
    text: 'Tell us your industry, budget and goals, and get trade shows suited to your business, with the reasons each one fits.',
  },
  {
    icon: Map,
    title: 'All of India',
    text: `Choose your venue city from built-in geography that covers every Indian state and union territory, all ${INDIAN_STATES.length} of them.`,
  },
];
