/**
 * CSV offer uploads (tag offers; spec §2 My offers, rule M4), for sellers only:
 * - GET /api/seller/offer-uploads/template (getCsvTemplate): the file with its header and two example rows
 *   (a fixed and a live offer on the seller's own platform).
 * - GET /api/seller/offer-uploads/export (exportFuelOffersCsv): the seller's fuel offers in the same
 *   columns, to edit and upload again.
 * - POST /api/seller/offer-uploads/preview (previewCsvUpload): multipart with one `file` part of at most
 *   CSV_MAX_BYTES; answers what applying would create, update and delete, or every problem; changes nothing.
 * - POST /api/seller/offer-uploads/{uploadId}/apply (applyCsvUpload): all or nothing.
 * - GET /api/seller/offer-uploads (listCsvUploads): the history.
 * Reading and applying: csvUpload.ts; the file format: csvFormat.ts.
 */
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import type { RouteTypes } from '../../contract/types.js';
import { HttpProblem, problems } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { CSV_MAX_BYTES, csvFile, offerRow } from './csvFormat.js';
import { offerUploadsRepo } from './csvUpload.js';
import { offersChanged } from './priceEvents.js';
import { DEFAULT_FUTURE_MONTH, sellerOffersRepo, type FuelOfferInput } from './sellerOffers.js';

const tooLarge = () =>
  new HttpProblem(
    413,
    'PAYLOAD_TOO_LARGE',
    'Datei zu groß',
    `Die Datei ist größer als ${CSV_MAX_BYTES / 1024 / 1024} MB. Bitte in mehrere Dateien aufteilen.`,
  );

/** A file name as the history shows it: the last path segment, printable, at most 200 characters. */
function displayName(name: string | undefined): string {
  // Control characters are the point of this pattern.
  // eslint-disable-next-line no-control-regex
  const base = path.basename((name ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return (base || 'angebote.csv').slice(0, 200);
}

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

const routes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
  const c = app.contract;
  const sellers = app.authorize({ accountTypes: ['seller'] });
  const uploads = offerUploadsRepo(app.db, c);
  const offers = sellerOffersRepo(app.db);
  // [B15] Sellers choose the ICE month only where the brand has the dropdown (the Swiss platform).
  const rules = { monthChoice: app.config.flags.ICE_FUTURE_DROPDOWN };

  app.get<RouteTypes<'getCsvTemplate'>>(
    '/api/seller/offer-uploads/template',
    { schema: c.routeSchema('getCsvTemplate'), preHandler: sellers },
    async (request, reply) => {
      const { account } = authOf(request);
      const sample = await uploads.templateSample(account.id);
      const today = app.clock().toISOString().slice(0, 10);
      const inAWeek = new Date(app.clock().getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
      const example: Omit<FuelOfferInput, 'pricingType'> = {
        productId: sample.product ?? '',
        terminalId: sample.terminal ?? '',
        totalVolume: 500_000,
        minimumOrderQuantity: 5_000,
        maximumOrderQuantity: 36_000,
        availabilityStartDate: today,
        availabilityEndDate: inAWeek,
        dailyStartTime: '07:00',
        dailyEndTime: '18:00',
        collectionPeriod: { type: 'STANDARD', startDate: null, endDate: null },
      };
      const rows = [
        offerRow('', { ...example, pricingType: 'FIXED', fixedPrice: '92.4500' }),
        offerRow('', {
          ...example,
          pricingType: 'API',
          futureMonth: rules.monthChoice ? 'M01' : DEFAULT_FUTURE_MONTH,
          fxRate: '1.0850',
          surcharge: '25.0000',
          surchargeUnit: 'USD/METRIC_TONNE',
        }),
      ];
      void reply.header('content-type', 'text/csv; charset=utf-8');
      void reply.header('content-disposition', attachment('angebotsvorlage.csv'));
      return csvFile(rows);
    },
  );

  app.get<RouteTypes<'exportFuelOffersCsv'>>(
    '/api/seller/offer-uploads/export',
    { schema: c.routeSchema('exportFuelOffersCsv'), preHandler: sellers },
    async (request, reply) => {
      const list = await offers.list(authOf(request).account.id);
      void reply.header('cache-control', 'no-store');
      void reply.header('content-type', 'text/csv; charset=utf-8');
      const day = app.clock().toISOString().slice(0, 10);
      void reply.header('content-disposition', attachment(`angebote-${day}.csv`));
      return csvFile(list.map((offer) => offerRow(offer.id, offer)));
    },
  );

  app.post<RouteTypes<'previewCsvUpload'>>(
    '/api/seller/offer-uploads/preview',
    { schema: c.routeSchema('previewCsvUpload'), preHandler: sellers },
    async (request) => {
      const { account, userId } = authOf(request);
      if (!request.isMultipart()) {
        throw problems.validation('Bitte eine CSV-Datei hochladen (multipart/form-data, Feld „file“).');
      }
      let file;
      try {
        file = await request.file();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_PARTS_LIMIT') throw tooLarge();
        throw problems.validation('Die Anfrage ist kein gültiges multipart/form-data.');
      }
      if (!file || file.fieldname !== 'file') {
        throw problems.validation('Bitte eine CSV-Datei im Feld „file“ hochladen.', [
          { path: '/file', code: 'required' },
        ]);
      }
      const context = await uploads.context(account.id, rules, app.clock());
      let parsed;
      try {
        parsed = await uploads.parse(file.file, context);
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw err;
      }
      if (file.file.truncated) throw tooLarge();
      return uploads.savePreview(account.id, userId, displayName(file.filename), parsed, app.clock());
    },
  );

  app.post<RouteTypes<'applyCsvUpload'> & { Params: { uploadId: string } }>(
    '/api/seller/offer-uploads/:uploadId/apply',
    { schema: c.routeSchema('applyCsvUpload'), preHandler: sellers },
    async (request) => {
      const { account, userId } = authOf(request);
      const entry = await app.db.transaction((tx) =>
        uploads.apply(tx, account.id, userId, request.params.uploadId, app.clock()),
      );
      if (!entry)
        throw problems.notFound(
          'Die Vorschau wurde nicht gefunden oder ist abgelaufen. Bitte die Datei erneut hochladen.',
        );
      offersChanged(app, account.id);
      return entry;
    },
  );

  app.get<RouteTypes<'listCsvUploads'>>(
    '/api/seller/offer-uploads',
    { schema: c.routeSchema('listCsvUploads'), preHandler: sellers },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return uploads.history(authOf(request).account.id);
    },
  );
};

export default routes;
