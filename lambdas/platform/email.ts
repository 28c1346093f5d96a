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
  /** Files attached, each with its media type (a calendar invite's is text/calendar). */
  attachments?: Array<{ name: string; content: Buffer; contentType?: string }>;
  /**
   * Headers of the message's own, such as a notification's one-click unsubscribe (RFC 8058:
   * `List-Unsubscribe` and `List-Unsubscribe-Post`). SES takes them on a simple message as they are.
   */
  headers?: ReadonlyArray<{ name: string; value: string }>;
}

/** Sends a plain-text email from the product's address, with its headers if it has any. */
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
          ...(email.headers?.length
            ? { Headers: email.headers.map((h) => ({ Name: h.name, Value: h.value })) }
            : {}),
          ...(email.attachments?.length
            ? {
                Attachments: email.attachments.map((a) => ({
                  FileName: a.name,
                  RawContent: a.content,
                  ContentDisposition: 'ATTACHMENT' as const,
                  ...(a.contentType ? { ContentType: a.contentType } : {}),
                })),
              }
            : {}),
        },
      },
    }),
  );
}
