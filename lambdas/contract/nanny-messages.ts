/**
 * The nanny contract's form messages: her profile's, and the Contact dialog's. Apart from the texts the
 * candidate list shows, which load with every list; nanny-constants.ts re-exports all of it.
 */

export const NANNY_MESSAGES = {
  fullName: 'Full name is required',
  location: 'Location is required',
  bio: 'Bio must be at least 10 characters',
  experience: 'Years of experience is required',
  emailRequired: 'Valid email is required',
  emailFormat: 'Invalid email format',
  cv: 'Please upload your CV',
  emailMustMatch: 'Use the email address you signed in with; messages from families are sent there.',
  rateOrder: 'The lowest rate cannot be more than the highest',
  availableFrom: 'Enter the date you can start',
  tooManyAttempts: 'Too Many Attempts: Please wait a minute before submitting again.',
} as const;

export const CONTACT_MESSAGES = {
  senderName: 'Name must be at least 2 characters',
  senderEmail: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters',
  message: 'Message must be at least 10 characters',
  sent: 'Message Sent!',
  failed:
    'Failed to Send Message: There was an error sending your message. Please try again or contact support.',
  throttled: 'You have sent several messages in a short time. Please wait a while before sending another.',
  /** Not the spec's: a nanny signed in who wrote to her own card. */
  self: 'This is your own profile: you cannot send it a message.',
} as const;

export const defaultContactSubject = (firstName: string) =>
  `Inquiry about childcare services from ${firstName}`;
