/** What the builder-bids routes answer when they refuse, in words the exhibitor or builder reads. */
export const builderBidMessages = {
  showStarted: 'The show has already started; builders need time to bid.',
  briefLimit: 'You have sent as many briefs as one e-mail address can in a day. Please try again tomorrow.',
  bidLimit: 'This bid has been sent too many times in the last hour. Please wait a while and try again.',
  bidsClosed: 'The exhibitor has already chosen a builder; bids are closed.',
  noSuchBid: 'There is no such bid on this brief.',
  alreadyAwarded: 'You have already chosen a builder for this brief.',
  reviewNotAwarded: 'Choose a builder first; you can review the one you chose after the show.',
  reviewTooEarly: 'You can review the builder from the day after the show ends.',
  alreadyReviewed: 'You have already reviewed the builder for this brief.',
  photoMissing: 'A photo could not be found. Please upload it again.',
  reviewNotFound: 'There is no review with that id.',
} as const;
