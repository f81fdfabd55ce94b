/** The final quote's "Exhibition Tips and Tricks" (see docs/planner.md#tips), printed in the ROI guide. */
export const EXHIBITION_TIPS: ReadonlyArray<{ title: string; tips: readonly string[] }> = [
  {
    title: 'Pre-exhibition planning',
    tips: [
      'Set measurable goals: leads, meetings booked and orders taken.',
      'Invite customers and prospects to your stall two to three weeks before the show.',
      'Book flights, hotels and freight early; prices rise as the show nears.',
    ],
  },
  {
    title: 'Booth setup',
    tips: [
      'Keep the front of the stall open and your main message readable from the aisle.',
      'Light products and graphics well; a dim stall loses visitors.',
      'Test power, screens and internet the day before opening.',
    ],
  },
  {
    title: 'During the show',
    tips: [
      'Qualify every visitor with two or three questions and note the answers.',
      'Capture each lead the same day, with the follow-up it needs.',
      'Rotate the team so the stall is always staffed by rested people.',
    ],
  },
  {
    title: 'Post-show follow-up',
    tips: [
      'Contact hot leads within 48 hours, while the conversation is fresh.',
      'Send every visitor a thank-you note with what you promised them.',
      'Compare leads and orders with this guide to plan the next show.',
    ],
  },
  {
    title: 'Expert support',
    tips: ['StallPlan helps with stall design, vendors and travel for your next exhibition: plan again at any time from the planner.'],
  },
];
