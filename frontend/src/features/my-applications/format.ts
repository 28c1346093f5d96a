/** How an application's status shows, and what she may still do with it. Pure, so unit tests load it. */
import { OPEN_APPLICATION_STATUSES, type ApplicationStatus } from '@contract/hiring-constants.ts';

/** She may withdraw an application while the poster is still deciding. */
export const canWithdraw = (status: ApplicationStatus) =>
  (OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);
