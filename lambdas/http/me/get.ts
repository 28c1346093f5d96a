import { meGet } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';

/** Who the caller is, as their verified token says. */
export const handler = httpHandler(meGet, async ({ principal }) => ({
  id: principal.id,
  email: principal.email,
  name: principal.name,
  userType: principal.userType,
  groups: principal.groups,
}));
