import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { required } from './env.ts';

let client: SESv2Client | undefined;
const ses = () => (client ??= new SESv2Client({}));

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Where replies go, e.g. the visitor who wrote, so the recipient's address stays private. */
  replyTo?: string;
  attachments?: Array<{ name: string; content: Buffer }>;
}

/** Sends a plain-text email from the product's address. */
export async function sendEmail(email: Email): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: required('EMAIL_FROM'),
      Destination: { ToAddresses: [email.to] },
      ...(email.replyTo ? { ReplyToAddresses: [email.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' } },
          ...(email.attachments?.length
            ? {
                Attachments: email.attachments.map((a) => ({
                  FileName: a.name,
                  RawContent: a.content,
                  ContentDisposition: 'ATTACHMENT' as const,
                })),
              }
            : {}),
        },
      },
    }),
  );
}
