/**
 * Runs this instance's outbox sender (`./sender.ts`) when mail can be sent: through the injected
 * transport (tests) or SMTP (`SMTP_URL`). Without either, mails stay queued (and logged).
 */
import fp from 'fastify-plugin';
import { OutboxSender, smtpTransport, type MailTransport } from './sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's outbox sender; undefined when no transport is configured. */
    mailSender: OutboxSender | undefined;
  }
}

export default fp<{ transport?: MailTransport | undefined }>(
  async (app, opts) => {
    const smtpUrl = app.config.smtpUrl;
    const transport = opts.transport ?? (smtpUrl ? smtpTransport(smtpUrl) : undefined);
    if (!transport) {
      app.decorate('mailSender', undefined);
      return;
    }
    const sender = new OutboxSender({
      db: app.db,
      transport,
      log: app.log.child({ module: 'mail' }),
      pollMs: app.config.mailPollMs,
      retryBaseMs: app.config.mailRetryBaseMs,
      maxAttempts: app.config.mailMaxAttempts,
    });
    app.decorate('mailSender', sender);
    app.addHook('onReady', async () => sender.start());
    // Before the database closes: the mails in hand are sent and recorded.
    app.addHook('preClose', async () => {
      await sender.stop();
      transport.close?.();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
