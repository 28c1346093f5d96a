import { reportsCreate } from '../../contract/routes/reports.ts';
import { httpHandler } from '../handler.ts';
import { fileReport } from '../../services/report-filing.ts';

/**
 * Anyone may report a job or a nanny profile, giving an email, and a job's poster an application to it;
 * a message only a participant of its conversation, never its sender (services/report-filing.ts).
 */
export const handler = httpHandler(reportsCreate, async ({ principal, body, sourceIp, log }) =>
  fileReport({ principal, body, sourceIp, log }),
);
