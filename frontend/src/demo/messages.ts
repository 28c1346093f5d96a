/** The demo's own texts (spec §7: demo mode). Small, so pages can show them without the sample data. */
export const DEMO_MESSAGES = {
  bannerTitle: 'Demo',
  banner: 'You are viewing a demo with sample data. Nothing you send is saved.',
  featureUnavailableTitle: 'Feature unavailable',
  saveJobs: 'Saving jobs is not available in the demo. Nothing is stored here.',
  unavailable: 'This is not available in the demo. Nothing is saved here.',
  accountsTitle: 'Accounts are not available in the demo',
  accounts:
    'This demo runs on sample data, so you cannot sign up or sign in. You can still browse jobs and nannies, and try the forms: they answer as usual, but nothing is saved or sent.',
  promoCode: 'WELCOME10',
  /** The token of the demo's sample referee link (/reference#…). */
  referenceToken: 'demo-reference-link-sample',
} as const;
