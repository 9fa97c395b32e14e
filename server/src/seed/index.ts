/**
 * Idempotent demo seed: runs once (when the `default` platform is missing), in one transaction.
 * Deterministic (seeded PRNG) apart from dates, which are relative to the seeding day.
 */
import type { Db, Queryable } from '../db/types.js';
import { hashPassword } from '../features/auth/password.js';
import * as d from './data.js';

async function insertRows(tx: Queryable, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const chunk = 200;
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const params: unknown[] = [];
    const values = part
      .map((r) => `(${r.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`)
      .join(', ');
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, params);
  }
}

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const day = 86_400_000;
const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);

export async function seedDemo(db: Db, opts: { hashCost: number; now?: Date }): Promise<boolean> {
  const exists = await db.query(`SELECT 1 FROM platforms WHERE id = 'default'`);
  if (exists.rows.length > 0) return false;
  const now = (opts.now ?? new Date()).getTime();
  // Hash before the transaction: scrypt is slow by design; each user gets its own salt.
  const hashes = await Promise.all(d.users.map(() => hashPassword(d.DEMO_PASSWORD, opts.hashCost)));

  await db.transaction(async (tx) => {
    const again = await tx.query(`SELECT 1 FROM platforms WHERE id = 'default'`);
    if (again.rows.length > 0) return;
    await insertRows(
      tx,
      'platforms',
      ['id', 'name', 'currency', 'vat', 'buyers_must_accept_terms'],
      d.platforms.map((p) => [p.id, p.name, p.currency, p.vat, p.terms]),
    );
    // Parents first (FK).
    const ordered = [...d.accounts].sort((a, b) => Number(!!a.parent) - Number(!!b.parent));
    await insertRows(
      tx,
      'accounts',
      [
        'id',
        'platform_id',
        'type',
        'name',
        'features',
        'parent_account_id',
        'is_shareholder_parent',
        'address_line1',
        'post_code',
        'city',
        'country',
        'contact_email',
        'iwo_member',
      ],
      ordered.map((a) => [
        a.id,
        a.platform,
        a.type,
        a.name,
        a.features,
        a.parent ?? null,
        !!a.shareholderParent,
        a.address[0],
        a.address[1],
        a.address[2],
        a.address[3],
        `info@${a.id.replace(/^acc-/, '')}.example`,
        !!a.iwo,
      ]),
    );
    await insertRows(
      tx,
      'users',
      [
        'id',
        'account_id',
        'username',
        'email',
        'first_name',
        'last_name',
        'salutation',
        'phone',
        'roles',
        'is_admin',
        'is_platform_operator',
        'status',
        'password_hash',
        'terms_accepted_at',
        'job_title',
        'department',
        'department_size',
      ],
      d.users.map((u, i) => [
        u.id,
        u.account,
        u.email,
        u.email,
        u.first,
        u.last,
        u.salutation,
        '+49 40 1234 56' + String(i).padStart(2, '0'),
        u.roles,
        !!u.admin,
        !!u.operator,
        u.status ?? 100,
        hashes[i],
        u.termsAccepted ? new Date(now - 30 * day) : null,
        u.admin ? 'Leitung' : 'Sachbearbeitung',
        'Einkauf',
        '2-5',
      ]),
    );
    await insertRows(
      tx,
      'products',
      ['id', 'name', 'type', 'category', 'sort_order', 'density'],
      d.products.map(([id, name, type, cat, density]) => [
        id,
        name,
        type,
        cat,
        d.categorySortOrder(cat),
        density,
      ]),
    );
    await insertRows(
      tx,
      'regions',
      ['id', 'platform_id', 'name', 'sort'],
      d.regions.map(([id, pf, name], i) => [id, pf, name, i]),
    );
    await insertRows(
      tx,
      'terminals',
      ['id', 'region_id', 'name', 'city', 'country'],
      d.regions.flatMap(([rid, , , tms]) =>
        tms.map(([id, name, city, country]) => [id, rid, name, city, country]),
      ),
    );
    await insertRows(
      tx,
      'lifting_periods',
      ['id', 'name', 'days', 'sort'],
      d.liftingPeriods.map(([id, n, days], i) => [id, n, days, i]),
    );
    await insertRows(
      tx,
      'payment_terms',
      ['days'],
      d.paymentTerms.map((x) => [x]),
    );

    await insertRows(
      tx,
      'delivery_addresses',
      [
        'id',
        'account_id',
        'company',
        'street',
        'zip_code',
        'city',
        'country',
        'contact_person',
        'on_site_contact',
        'delivery_instructions',
      ],
      [
        [
          'da-1',
          'acc-nordheiz',
          'Nordheiz Handel GmbH',
          'Billstraße 112',
          '20539',
          'Hamburg',
          'DE',
          'Jana Becker',
          'Herr Yilmaz, +49 40 7788 990',
          'Zufahrt über Tor 3, Anlieferung Mo-Fr 6-14 Uhr.',
        ],
        [
          'da-2',
          'acc-nordheiz',
          'Nordheiz Handel GmbH, Lager Lüneburg',
          'Bockelmannstraße 4',
          '21337',
          'Lüneburg',
          'DE',
          'Felix Wagner',
          'Frau Ott, +49 4131 22 33 44',
          null,
        ],
        [
          'da-3',
          'acc-aviat-nord',
          'Aviat Nord GmbH',
          'Flughafenstraße 9',
          '22335',
          'Hamburg',
          'DE',
          'Sabine Hoffmann',
          null,
          'Vorfeldausweis erforderlich.',
        ],
        [
          'da-4',
          'acc-aviat-sued',
          'Aviat Süd GmbH',
          'Nordallee 25',
          '85356',
          'München',
          'DE',
          'Michael Bauer',
          null,
          null,
        ],
        [
          'da-5',
          'acc-heizoel-zuerich',
          'Heizöl Zürich AG',
          'Hardturmstrasse 101',
          '8005',
          'Zürich',
          'CH',
          'Reto Meier',
          null,
          null,
        ],
        [
          'da-6',
          'acc-waerme-wien',
          'Wärme Wien GmbH',
          'Handelskai 94',
          '1200',
          'Wien',
          'AT',
          'Anna Gruber',
          null,
          null,
        ],
      ],
    );
    await insertRows(
      tx,
      'additive_locations',
      ['id', 'account_id', 'name', 'street', 'post_code', 'city', 'county', 'country'],
      [
        [
          'loc-1',
          'acc-nordheiz',
          'Tanklager Hamburg-Wilhelmsburg',
          'Reiherstieg 22',
          '21107',
          'Hamburg',
          'Hamburg',
          'DE',
        ],
        [
          'loc-2',
          'acc-nordheiz',
          'Betriebshof Lüneburg',
          'Bockelmannstraße 4',
          '21337',
          'Lüneburg',
          'Niedersachsen',
          'DE',
        ],
        [
          'loc-3',
          'acc-aviat-nord',
          'Vorfeld Hamburg',
          'Flughafenstraße 9',
          '22335',
          'Hamburg',
          'Hamburg',
          'DE',
        ],
      ],
    );

    // Relationships in every state (RS1, E3).
    type Rel = [
      id: string,
      buyer: string,
      seller: string,
      state: string,
      sellerSt: string,
      buyerSt: string,
      additives: boolean,
      mode: string,
      limit: string | null,
    ];
    const rels: Rel[] = [
      ['rel-1', 'acc-nordheiz', 'acc-suedoel', 'RELEASED', 'ENABLED', 'ENABLED', true, 'MANUAL', '250000.00'],
      [
        'rel-2',
        'acc-nordheiz',
        'acc-rheintank',
        'RELEASED',
        'ENABLED',
        'ENABLED',
        false,
        'STANDARD_API',
        '100000.00',
      ],
      ['rel-3', 'acc-nordheiz', 'acc-altbrand', 'DECLINED', 'DISABLED', 'ENABLED', false, 'NONE', null],
      ['rel-4', 'acc-nordheiz', 'acc-hansetank', 'IN_REVIEW', 'NEW', 'ENABLED', false, 'NONE', null],
      ['rel-5', 'acc-nordheiz', 'acc-moselenergie', 'REQUESTED', 'NEW', 'ENABLED', false, 'NONE', null],
      [
        'rel-6',
        'acc-aviat-nord',
        'acc-suedoel',
        'RELEASED',
        'ENABLED',
        'ENABLED',
        true,
        'CSV_LINKED',
        '500000.00',
      ],
      ['rel-7', 'acc-aviat-nord', 'acc-altbrand', 'CANCELLED', 'DISABLED', 'DISABLED', false, 'NONE', null],
      [
        'rel-8',
        'acc-aviat-sued',
        'acc-rheintank',
        'RELEASED',
        'ENABLED',
        'ENABLED',
        false,
        'MANUAL',
        '150000.00',
      ],
      [
        'rel-9',
        'acc-aviaten',
        'acc-suedoel',
        'RELEASED',
        'ENABLED',
        'ENABLED',
        false,
        'MANUAL',
        '1000000.00',
      ],
      [
        'rel-10',
        'acc-heizoel-zuerich',
        'acc-alpenbrennstoff',
        'RELEASED',
        'ENABLED',
        'ENABLED',
        true,
        'MANUAL',
        '80000.00',
      ],
      ['rel-11', 'acc-waerme-wien', 'acc-donauoel', 'RELEASED', 'ENABLED', 'ENABLED', false, 'NONE', null],
    ];
    await insertRows(
      tx,
      'relationships',
      [
        'id',
        'buyer_account_id',
        'seller_account_id',
        'state',
        'seller_status',
        'buyer_status',
        'additives_enabled',
        'credit_limit_mode',
        'credit_limit',
        'agb_accepted',
        'additive_product_ids',
        'message',
        'requested_at',
        'updated_at',
      ],
      rels.map(([id, b, s, st, ss, bs, add, mode, limit], i) => [
        id,
        b,
        s,
        st,
        ss,
        bs,
        add,
        mode,
        limit,
        st === 'RELEASED',
        add ? ['add-fliessverbesserer', 'add-adblue'] : [],
        st === 'DECLINED' ? 'Derzeit keine Kapazitäten in Bremen.' : null,
        new Date(now - (90 - i) * day),
        new Date(now - (30 - i) * day),
      ]),
    );
    await insertRows(
      tx,
      'relationship_payment_terms',
      ['relationship_id', 'product_id', 'days'],
      [
        ['rel-1', 'heizoel-el', 14],
        ['rel-1', 'diesel-b7', 30],
        ['rel-2', 'heizoel-el', 7],
        ['rel-6', 'diesel-b7', 21],
        ['rel-8', 'diesel-b7', 45],
        ['rel-10', 'heizoel-el', 30],
      ],
    );

    // Offers: fixed and live (API) prices.
    const sellerTerminals: Record<string, string[]> = {
      'acc-suedoel': ['tm-karlsruhe', 'tm-hamburg', 'tm-ingolstadt'],
      'acc-rheintank': ['tm-duisburg', 'tm-koeln', 'tm-bremen'],
      'acc-alpenbrennstoff': ['tm-basel', 'tm-zuerich'],
      'acc-donauoel': ['tm-wien', 'tm-linz'],
    };
    const rnd = prng(20261122);
    const offerRows: unknown[][] = [];
    let offerNo = 1001;
    for (const [seller, tms] of Object.entries(sellerTerminals)) {
      for (const tm of tms) {
        for (const prod of ['heizoel-el', 'diesel-b7', 'super-e10']) {
          const live = offerNo % 3 === 0;
          const base = prod === 'heizoel-el' ? 92 : prod === 'diesel-b7' ? 118 : 141;
          const total = 50000 + Math.floor(rnd() * 20) * 10000;
          offerRows.push([
            `off-${offerNo++}`,
            seller,
            prod,
            tm,
            live ? 'API' : 'FIXED',
            live ? null : (base + rnd() * 6).toFixed(4),
            live ? 'M01' : null,
            live ? (12 + rnd() * 8).toFixed(4) : null,
            live ? 'USD/METRIC_TONNE' : null,
            total,
            total - Math.floor(rnd() * 5) * 5000,
            1000,
            30000,
            isoDate(now - 7 * day),
            isoDate(now + 60 * day),
            isoDate(now + day),
            isoDate(now + 14 * day),
          ]);
        }
      }
    }
    // Additive offers (no terminal).
    for (const [seller, prod, price] of [
      ['acc-suedoel', 'add-fliessverbesserer', '3.4500'],
      ['acc-suedoel', 'add-adblue', '0.6900'],
      ['acc-rheintank', 'add-heizoel-stabil', '4.1000'],
      ['acc-alpenbrennstoff', 'add-adblue', '0.7400'],
    ] as const) {
      offerRows.push([
        `off-${offerNo++}`,
        seller,
        prod,
        null,
        'FIXED',
        price,
        null,
        null,
        null,
        20000,
        18000,
        200,
        5000,
        isoDate(now - 7 * day),
        isoDate(now + 90 * day),
        null,
        null,
      ]);
    }
    await insertRows(
      tx,
      'offers',
      [
        'id',
        'seller_account_id',
        'product_id',
        'terminal_id',
        'price_type',
        'price',
        'future_month',
        'surcharge',
        'surcharge_unit',
        'total_volume',
        'available_volume',
        'min_order_volume',
        'max_order_volume',
        'available_from',
        'available_to',
        'collection_start',
        'collection_end',
      ],
      offerRows,
    );

    // A few months of orders.
    const orderPairs: [
      buyer: string,
      buyerUser: string,
      seller: string,
      terminals: string[],
      da: string,
      vat: number,
    ][] = [
      ['acc-nordheiz', 'u-buyer-1', 'acc-suedoel', ['tm-karlsruhe', 'tm-hamburg'], 'da-1', 0.19],
      ['acc-nordheiz', 'u-buyer-2', 'acc-rheintank', ['tm-duisburg', 'tm-bremen'], 'da-2', 0.19],
      ['acc-aviat-nord', 'u-child-1', 'acc-suedoel', ['tm-hamburg'], 'da-3', 0.19],
      ['acc-aviat-sued', 'u-child-2', 'acc-rheintank', ['tm-koeln'], 'da-4', 0.19],
      ['acc-heizoel-zuerich', 'u-ch-buyer-1', 'acc-alpenbrennstoff', ['tm-basel'], 'da-5', 0.081],
      ['acc-waerme-wien', 'u-at-buyer-1', 'acc-donauoel', ['tm-wien', 'tm-linz'], 'da-6', 0.2],
    ];
    const statuses = [
      'COMPLETE',
      'COMPLETE',
      'COMPLETE',
      'TRANSFERRED',
      'CONFIRMED',
      'MANUAL',
      'INCOMPLETE',
      'CANCELLED',
    ];
    const fuels = ['heizoel-el', 'heizoel-premium', 'diesel-b7', 'diesel-winter', 'super-e10'];
    const orderRows: unknown[][] = [];
    let n = 1;
    for (let daysAgo = 120; daysAgo >= 0; daysAgo -= 2) {
      for (const [buyer, bu, seller, tms, da, vat] of orderPairs) {
        if (rnd() < 0.45) continue;
        const created = now - daysAgo * day - Math.floor(rnd() * 8 * 3600_000);
        const volume = (5 + Math.floor(rnd() * 26)) * 1000;
        const price = (88 + rnd() * 35).toFixed(4);
        const net = ((Number(price) * volume) / 100).toFixed(2);
        const vatAmt = (Number(net) * vat).toFixed(2);
        const gross = (Number(net) + Number(vatAmt)).toFixed(2);
        const drawn =
          daysAgo > 10 ? statuses[Math.floor(rnd() * 5)]! : statuses[Math.floor(rnd() * statuses.length)]!;
        // The last few days' orders are still open, so every seller's open-orders bubble has a count.
        const status = daysAgo <= 4 ? 'INCOMPLETE' : drawn;
        const dateKey = new Date(created).toISOString().slice(0, 10).replace(/-/g, '');
        const id = `ord-${dateKey}-${String(n).padStart(4, '0')}`;
        orderRows.push([
          id,
          `FM-${String(100000 + n)}`,
          `K-${String(5000 + n)}`,
          buyer,
          bu,
          seller,
          fuels[Math.floor(rnd() * fuels.length)]!,
          tms[Math.floor(rnd() * tms.length)]!,
          da,
          volume,
          price,
          net,
          vatAmt,
          gross,
          status,
          [7, 14, 21, 30, 45][Math.floor(rnd() * 5)]!,
          isoDate(created + day),
          isoDate(created + 10 * day),
          new Date(created),
        ]);
        n++;
      }
    }
    await insertRows(
      tx,
      'orders',
      [
        'id',
        'order_number',
        'contract_number',
        'buyer_account_id',
        'buyer_user_id',
        'seller_account_id',
        'product_id',
        'terminal_id',
        'delivery_address_id',
        'volume',
        'price',
        'net_amount',
        'vat_amount',
        'gross_amount',
        'status',
        'payment_days',
        'collection_start',
        'collection_end',
        'created_at',
      ],
      orderRows,
    );

    const newsRows: unknown[][] = [];
    const headlines = [
      [
        'Neue Abholzeiten in Karlsruhe',
        'Ab Montag ist das Terminal Karlsruhe Rheinhafen werktags von <strong>5 bis 20 Uhr</strong> geöffnet.',
      ],
      [
        'Winterdiesel verfügbar',
        'Diesel B7 Winter (-20 °C) ist ab sofort an allen Terminals im Süden verfügbar.',
      ],
      [
        'Wartung Hamburg Blumensand',
        'Am kommenden Samstag ist die Verladung in Hamburg von 6 bis 12 Uhr eingeschränkt.',
      ],
      ['HVO 100 im Sortiment', 'Wir bieten jetzt HVO 100 in Duisburg und Köln an.'],
      ['Preisanpassung Additive', 'Die Preise für Fließverbesserer werden zum Monatsbeginn angepasst.'],
      [
        'Feiertagsregelung',
        'Zwischen den Feiertagen gelten geänderte Abholzeiten; bitte planen Sie frühzeitig.',
      ],
    ];
    for (let i = 0; i < 12; i++) {
      const [title, body] = headlines[i % headlines.length]!;
      newsRows.push([
        `news-${i + 1}`,
        'default',
        i % 2 ? 'acc-rheintank' : 'acc-suedoel',
        new Date(now - (12 - i) * 3 * day),
        title,
        `<p>${body}</p>`,
      ]);
    }
    newsRows.push([
      'news-ch-1',
      'ch',
      'acc-alpenbrennstoff',
      new Date(now - 2 * day),
      'Neue Tarife Basel',
      '<p>Ab 1. des Monats gelten neue Tarife in Birsfelden.</p>',
    ]);
    newsRows.push([
      'news-at-1',
      'at',
      'acc-donauoel',
      new Date(now - 3 * day),
      'Hafen Linz',
      '<p>Erweiterte Öffnungszeiten im Hafen Linz.</p>',
    ]);
    await insertRows(
      tx,
      'news',
      ['id', 'platform_id', 'seller_account_id', 'published_at', 'title', 'body_html'],
      newsRows,
    );

    await insertRows(
      tx,
      'favourites',
      ['id', 'account_id', 'user_id', 'name', 'products', 'regions', 'terminals', 'sellers'],
      [
        [
          'fav-1',
          'acc-nordheiz',
          'u-buyer-1',
          'Heizöl Nord',
          ['heizoel-el'],
          ['reg-nord'],
          ['tm-hamburg', 'tm-bremen'],
          ['acc-suedoel'],
        ],
        [
          'fav-2',
          'acc-nordheiz',
          'u-buyer-1',
          'Diesel West',
          ['diesel-b7'],
          ['reg-west'],
          ['tm-duisburg'],
          ['acc-rheintank', 'acc-suedoel'],
        ],
        [
          'fav-3',
          'acc-aviat-nord',
          'u-child-1',
          'Vorfeld Hamburg',
          ['diesel-b7'],
          ['reg-nord'],
          ['tm-hamburg'],
          ['acc-suedoel'],
        ],
      ],
    );
  });
  return true;
}
