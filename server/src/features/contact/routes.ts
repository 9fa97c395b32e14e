/**
 * The contact form (tag contact): POST /api/contact (sendContactMessage) mails the signed-in user's
 * message to the platform brand's support contact (spec §1 company contact data, §8 M2). The mail is
 * written to the outbox with the request and sent after it; each user may send a few messages an hour.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteTypes } from '../../contract/types.js';
import { problems, type FieldError } from '../../errors.js';
import { logQueuedMail, queueMail } from '../../mail/outbox.js';
import { authOf } from '../../plugins/auth.js';
import { brandOfPlatform } from '../../platformBrand.js';
import { contactMail } from './mail.js';

/** Messages a user may send per window (then 429 RATE_LIMITED with Retry-After). */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 60 * 60_000;

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const supportEmail = brandOfPlatform(app.config.brand).company.supportContact.email;

  // Per user (the session's), counted after the contract check: a refused form costs nothing.
  const contactLimit = app.rateLimit({
    max: CONTACT_MESSAGES_PER_WINDOW,
    timeWindow: CONTACT_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => `contact:${authOf(request).userId}`,
  });

  /** Name, subject and message must say something: white space alone is refused before it is counted. */
  async function refuseBlank(request: FastifyRequest<RouteTypes<'sendContactMessage'>>) {
    const body = request.body;
    const blank: FieldError[] = (['name', 'subject', 'message'] as const)
      .filter((field) => body[field].trim() === '')
      .map((field) => ({ path: `/${field}`, code: 'required' }));
    if (blank.length > 0) throw problems.validation('Bitte füllen Sie alle Pflichtfelder aus.', blank);
  }

  app.post<RouteTypes<'sendContactMessage'>>(
    '/api/contact',
    {
      schema: c.routeSchema('sendContactMessage'),
      preHandler: [app.requireAuth, refuseBlank, contactLimit],
    },
    async (request, reply) => {
      const auth = authOf(request);
      const mail = contactMail(supportEmail, request.body, auth);
      const id = await queueMail(app.db, mail);
      logQueuedMail(request.log, id, mail);
      request.log.info({ userId: auth.userId, mailId: id }, 'contact message queued');
      return reply.status(202).send({ message: 'Ihre Nachricht wurde gesendet.' });
    },
  );
};

export default routes;
