/** The recommendation form as its inputs hold it; the contracts' schema reads it into a request. */
export interface RecommendationFormValues {
  industry: string;
  location: string;
  /** Typed text, read as whole rupees; `5,00,000` works too. */
  budget: string;
  teamSize: string;
  goals: string[];
  eventTypes: string[];
  companySize: string;
  experience: string;
  timeline: string;
}

/** Trade is ticked to start with: it is what the request falls back to (see docs/marketplace.md#event-recommendations). */
export const EMPTY_RECOMMENDATION_FORM: RecommendationFormValues = {
  industry: '',
  location: '',
  budget: '',
  teamSize: '',
  goals: [],
  eventTypes: ['trade'],
  companySize: '',
  experience: '',
  timeline: '',
};
