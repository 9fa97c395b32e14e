/* eslint-disable */
/**
 * GENERATED FILE - do not edit. Source: openapi.yaml (run `npm run generate -w @fuelmarket/api-client`).
 *
 * The contract marks the CSRF header `X-Requested-With: fuelmarket` (parameter `CsrfHeader`) as required on
 * every state-changing operation. The client's middleware always sends it, so these types make it optional
 * for callers; the wire contract (and Prism) still require it.
 */
export interface paths {
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with username or e-mail and password
     * @description Starts a new session (the session id is rotated) and sets the `fm_session` cookie.
     *     After 5 failed attempts in a row the user is locked (`ACCOUNT_LOCKED`) until the password is reset.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * End the session (compatibility)
     * @description Ends the server session and clears the cookie; answers 204 also without a session. Kept for
     *     compatibility with the specified call: the app logs out with `POST /api/auth/logout`. Because a
     *     link on another site could point here, a cross-site request (`Sec-Fetch-Site` other than
     *     `same-origin` or `none`, or an `Origin` of another host) is refused with 403 `CSRF_REJECTED` and
     *     the session stays.
     */
    get: operations['logout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the session
     * @description Ends the server session and clears the cookie; answers 204 also without a session. The app's
     *     logout. Like every state-changing call it needs the CSRF header and a same-origin request, so no
     *     other site can end a user's session.
     */
    post: operations['endSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Request a password reset link
     * @description Always answers 202 with the same body and timing, whether or not the account exists. When it
     *     exists, a single-use link valid for 30 minutes is mailed.
     */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-reset/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The reset token from the mailed link.
         * @example Xq3v9G0rQ2kq8L1mJ5nR7tW2yZ4aB6cD
         */
        key: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset key
     * @description Sets the password, unlocks the user and ends all their sessions. The key is single use.
     */
    post: operations['setPasswordByKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The logged-in user */
    get: operations['getUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metadata/user/store/gtc-accepted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the user has accepted the general terms */
    get: operations['getGtcAccepted'];
    /** Accept the general terms */
    put: operations['acceptGtc'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/generic/metadata': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Platform metadata for the caller's account */
    get: operations['getMetadata'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/generic/marketWindow': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current market window with prices */
    get: operations['getMarketWindow'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Server-sent events with price and market-window updates
     * @description A `text/event-stream`. Events: `prices` (data: `PriceTick[]`), `marketWindow` (data: `MarketWindow`),
     *     `offers` (data: `{ sellerId }`, `{ accountId }` or `{}`) when what a market lists changed (a seller's
     *     offers or prices, an Aviat's settings, the master data), so an open market loads its listing again,
     *     and `orders` (data: `OpenOrdersCount`, the receiving account's open orders: received ones for a
     *     seller, placed ones for a buyer) to the streams of both parties of an order (its seller, its buyer
     *     and the buyer's parent account) whenever it was placed or changed (confirmed, set in review,
     *     declined, edited, transferred), so open order screens load again and the seller's open-orders
     *     bubble follows; to the streams of the user who set it, `priceAlert`
     *     (data: `PriceAlert`, status TRIGGERED) when a price tick triggered one of the user's price alerts.
     *     A comment line is sent every 15 s to keep the connection open.
     */
    get: operations['streamEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Users of the own account (team list)
     * @description Loaded when an admin user logs in (spec §6). The logged-in user is left out with `removeLoggedInUser=REMOVE`.
     */
    get: operations['searchUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/team': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a user to the own account
     * @description Team administrators only, into their own account. The username becomes the e-mail. The
     *     administrator gives the first password (spec §5 rules: `PASSWORD_RULES`, `PASSWORDS_NOT_IDENTICAL`);
     *     a welcome mail names the username, never the password. Purchase rights (role `MyOffers_Purchase`)
     *     only for buyers whose account has online trading (403 `FORBIDDEN`). An e-mail already in use is
     *     400 `VALIDATION_FAILED` (`/email`).
     */
    post: operations['createTeamMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the own password
     * @description The current password is required and checked; the new one follows the rules of spec §5 (rule V4).
     *     Tries are limited per client like logins (429). The caller's other sessions end.
     */
    put: operations['changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user id, or `-1` for the logged-in user. */
        id: components['parameters']['UserIdPath'];
      };
      cookie?: never;
    };
    /** The profile of a user (`-1` for oneself) */
    get: operations['getProfile'];
    /**
     * Update a user (`-1` edits oneself)
     * @description Only the filled fields are sent. When `email` is given the username becomes the e-mail.
     *     The individual address fields are only taken when `useIndividualAddress` is true.
     *     Team administrators may edit team members (incl. `admin` and `roles`); others only themselves.
     *     Nobody takes their own admin rights (403 `FORBIDDEN`). With `version` an edit based on a profile
     *     changed meanwhile is 409 `VERSION_CONFLICT` (`context.currentVersion`); sent again with the current
     *     version it overwrites (rule V12).
     */
    put: operations['updateUser'];
    post?: never;
    /**
     * Remove a team member
     * @description Team administrators only, users of their own account (another account's user is 404). Nobody
     *     removes themselves (403 `FORBIDDEN`). The member's sessions end; the company's orders stay.
     */
    delete: operations['deleteTeamMember'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/{id}/purchase-rights': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user id, or `-1` for the logged-in user. */
        id: components['parameters']['UserIdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Grant or revoke the purchase right (role MyOffers_Purchase) of a user
     * @description Team administrators of buyer accounts only (sellers: 403 `FORBIDDEN`), users of their own account
     *     (another account's user is 404). Buyers whose account has no online trading enabled cannot assign
     *     purchase rights (403 `FORBIDDEN`); taking them away is always possible.
     */
    put: operations['setUserPurchaseRights'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The company account of the logged-in user */
    get: operations['getAccount'];
    /**
     * Update the company account's address
     * @description Only the platform operator changes company account data (spec §6); every other user, team
     *     administrators included, gets 403 `FORBIDDEN`. Name and master data are not changed here.
     */
    put: operations['updateAccount'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The setting's key. */
        key: components['schemas']['SettingKey'];
      };
      cookie?: never;
    };
    /** Read a stored user setting */
    get: operations['getSetting'];
    /** Store a user setting (e.g. the ranking filter selection) */
    put: operations['saveSetting'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metadata/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Additive delivery locations of the own account */
    get: operations['listAdditiveLocations'];
    put?: never;
    /** Add an additive delivery location */
    post: operations['createAdditiveLocation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metadata/locations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /** Change an additive delivery location */
    put: operations['updateAdditiveLocation'];
    post?: never;
    /** Delete an additive delivery location */
    delete: operations['deleteAdditiveLocation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Fuel offers on the market for the logged-in buyer
     * @description Offers of connected sellers in the current market window, priced for the buyer. Buyers only.
     *     An offer is listed while it is ACTIVE, its seller's relationship with the buyer is RELEASED with
     *     both sides ENABLED (and the relationship's terminal and product approvals include it), it belongs
     *     to the buyer's platform, today lies within its availability dates and the current time within its
     *     daily trading hours (local time: Europe/Zurich on the Swiss platform, Europe/Berlin otherwise;
     *     start inclusive, end exclusive), and its available volume reaches its minimum order quantity.
     *     Live (API) offers are priced from the window's ICE gasoil future and FX quotes and are withheld
     *     while those are older than two minutes (`livePricesAvailable` false: rule T6, M5); fixed offers
     *     stay. 503 `SERVICE_UNAVAILABLE` while no market window is open. `sortBy`: `price`, `product`,
     *     `terminal`, `seller`, `offerAvailability`, `maximumAvailable`, `minimumOrderQuantity`,
     *     `maximumOrderQuantity` (without `sortBy`: product category order, product, price); an unknown
     *     field, delivery address or favourites list is 400 `VALIDATION_FAILED`. `filterOptions` are those
     *     of every offer the buyer may see (before the query's filters), plus the buyer's delivery
     *     addresses. For a shareholder child account (an Aviat) its parent's settings apply as in its basket
     *     and orders: offers at terminals outside its approved list are not listed, prices include its
     *     price adjustment (per litre, so 100 times it per 100 l), and an offer whose adjusted price is zero
     *     or below is not listed.
     */
    get: operations['getOffers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offers/childAccount/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The selected shareholder child account.
         * @example acc-aviat-nord
         */
        id: string;
      };
      cookie?: never;
    };
    /**
     * Market offers as seen by a selected child account
     * @description Used on the market route when a parent shareholder selects a child account: the market of that
     *     child account (the rules and query parameters of `getOffers`). 404 for an unknown account, 403
     *     when the caller's account is not a parent shareholder account of it.
     */
    get: operations['getChildAccountOffers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/offers/additives': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Additive offers (market for buyers, own offers for sellers)
     * @description A shareholder child account's view (its own, or its parent's with `buyerIds` naming that one child) lists its prices with its price adjustment per litre, the price its basket and order take; an offer it would price at zero or below is not listed.
     */
    get: operations['getAdditiveOffers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offer/additive/edit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change an additive offer's status (enable switch or removal)
     * @description ACTIVE and PAUSED are toggled by the enable switch; REMOVED deletes the offer.
     */
    put: operations['editAdditiveOfferStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/offer/additive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create (or clone) an additive offer; a clone is always created PAUSED */
    post: operations['createAdditiveOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller's own fuel offers */
    get: operations['listFuelOffers'];
    put?: never;
    /**
     * Create a fuel offer
     * @description A new offer of the seller's account, ACTIVE at once with its whole volume available (rule V7). A
     *     refused offer is a 400 `VALIDATION_FAILED` whose `errors` name each field (JSON pointer) with one of
     *     these messages: `required`, `positive_required`, `not_negative`, `below_minimum` (maximum below
     *     minimum order quantity), `above_total_volume`, `before_start` (an end before its start: dates,
     *     daily times, custom collection period), `custom_required` (dates given with a STANDARD period),
     *     `price_type_disabled` (TRACKING), `at_most_8_digits_4_decimals` / `at_most_6_digits_6_decimals`
     *     (prices and surcharges / FX rates are kept exactly, never rounded), `unknown_product` (not a fuel),
     *     `unknown_terminal` (not on the seller's platform), `month_not_offered` (a `futureMonth` other than
     *     `M00` where the brand does not let sellers choose the ICE month, every platform but the Swiss one;
     *     an edit may also keep the month the offer has, which an expiry rule may have moved),
     *     `outside_trading_horizon` (an availability or collection date more than two years before or after
     *     today, such as the year 0026; an edit may keep a date the offer has).
     */
    post: operations['createFuelOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/offers/{offerId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The offer id.
         * @example off-1001
         */
        offerId: components['parameters']['OfferIdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Edit a fuel offer
     * @description Saves the whole offer over the `version` read (rule V12): a stale version is 409 `VERSION_CONFLICT`
     *     (another user of the account saved or deleted it meanwhile) and nothing is saved; to overwrite, the
     *     client reads the offer again and sends the edit with the current version. The available volume moves
     *     with the total; a total below the volume ordered already is `below_ordered_volume`. Field messages
     *     as for createFuelOffer.
     */
    put: operations['updateFuelOffer'];
    post?: never;
    /** Delete a fuel offer */
    delete: operations['deleteFuelOffer'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/offers/{offerId}/customer-prices': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The offer id.
         * @example off-1001
         */
        offerId: components['parameters']['OfferIdPath'];
      };
      cookie?: never;
    };
    /**
     * The offer's price per customer (customer dropdown)
     * @description Every customer with a released relationship to the seller (or only `customerId`), by name, with the price the customer gets now. A customer whose price the rules bring to zero or below is left out (the offer is not on that customer's market). A live offer without fresh market prices is 503 `MARKET_DATA_UNAVAILABLE`.
     */
    get: operations['getCustomerPrices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who changed the seller's offers and pricing engine, and how (newest first)
     * @description Every creation, edit and deletion of one of the account's offers, pricing rules, expiry rules, product densities or minimum prices, from every path (form, CSV upload, rules, an expiry roll by the platform with a null user): when, by whom, and each changed field with its value before and after (database column names; bookkeeping columns left out). An order taking volume from an offer is not an edit and is not listed.
     */
    get: operations['listAuditEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/offer-uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** History of CSV offer uploads */
    get: operations['listCsvUploads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/offer-uploads/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the CSV offer template
     * @description The upload file's columns with two example rows on the seller's platform (a fixed and a live offer). One row is one offer: an empty `offerId` creates it, an `offerId` of the seller's replaces that offer, `action` DELETE removes it. Decimals with a comma or a point, dates YYYY-MM-DD or DD.MM.YYYY, times HH:MM; an empty `collectionStartDate` and `collectionEndDate` mean the standard collection period.
     */
    get: operations['getCsvTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/offer-uploads/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the seller's fuel offers as an upload file
     * @description The seller's fuel offers in the template's columns, each row with its `offerId`: edit the rows (or mark them `DELETE` in `action`) and upload the file again. Cells that a spreadsheet would execute (starting with = + - @) are prefixed with an apostrophe.
     */
    get: operations['exportFuelOffersCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/offer-uploads/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a CSV file and preview its effect
     * @description Nothing is applied. Every problem is listed with its line (`row`, the header is line 1) and column (empty for the whole line or file); an upload with errors cannot be applied. A preview can be applied for 24 hours. A file that is not semicolon-separated, not UTF-8 or Windows-1252 text, has a line longer than 16,384 characters or a cell that starts with a formula character is answered with its errors, not refused. A file over 2 MB is refused (413). Rows are checked as the offer API checks them, the ICE month too (`futureMonth` other than M00 off the Swiss platform, unless an updated offer has it already).
     */
    post: operations['previewCsvUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/seller/offer-uploads/{uploadId}/apply': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The id from the preview.
         * @example up-78
         */
        uploadId: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply a previewed CSV upload
     * @description All or nothing, in one transaction. A preview with errors, or an offer of the file that was changed, ordered from or deleted since the preview, aborts the whole upload (422 `CSV_UPLOAD_FAILED`); an unknown, expired (24 hours) or already applied preview is 404.
     */
    post: operations['applyCsvUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/basket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The basket with its price reservation and price-update deadlines */
    get: operations['getBasket'];
    put?: never;
    post?: never;
    /** Empty the basket and release all reservations */
    delete: operations['clearBasket'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/basket/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Put an offer into the basket and reserve its price
     * @description Buyers only. Reserves the offer's current price for the buyer until `reservedUntil` = the earlier of
     *     now + the server's hold (`BASKET_HOLD_SECONDS`, default 120 s) and the end of the current market
     *     window: a reservation never outlives the window its price belongs to. `priceUpdateAt` is the end of
     *     that window (when the next window brings new prices). After `reservedUntil` the client refreshes
     *     (`refreshBasket`). Rule V8: the quantity lies between the offer's minimum and maximum order
     *     quantity (the buyer's override where one exists) and not above the available volume, else 422
     *     `QUANTITY_OUT_OF_RANGE` or `NOT_ENOUGH_VOLUME`; an offer that is not orderable now (paused, outside
     *     its dates or daily hours, no open market window, no live price) is 422 `OFFER_NOT_AVAILABLE`.
     *     `deliveryAddressId` must be one of the buyer's delivery addresses (fuels; null = self pickup) or
     *     additive delivery locations (additives, required), else 400 `VALIDATION_FAILED`. While the
     *     deployment has purchasing switched off (`PURCHASING_DISABLED`, Swiss platform) nothing is reserved:
     *     403 `PURCHASING_DISABLED` (the basket can still be read and emptied).
     */
    post: operations['addBasketItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/basket/items/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The basket item.
         * @example bi-1
         */
        itemId: string;
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change the quantity or delivery address of a basket item
     * @description 403 `PURCHASING_DISABLED` while the deployment has purchasing switched off.
     */
    put: operations['updateBasketItem'];
    post?: never;
    /** Remove an item and release its reservation */
    delete: operations['removeBasketItem'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/basket/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refresh the reserved prices and restart the reservation countdown
     * @description Re-quotes every item at the current price: `originalPrice` becomes the previously reserved price
     *     (so the app can show the change), `price` the new one, the payment term the relationship's current
     *     one, and the hold restarts (`reservedUntil`, `priceUpdateAt` as for `addBasketItem`). One action
     *     extends every reservation (WCAG 2.2.1). An item whose offer is no longer orderable makes the whole
     *     refresh fail with 422 (`OFFER_NOT_AVAILABLE`, `context.basketItemId`) and changes nothing. 403
     *     `PURCHASING_DISABLED` while the deployment has purchasing switched off.
     */
    post: operations['refreshBasket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orders of the own account (sellers load them after login) */
    get: operations['listOrders'];
    put?: never;
    /**
     * Place the order for the basket's items
     * @description Buyers with the role MyOffers_Purchase only. Each business rejection has its own `code`
     *     (status 422): `INSUFFICIENT_CREDIT_LIMIT`, `INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER` (the main
     *     shareholder seller's wording), `DAILY_PURCHASE_LIMIT_REACHED`, `OFFER_NOT_AVAILABLE`,
     *     `NOT_ENOUGH_VOLUME` (`context.newAvailableVolume`), `RELATIONSHIP_DISABLED` (`context.sellerName`),
     *     `PAYMENT_TERM_CHANGED`, `ANTITRUST_ANONYMITY`, `RESERVATION_EXPIRED` (refresh the basket first),
     *     `QUANTITY_OUT_OF_RANGE`. A technical failure is 500 `BASKET_TECHNICAL_ERROR`
     *     (close the basket and retry). Placed orders cannot be undone.
     *
     *     All chosen items are ordered in one transaction (all or nothing), at their reserved prices, one
     *     order per item (status INCOMPLETE); the items leave the basket. 403 `FORBIDDEN` when the user lacks
     *     MyOffers_Purchase or the seller has withdrawn the buyer's purchase rights, 403
     *     `PURCHASING_DISABLED` while the deployment has purchasing switched off; 404 when an item is not
     *     in the caller's basket. Credit: for a relationship with a credit limit mode other than NONE, the
     *     limit minus its utilisation minus the gross of the buyer's open orders with the seller (status other
     *     than COMPLETE and CANCELLED) must cover the order's gross; for a member of a shareholder group whose
     *     parent account has the feature sharedCreditLimits, the parent's limit with the seller must also
     *     cover the whole group's open orders (`INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER`). Daily purchase
     *     limits (litres per product and platform-local day) include the day's orders.
     *
     *     With an `Idempotency-Key` the outcome (201 and the confirmation, or a 403/404/422 rejection) is
     *     stored with the order in the same transaction and kept 24 hours per user and key: the same key
     *     with the same body answers that outcome again (same status and body) and places nothing twice, also
     *     when the first answer was lost after the order was committed; a request with the same key that
     *     arrives while the first one runs waits for it. The same key with another body is 409
     *     `IDEMPOTENCY_KEY_REUSED`.
     */
    post: operations['placeOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/open-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Number of open orders (menu bubble for sellers)
     * @description Orders with status INCOMPLETE count as open. The app shows `99+` above 99.
     */
    get: operations['getOpenOrdersCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/orderStats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Account ranking or product volumes for the statistics and the dashboard
     * @description Over the caller's fuel orders that were not declined (sellers: received; buyers: placed, a parent shareholder with ChildAccounts_Offers_View also its child accounts'). ACCOUNT_RANKING ranks the trading partners (a seller's buyers, a buyer's sellers) by volume, then number of orders; PRODUCT_VOLUME gives each product's volume per time step. `dateRangeSelected` wins over `dayQuery` (the last N days up to now). The options list what the caller's orders offer to filter by.
     */
    get: operations['getOrderStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order id.
         * @example ord-20261122-0042
         */
        orderId: components['parameters']['OrderIdPath'];
      };
      cookie?: never;
    };
    /**
     * One order with its positions and amounts
     * @description The buyer's or the seller's order (another account's is 404). Buyers of a platform without a
     *     buyers' orders page (brand flag NO_ORDERS_BUYER_PAGE, the Austrian platform) are refused with 403
     *     `NOT_ON_PLATFORM`.
     */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * The seller changes an order's volume or price (marks it edited)
     * @description Only the order's seller, only while the order is open or in review (INCOMPLETE, MANUAL; otherwise 409 ORDER_STATUS_CONFLICT). The volume and price as ordered stay (`originalVolume`, `originalPrice`) and the order reads as edited. Net, VAT and gross follow the new figures. More volume is taken from the offer (409 NOT_ENOUGH_VOLUME with `context.available` when it has too little); less goes back to it.
     */
    patch: operations['editOrder'];
    trace?: never;
  };
  '/api/orders/{orderId}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order id.
         * @example ord-20261122-0042
         */
        orderId: components['parameters']['OrderIdPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm an open order (seller); cannot be undone
     * @description The seller of the order confirms it (INCOMPLETE or MANUAL -> CONFIRMED), optionally with the
     *     contract and pickup numbers. An order in another status -> 409 `ORDER_STATUS_CONFLICT`
     *     (`context.status`, e.g. declined meanwhile by a colleague). Another account's order -> 404.
     */
    post: operations['confirmOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{orderId}/review': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order id.
         * @example ord-20261122-0042
         */
        orderId: components['parameters']['OrderIdPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set an open order in review (seller)
     * @description INCOMPLETE -> MANUAL (buyers see "in review"); the order stays open for confirmation or decline.
     *     Another status -> 409 `ORDER_STATUS_CONFLICT`.
     */
    post: operations['setOrderInReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{orderId}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order id.
         * @example ord-20261122-0042
         */
        orderId: components['parameters']['OrderIdPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline an open order (seller); cannot be undone
     * @description INCOMPLETE or MANUAL -> CANCELLED (buyers see "declined"). The order's volume goes back to its
     *     offer and no longer uses the buyer's credit. Another status -> 409 `ORDER_STATUS_CONFLICT`.
     */
    post: operations['declineOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orders/{orderId}/transfer': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order id.
         * @example ord-20261122-0042
         */
        orderId: components['parameters']['OrderIdPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a confirmed order as transferred to the seller's own systems (seller)
     * @description CONFIRMED -> TRANSFERRED. Another status -> 409 `ORDER_STATUS_CONFLICT`.
     */
    post: operations['transferOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orderHistory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Order history with filters (fuels or additives)
     * @description Default page size 20, sorted by `created` descending. Sellers see the orders they received; buyers
     *     the orders they placed and, as a parent shareholder with ChildAccounts_Offers_View, those of their
     *     child accounts (then `shareholderList`, or `buyerList`, picks among them). Filters only narrow that
     *     set; ids outside it match nothing. The filter options cover every order of the product type the
     *     caller may see, whatever the filters. List filters match any of their values; all filters must
     *     match. Collection range filters match orders whose collection period overlaps the range (compared as
     *     the platform's local dates).
     */
    get: operations['getOrderHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/orderHistory/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The filtered order history as a CSV file
     * @description Every order the same filters select in `getOrderHistory` (all pages), in its sort order, as a spreadsheet file: semicolon separated, UTF-8 with byte order mark, the platform's decimal mark (comma; point on the Swiss platform), no thousands separators, dates DD.MM.YYYY HH:mm in the platform's local time, statuses as the caller's side reads them. Text cells a spreadsheet would execute (starting with = + - @, tab or carriage return) are prefixed with an apostrophe. The file is written while it is read, so its size has no bound in memory.
     */
    get: operations['exportOrderHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favourites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The buyer's favourite market lists
     * @description Loaded after login for buyers only.
     */
    get: operations['getFavourites'];
    put?: never;
    /**
     * Save a favourites list (wizard result)
     * @description Buyers only (rule S2). The list needs a name not used by another list of the account (compared trimmed, case-insensitive) and at least one seller; sellers must be connected to the buyer (a released relationship), products, regions and terminals must exist on the buyer's platform. Each error names its field (`errors[].path`, e.g. `/sellers/0`).
     */
    post: operations['createFavourite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favourites/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change a favourites list
     * @description Validated as createFavourite; another account's list is not found.
     */
    put: operations['updateFavourite'];
    post?: never;
    /** Delete a favourites list */
    delete: operations['deleteFavourite'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/price-alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The buyer's price alerts
     * @description The calling user's own price alerts (each buyer user keeps their own; colleagues do not see them),
     *     newest first. Buyers only, and only on platforms with price alerts (brand flag PRICE_ALERT, the
     *     default platform [B9]); elsewhere 403 `NOT_ON_PLATFORM`.
     *
     *     The server evaluates every ACTIVE alert on every price tick: the price it watches is the lowest
     *     price the user's market lists now for the alert's product at its terminal (the buyer's customer
     *     prices, an Aviat's adjustment included; live offers only with quotes at most two minutes old, so a
     *     stale quote never triggers), per 100 L at 15 °C in the platform currency (EUR/100L15). With
     *     `liftingPeriodType` TODAY only offers whose collection period includes today (platform time) count,
     *     with ALL every offer. BELOW triggers at a price at or below `value`, ABOVE at or above it. A
     *     triggered alert turns TRIGGERED exactly once (with `triggeredAt` and `triggeredPrice`), is sent as a
     *     `priceAlert` event to the user's event streams and mailed to the user; it stays TRIGGERED until it
     *     is changed (PUT makes it ACTIVE again). No offer for the product at the terminal: nothing happens.
     */
    get: operations['listPriceAlerts'];
    put?: never;
    /** Create a price alert */
    post: operations['createPriceAlert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/price-alerts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /** Change a price alert (re-activates a triggered alert) */
    put: operations['updatePriceAlert'];
    post?: never;
    /** Delete a price alert */
    delete: operations['deletePriceAlert'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/news': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The last 10 news of connected sellers (or the own news for sellers) */
    get: operations['listNews'];
    put?: never;
    /** Publish a news item (sellers with the newsBox feature) */
    post: operations['createNews'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/delivery-addresses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Delivery addresses of the own account
     * @description Buyers only (spec §3, rule S8). Archived addresses (see deleteDeliveryAddress) are not listed; the metadata's `deliveryAddresses` and the market's delivery choice list the same addresses.
     */
    get: operations['listDeliveryAddresses'];
    put?: never;
    /**
     * Add a delivery address
     * @description Company, street and number, zip code and city are required; the country is one of the metadata's `countries` (rule E7; DE when none is given) and the zip code must have its format (DE five digits; AT, BE, CH four; NL four digits and two letters). Errors name their field (`errors[].path`).
     */
    post: operations['createDeliveryAddress'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/delivery-addresses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change a delivery address
     * @description Validated as createDeliveryAddress. Orders refer to the address, so their display follows the change; an archived or another account's address is not found.
     */
    put: operations['updateDeliveryAddress'];
    post?: never;
    /**
     * Delete a delivery address
     * @description Refused (409 `DELIVERY_ADDRESS_IN_USE`) while an order still under way (INCOMPLETE, MANUAL, CONFIRMED) or a basket item uses the address. An address only closed orders refer to is archived: those orders keep showing it, nothing offers it again. Any other address is removed.
     */
    delete: operations['deleteDeliveryAddress'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/empty-barrels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The last 5 empty-barrel return requests */
    get: operations['listEmptyBarrelRequests'];
    put?: never;
    /** Request the return of empty barrels */
    post: operations['createEmptyBarrelRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the contact form
     * @description Mails the message, with the signed-in sender's user and company, to the platform brand's support contact. At most 5 messages per user and hour; beyond that 429 `RATE_LIMITED` with `Retry-After`. Name, subject and message must contain more than white space (400 `VALIDATION_FAILED`).
     */
    post: operations['sendContactMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/relationships': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Request a relationship with a seller (buyer)
     * @description Re-requesting after a cancellation needs the seller to set the relationship up again.
     */
    post: operations['requestRelationship'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/relationships/sellers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The sellers a buyer may ask for a relationship
     * @description The sellers of the buyer's platform that are not blocked and with which the buyer has no
     *     relationship yet, by name (a declined or cancelled relationship is set up again by the seller).
     *     In single seller mode the list is empty: there is nobody to ask.
     */
    get: operations['listRequestableSellers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/relationships/{accountType}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The other side's account type (`seller` for a buyer's sellers, `buyer` for a seller's buyers). */
        accountType: 'buyer' | 'seller';
      };
      cookie?: never;
    };
    /** Relationships of the own account */
    get: operations['listRelationships'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/relationships/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a relationship (buyer) */
    post: operations['cancelRelationship'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/relationships/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept (release) a relationship (seller); saves, activates and mails the buyer */
    post: operations['acceptRelationship'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/relationships/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline a relationship (seller) */
    post: operations['declineRelationship'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/relationships/{id}/in-review': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a relationship in review (seller) */
    post: operations['setRelationshipInReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/relationships/{id}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Set credit limit, payment days, approvals, purchase rights and creditor number for a buyer (seller)
     * @description A credit limit is required for every mode but NONE (V9); a payment term is required for every product
     *     the buyer may buy (the listed ones under MANUAL, the seller's offered fuels under ALL). Purchase rights
     *     change only where the brand lets sellers set them (SELLER_ABLE_TO_SET_PURCHASE_RIGHTS), else 403.
     *     The creditor number ("Kreditorennummer") is kept only where the brand keeps creditor numbers
     *     (CREDITORS, the Austrian platform): it is trimmed, empty means none, and otherwise it is 1 to 30
     *     letters, digits, `-`, `/` or `.` (else 400 at `/creditorNumber`); elsewhere a request that would
     *     change it (any non-empty number) is refused with 403. Left out, the number stays as it is. Orders
     *     placed afterwards carry the number (OrderHistoryRow `creditor`); orders placed before keep theirs.
     */
    put: operations['updateRelationshipSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/relationships/{id}/credit': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    /**
     * The live credit of a relationship (seller or buyer of it)
     * @description The credit limit and what uses it now: the gross of the buyer's open orders with the seller (every
     *     status but COMPLETE and CANCELLED), the gross held by reservations in the buyer's users' baskets,
     *     and the amount still free (limit − external utilisation − open orders − baskets; may be negative).
     *     `free` is null when the mode is NONE (no limit). When the buyer is the child of a shareholder
     *     parent with the feature sharedCreditLimits and the parent's relationship with the seller has a
     *     limit, `group` gives the same figures for the whole group against the parent's limit.
     */
    get: operations['getRelationshipCredit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sub-accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shareholder child accounts (aviaten) of the own parent account */
    get: operations['listSubAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sub-accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    /** One child account with the purchase limit utilisation */
    get: operations['getSubAccount'];
    /** Change a child account's payment terms, purchase limit, shortening, price adjustment and terminals */
    put: operations['updateSubAccount'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contracts/triggers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Price triggers of the contract management (feature triggers) */
    get: operations['listTriggers'];
    put?: never;
    /** Create a price trigger for a contract */
    post: operations['createTrigger'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contracts/triggers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /** Change a price trigger */
    put: operations['updateTrigger'];
    post?: never;
    /** Delete a price trigger */
    delete: operations['deleteTrigger'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contracts/triggers/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The seller rejects an active trigger on one of their offers
     * @description ACTIVE -> REJECTED, with an optional comment both sides see. A trigger in another status -> 409 `TRIGGER_STATE_CONFLICT` (`context.status`); a stale version -> 409 `VERSION_CONFLICT`; a trigger on another seller's offer -> 404.
     */
    post: operations['rejectTrigger'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pricing/rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pricing rules (global FX/exchange, product, terminal and customer price rules) */
    get: operations['listPricingRules'];
    put?: never;
    /**
     * Create a pricing rule
     * @description A rule with the same terminal/product relation as an existing one is rejected (409 `DUPLICATE_RULE`).
     */
    post: operations['createPricingRule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pricing/rules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /** Change a pricing rule (409 `VERSION_CONFLICT` when it was changed or deleted by another user) */
    put: operations['updatePricingRule'];
    post?: never;
    /** Delete a pricing rule */
    delete: operations['deletePricingRule'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pricing/rule-groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Groups of product and terminal price rules */
    get: operations['listPricingRuleGroups'];
    put?: never;
    /** Create a group of price rules */
    post: operations['createPricingRuleGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pricing/expiry-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Expiry rules (when the ICE future month rolls)
     * @description The seller's expiry rules, soonest first. At a rule's date and time (the platform's clock) the
     *     future month of each of the seller's live offers moves one month forward (`MONTH_FORWARD`, M01 ->
     *     M02) or back (`MONTH_BACK`, M01 -> M00), never past M00 or M06; the rule is then `EXPIRED`. The
     *     change shows in the offers, their prices and the audit log (made by the platform).
     */
    get: operations['listExpiryRules'];
    put?: never;
    /**
     * Create an expiry rule
     * @description A rule for the same date and time already exists -> 409 `DUPLICATE_EXPIRY_RULE`. A date and time
     *     that has passed -> 400 (`/date`: `not_in_future`).
     */
    post: operations['createExpiryRule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pricing/expiry-rules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change an expiry rule
     * @description Only an active rule can be changed (an expired one -> 409 `EXPIRY_RULE_EXPIRED`).
     */
    put: operations['updateExpiryRule'];
    post?: never;
    /** Delete an expiry rule */
    delete: operations['deleteExpiryRule'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pricing/densities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Product densities and conversion factors used to convert EUR/mt into EUR/100L15
     * @description One entry per fuel product of the platform: the seller's own values, or the product's master-data
     *     density for both until the seller sets them. Live prices and per-tonne rules convert with the
     *     conversion factor (t/m³). The conversion factor is the seller's to set only on the platform with
     *     the conversion factors tab (`PRICING_CONVERSION_FACTORS_TAB`, Swiss); elsewhere it follows the
     *     density.
     */
    get: operations['listProductDensities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pricing/densities/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The product.
         * @example heizoel-el
         */
        productId: string;
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change a product's density and conversion factor
     * @description Both are required (rule V7), decimals from 0.5000 to 1.5000 (`/density`, `/conversionFactor`:
     *     `required`, `decimal_required`, `out_of_range`). Without the conversion factors tab the conversion
     *     factor must equal the density (`conversion_factor_not_available`). The first change of a product
     *     names version 1 (the master-data values).
     */
    put: operations['updateProductDensity'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pricing/min-prices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Price optimisation - minimum prices per product and terminal
     * @description The seller's minimum prices by product and terminal name. A minimum price floors the own price of
     *     every offer of the seller for that product at that terminal (before customer rules), as an offer's
     *     own minimum price does; where both exist the higher one counts. Amounts in the platform currency
     *     per 100 L at 15 °C.
     */
    get: operations['listMinimumPrices'];
    put?: never;
    /**
     * Set a minimum price for a product at a terminal
     * @description One per product and terminal (a second -> 409 `DUPLICATE_MIN_PRICE`, `context.existingId`). The
     *     amount is positive with at most four decimals (`/minPrice`: `positive_required`). When the seller's
     *     prices cannot be locked in time (another change of the seller's offers or prices is running) the
     *     update fails with 503 `MIN_PRICE_UPDATE_FAILED`: nothing changed, retry later (rule M5).
     */
    post: operations['createMinimumPrice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pricing/min-prices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change a minimum price (a failure says to retry later)
     * @description As creating one; a stale version -> 409 `VERSION_CONFLICT`.
     */
    put: operations['updateMinimumPrice'];
    post?: never;
    /** Remove a minimum price */
    delete: operations['deleteMinimumPrice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Company accounts of the platform (platform operator) */
    get: operations['listCompanyAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    /**
     * A company account of the platform with its master data and shareholder link (platform operator)
     * @description Another platform's account is 404 `NOT_FOUND`.
     */
    get: operations['getCompanyAccount'];
    /**
     * Change a company account's data (platform operator)
     * @description Only the platform operator changes company account data (spec §6, P5). Only the fields sent are
     *     changed; `version` is the version read (stale -> 409 `VERSION_CONFLICT` with `context.currentVersion`).
     *     The change is logged (`ACCOUNT_UPDATED`, with each changed field's old and new value). A request that
     *     changes nothing answers the account as it is, without a log entry and without a new version.
     */
    put: operations['updateCompanyAccount'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/accounts/{id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    /** The users of a company account of the platform (platform operator) */
    get: operations['listCompanyUsers'];
    put?: never;
    /**
     * Create a user under a shareholder account (platform operator)
     * @description Only under a shareholder account (a parent or a child, spec §6 P5); under any other account 409
     *     `SHAREHOLDER_CONFLICT`. The e-mail is the username and must not be used by any user yet
     *     (case-insensitive; 400 `VALIDATION_FAILED` with a field error on `/email`). The user gets no
     *     password: a link to set one (`/passwort/reset/<key>`) is mailed to the address. Logged as
     *     `USER_CREATED`.
     */
    post: operations['createCompanyUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/accounts/{id}/shareholder': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Make a buyer account a shareholder parent, a child (Aviat) of a parent, or neither (platform operator)
     * @description Only buyer accounts take part. `child` needs `parentAccountId`: a buyer account of the platform
     *     whose role is `parent`, not the account itself (unknown -> 400 on `/parentAccountId`). A parent
     *     with children stays a parent until its children are detached; a child goes to `none` or to another
     *     parent, not directly to `parent`. Refusals are 409 `SHAREHOLDER_CONFLICT` with `context.reason`
     *     (`NOT_BUYER`, `PARENT_NOT_BUYER`, `PARENT_NOT_SHAREHOLDER`, `OWN_PARENT`, `HAS_CHILDREN`,
     *     `CHILD_TO_PARENT`); a stale `version` is 409 `VERSION_CONFLICT`. A detached child leaves its old
     *     parent's sub-accounts (with the parent's settings for it). Logged as `SHAREHOLDER_CHANGED` (changes
     *     of `role` and `parentAccountId`); setting the current role again changes nothing and logs nothing.
     */
    put: operations['setShareholder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The operator actions on the platform, newest first (platform operator)
     * @description Every operator action (blocks, account and shareholder changes, users created, master data), with who did it, when, what changed and why.
     */
    get: operations['listOperatorAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/accounts/{id}/block': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /** Block or unblock a company account (blocks all its users) */
    put: operations['setCompanyBlocked'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/users/{id}/block': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /** Block or unblock a single user */
    put: operations['setUserBlocked'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/master-data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Products, regions and terminals of the platform (platform operator)
     * @description The product catalogue (shared by all platforms), and the platform's regions with their terminals.
     *     `inUse` tells whether offers, orders, settings, favourites, rules … refer to the row, so it cannot
     *     be deleted.
     */
    get: operations['getMasterData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a product to the catalogue (platform operator)
     * @description The sort order follows the category (Heizöl 10, Diesel 20, Benzin 30, else 100); additives have the
     *     category `Additiv`, fuels one of the others (`/category`: `category_mismatch`). Density in kg/l from
     *     0.5000 to 1.2000 with at most four decimals (`/density`: `out_of_range`, `too_many_decimals`). The
     *     name is unique, ignoring case (`/name`: `name_taken`).
     */
    post: operations['createProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Rename a product or change its density (platform operator)
     * @description Same rules as on creation; a stale `version` is refused (`VERSION_CONFLICT`).
     */
    put: operations['updateProduct'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/regions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a region to the platform (platform operator)
     * @description The name is unique within the platform, ignoring case (`/name`: `name_taken`). Without `sort` the
     *     region goes last.
     */
    post: operations['createRegion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/regions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Rename or re-sort a region of the platform (platform operator)
     * @description Same rules as on creation; a stale `version` is refused (`VERSION_CONFLICT`).
     */
    put: operations['updateRegion'];
    post?: never;
    /**
     * Delete a region without terminals (platform operator)
     * @description Refused with `MASTER_DATA_IN_USE` while the region has terminals or anything refers to it.
     */
    delete: operations['deleteRegion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/terminals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a terminal to a region of the platform (platform operator)
     * @description `regionId` names a region of the platform (`/regionId`: `not_found`); the name is unique within the
     *     platform, ignoring case (`/name`: `name_taken`); name and city are not blank (`required`); `CH` only
     *     on the Swiss platform (`/country`: `country_not_available`).
     */
    post: operations['createTerminal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/terminals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Rename, move or relocate a terminal of the platform (platform operator)
     * @description Same rules as on creation; a stale `version` is refused (`VERSION_CONFLICT`).
     */
    put: operations['updateTerminal'];
    post?: never;
    /**
     * Delete a terminal nothing refers to (platform operator)
     * @description Refused with `MASTER_DATA_IN_USE` while offers, orders, settings, favourites, rules … refer to it.
     */
    delete: operations['deleteTerminal'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description RFC 9457 problem details with a machine-readable `code`. */
    Problem: {
      /** @description A URI for the problem type; `about:blank` when the code says all. */
      type: string;
      /** @description Short German summary. */
      title: string;
      status: number;
      /** @description Machine-readable error code, one of `ErrorCode` (clients must tolerate unknown codes). */
      code: components['schemas']['ErrorCode'] | string;
      /** @description German explanation for the user. */
      detail?: string;
      /** @description Field-level validation errors. */
      errors?: components['schemas']['FieldProblem'][];
      /** @description Extra data for the message (e.g. `newAvailableVolume`, `sellerName`). */
      context?: {
        [key: string]: unknown;
      };
    };
    Message: {
      message: string;
    };
    /**
     * @description An exact decimal number as a string (money, prices, rates). Dot as decimal mark.
     * @example 92.4500
     */
    Decimal: string;
    /**
     * @description A volume in whole litres (at most a trillion, far beyond any terminal and exact in JSON).
     * @example 30000
     */
    Litres: number;
    /** @enum {string} */
    AccountType: 'buyer' | 'seller' | 'admin';
    /**
     * @description The brand platform an account belongs to.
     * @enum {string}
     */
    Platform: 'default' | 'ch' | 'at';
    /** @enum {string} */
    Role: 'MyRelationships_View' | 'ChildAccounts_View' | 'ChildAccounts_Offers_View' | 'MyOffers_Purchase';
    /** @enum {string} */
    Feature: 'productAdditives' | 'newsBox' | 'sharedCreditLimits' | 'triggers';
    LoginRequest: {
      /** @description Username or e-mail. */
      username: string;
      password: string;
    };
    PasswordResetRequest: {
      /** Format: email */
      email: string;
    };
    SetPasswordRequest: {
      /** @description At least 8 characters, a lowercase and an uppercase letter (A-Z), a digit and/or one of ! ? $ # %. */
      password: string;
      passwordConfirmation: string;
    };
    GtcAccepted: {
      /** @default false */
      accepted: boolean;
      /** Format: date-time */
      acceptedAt?: string | null;
    };
    /** @description The logged-in user (spec §3 and §7 fields). */
    LoggedInUser: {
      _id: string;
      userId: string;
      username: string;
      accountId: string;
      type_id: components['schemas']['AccountType'];
      /**
       * @description The user is a team administrator of the account (spec §6): the app then also loads the
       *     account's user list at login (`GET /api/user/search`), and may manage team members.
       */
      admin: boolean;
      /** Format: email */
      email: string;
      firstName: string;
      lastName: string;
      /** @description The user is the platform operator (spec §6), who alone may use the operator console. */
      platformOperator?: boolean;
      account: {
        id: string;
        type: components['schemas']['AccountType'];
        platform: components['schemas']['Platform'];
        name: string;
      };
      user: {
        /** Format: email */
        email: string;
        firstName: string;
        lastName: string;
      };
    };
    PriceTick: {
      /** @description Market symbol: ICE gasoil futures contain `/GAS` (e.g. `ICE/GAS/M00`), Brent `BRN`, FX `EUR/USD`, `EUR/CHF`. */
      symbol: string;
      price: components['schemas']['Decimal'];
      /** @description True when the value comes from a live feed that is not stale. */
      live: boolean;
      /** Format: date-time */
      timestamp: string;
    };
    MarketWindow: {
      prices: components['schemas']['PriceTick'][];
      /**
       * Format: date-time
       * @description Server time when the response was made (for clock-skew correction).
       */
      currentTime: string;
      /** Format: date-time */
      created: string;
      /** Format: date-time */
      expires: string;
      /** @description Change of the reference prices since the previous window, per symbol. */
      marketChange: {
        [key: string]: components['schemas']['Decimal'];
      };
    };
    /** @description Platform metadata for the caller's account (spec §3). The full shape is in the Metadata schemas below. */
    Metadata: {
      /** @enum {string} */
      platformStatus: 'OPEN' | 'CLOSED' | 'MAINTENANCE';
      fuels: components['schemas']['Product'][];
      additives: components['schemas']['Product'][];
      regions: components['schemas']['Region'][];
      deliveryOptions: {
        /** @enum {string} */
        id: 'SELF_PICKUP' | 'DELIVERY';
        name: string;
      }[];
      deliveryAddresses: components['schemas']['DeliveryAddress'][];
      liftingPeriods: {
        id: string;
        name: string;
        days: number;
      }[];
      paymentTerms: (7 | 14 | 21 | 30 | 45)[];
      /** @default [] */
      sellers: {
        id: string;
        name: string;
      }[];
      features: components['schemas']['Feature'][];
      roles: components['schemas']['Role'][];
      accountType: components['schemas']['AccountType'];
      shareholderChildAccount: boolean;
      parentShareholderAccount: boolean;
      vat: components['schemas']['Decimal'];
      currency?: components['schemas']['Currency'];
      /** @description Price types and whether they are enabled (FIXED yes, TRACKING no, API yes). */
      priceTypes?: components['schemas']['PriceTypeOption'][];
      /** @description Gas types (gas, gas1 to gas6) with their rates. */
      gasTypes?: components['schemas']['GasRate'][];
      futureMonths?: components['schemas']['FutureMonth'][];
      /** @description Countries offered in address forms. */
      countries?: components['schemas']['CountryCode'][];
    };
    Product: {
      id: string;
      name: string;
      type: components['schemas']['ProductType'];
      /** @description Heizöl, Diesel, Benzin or Additiv. */
      category: string;
      /** @description Category sort order: Heizöl 10, Diesel 20, Benzin 30, else 100. */
      sortOrder: number;
      density: components['schemas']['Decimal'];
    };
    Terminal: {
      id: string;
      name: string;
      country: components['schemas']['CountryCode'];
      regionId: string;
      city?: string;
    };
    Region: {
      id: string;
      name: string;
      terminals: components['schemas']['Terminal'][];
    };
    /** @description A delivery address of a buyer (spec §3); displayed as street plus zip code in brackets. */
    DeliveryAddress: {
      id: string;
      company: string;
      /** @description Street and number. */
      street: string;
      zipCode: string;
      city: string;
      country?: components['schemas']['CountryCode'];
      contactPerson?: string;
      onSiteContact?: string;
      deliveryInstructions?: string;
    };
    /** @description Why one field was refused. Clients word `code` in their language (the app has one German catalogue of every code) and place the problem on the field `path` points to. */
    FieldProblem: {
      /** @description JSON pointer to the field (`/address/zipCode`, `/terminalIds/1`); `''` or `/` for the whole input. */
      path: string;
      code: components['schemas']['FieldProblemCode'];
      /** @description The bound of `too_short` and `too_long` (characters), of `too_small` and `too_large` (the number) or of `too_few` and `too_many` (entries). */
      limit?: number;
      /** @description A German sentence for logs and readers of the raw answer, or the code itself where there is none; clients show their own text for `code`. */
      message: string;
    };
    /**
     * @description Why a field was refused. Request validation: `required`, `wrong_type`, `invalid_format`, `invalid_email`, `too_short`/`too_long`, `too_small`/`too_large`, `too_few`/`too_many` (entries of a list; each pair with `limit`), `duplicate` (a list names an entry twice), `not_allowed` (not one of the allowed values), `not_expected` (a field the operation does not take), `invalid`; the rest are the operations' own rules. `too_many_digits` is a decimal that does not fit its column (the message names the digits, e.g. `at_most_8_digits_4_decimals`).
     * @enum {string}
     */
    FieldProblemCode:
      | 'required'
      | 'wrong_type'
      | 'invalid_format'
      | 'invalid_email'
      | 'too_short'
      | 'too_long'
      | 'too_small'
      | 'too_large'
      | 'too_few'
      | 'too_many'
      | 'not_allowed'
      | 'not_expected'
      | 'invalid'
      | 'invalid_characters'
      | 'positive_required'
      | 'positive_price_4_decimals_required'
      | 'negative_required'
      | 'negative_or_zero_required'
      | 'decimal_required'
      | 'too_many_digits'
      | 'too_many_decimals'
      | 'invalid_price'
      | 'invalid_amount'
      | 'not_negative'
      | 'below_minimum'
      | 'above_total_volume'
      | 'below_ordered_volume'
      | 'volume_or_price_required'
      | 'out_of_range'
      | 'start_after_end'
      | 'before_start'
      | 'custom_required'
      | 'not_in_future'
      | 'valid_until_in_past'
      | 'outside_trading_horizon'
      | 'month_not_offered'
      | 'not_found'
      | 'unknown_product'
      | 'unknown_additive'
      | 'unknown_terminal'
      | 'unknown_region'
      | 'unknown_country'
      | 'unknown_buyer'
      | 'unknown_customer'
      | 'unknown_group'
      | 'unknown_delivery_address'
      | 'unknown_favourites_list'
      | 'unknown_payment_term'
      | 'duplicate'
      | 'category_mismatch'
      | 'country_not_available'
      | 'conversion_factor_not_available'
      | 'no_additives_relationship'
      | 'seller_not_connected'
      | 'price_type_disabled'
      | 'kind_not_supported'
      | 'ice_rules_not_available'
      | 'global_rules_not_available'
      | 'platform_currency_required'
      | 'at_least_one'
      | 'additives_not_traded'
      | 'payment_term_required'
      | 'triggers_not_offered'
      | 'name_taken'
      | 'favourite_name_taken'
      | 'favourite_needs_seller'
      | 'email_taken'
      | 'incorrect_password'
      | 'no_text'
      | 'zip_code_format'
      | 'street_number_required'
      | 'invalid_sort_field'
      | 'lifting_order_number_not_available'
      | 'lifting_order_number_invalid';
    /**
     * @description Every machine-readable error code the API answers with.
     * @enum {string}
     */
    ErrorCode:
      | 'LOGIN_FAILED'
      | 'ACCOUNT_LOCKED'
      | 'USER_BLOCKED'
      | 'UNAUTHENTICATED'
      | 'FORBIDDEN'
      | 'CSRF_REJECTED'
      | 'PUBLIC_URL_MISMATCH'
      | 'NOT_ON_PLATFORM'
      | 'PURCHASING_DISABLED'
      | 'VALIDATION_FAILED'
      | 'PAYLOAD_TOO_LARGE'
      | 'HEADERS_TOO_LARGE'
      | 'REQUEST_TIMEOUT'
      | 'NOT_FOUND'
      | 'VERSION_CONFLICT'
      | 'DUPLICATE'
      | 'DUPLICATE_RULE'
      | 'DUPLICATE_EXPIRY_RULE'
      | 'EXPIRY_RULE_EXPIRED'
      | 'DUPLICATE_MIN_PRICE'
      | 'ORDER_STATUS_CONFLICT'
      | 'IDEMPOTENCY_KEY_REUSED'
      | 'RELATIONSHIP_STATE_CONFLICT'
      | 'TRIGGER_STATE_CONFLICT'
      | 'SHAREHOLDER_CONFLICT'
      | 'MASTER_DATA_IN_USE'
      | 'DELIVERY_ADDRESS_IN_USE'
      | 'UNPROCESSABLE'
      | 'RATE_LIMITED'
      | 'SERVICE_UNAVAILABLE'
      | 'INTERNAL_ERROR'
      | 'RESET_LINK_EXPIRED'
      | 'PASSWORDS_NOT_IDENTICAL'
      | 'PASSWORD_RULES'
      | 'INCORRECT_PASSWORD'
      | 'INSUFFICIENT_CREDIT_LIMIT'
      | 'INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER'
      | 'DAILY_PURCHASE_LIMIT_REACHED'
      | 'OFFER_NOT_AVAILABLE'
      | 'NOT_ENOUGH_VOLUME'
      | 'RELATIONSHIP_DISABLED'
      | 'PAYMENT_TERM_CHANGED'
      | 'ANTITRUST_ANONYMITY'
      | 'RESERVATION_EXPIRED'
      | 'QUANTITY_OUT_OF_RANGE'
      | 'BASKET_TECHNICAL_ERROR'
      | 'CSV_UPLOAD_FAILED'
      | 'MARKET_DATA_UNAVAILABLE'
      | 'MIN_PRICE_UPDATE_FAILED'
      | 'CONTACT_SEND_FAILED';
    /**
     * @description EUR; CHF on the Swiss platform.
     * @enum {string}
     */
    Currency: 'EUR' | 'CHF';
    /**
     * @default desc
     * @enum {string}
     */
    SortType: 'asc' | 'desc';
    /**
     * @description Germany, Austria, Belgium, Netherlands (spec §3); CH for accounts and terminals of the Swiss platform.
     * @enum {string}
     */
    CountryCode: 'DE' | 'AT' | 'BE' | 'NL' | 'CH';
    /** @enum {string} */
    ProductType: 'fuel' | 'additive';
    /**
     * @description FIXED (fixed price), TRACKING (disabled on all platforms), API (live price from the ICE feed).
     * @enum {string}
     */
    PriceType: 'FIXED' | 'TRACKING' | 'API';
    PriceTypeOption: {
      id: components['schemas']['PriceType'];
      enabled: boolean;
    };
    /**
     * @description Price units. `EUR` stands for the platform currency (CHF on the Swiss platform). Fuels are priced
     *     per `EUR/100L15`, additives per `EUR/LITRE`, the market reference is `EUR/METRIC_TONNE`.
     * @enum {string}
     */
    PriceUnit: 'USD/METRIC_TONNE' | 'EUR/METRIC_TONNE' | 'EUR/100L15' | 'EUR/CUBIC_METRE' | 'EUR/LITRE';
    /**
     * @description Surcharges are given in USD per metric tonne or EUR per litre.
     * @enum {string}
     */
    SurchargeUnit: 'USD/METRIC_TONNE' | 'EUR/LITRE';
    /**
     * @description Volume unit codes (cubic metre, litre).
     * @enum {string}
     */
    UnitCode: 'cbm' | 'lt';
    /** @enum {string} */
    GasType: 'gas' | 'gas1' | 'gas2' | 'gas3' | 'gas4' | 'gas5' | 'gas6';
    GasRate: {
      type: components['schemas']['GasType'];
      rate: components['schemas']['Decimal'];
    };
    /**
     * @description ICE gasoil (GAS) or Brent (BRN).
     * @enum {string}
     */
    GasBenchmark: 'GAS' | 'BRN';
    /**
     * @description ICE gasoil future month, front month M00 up to M06.
     * @enum {string}
     */
    FutureMonth: 'M00' | 'M01' | 'M02' | 'M03' | 'M04' | 'M05' | 'M06';
    /** @enum {string} */
    PricingRuleKind:
      | 'DUTY'
      | 'DENSITY'
      | 'BIO_BLEND'
      | 'FX'
      | 'ICE_GASOIL'
      | 'ICE_BRENT'
      | 'FREIGHT'
      | 'MARGIN'
      | 'DISCOUNT';
    /** @enum {string} */
    PricingRuleScope: 'GLOBAL' | 'TERMINAL' | 'NETWORK' | 'PRODUCT' | 'OFFER' | 'ACCOUNT';
    /**
     * @description Terminal and product selection of a relationship (all or a manual list).
     * @enum {string}
     */
    SelectionMode: 'MANUAL' | 'ALL';
    /**
     * @description COMPLETE, TRANSFERRED, CONFIRMED, MANUAL (buyers see "in review"), INCOMPLETE (open; buyers see
     *     "open"), CANCELLED (shown as declined).
     * @enum {string}
     */
    OrderStatus: 'COMPLETE' | 'TRANSFERRED' | 'CONFIRMED' | 'MANUAL' | 'INCOMPLETE' | 'CANCELLED';
    /**
     * @description Status of one side of a relationship; NEW counts as new.
     * @default DISABLED
     * @enum {string}
     */
    RelationshipSideStatus: 'NEW' | 'ENABLED' | 'DISABLED';
    /**
     * @description REQUESTED, RELEASED (accepted), DECLINED, IN_REVIEW, CANCELLED (by the buyer).
     * @enum {string}
     */
    RelationshipState: 'REQUESTED' | 'RELEASED' | 'DECLINED' | 'IN_REVIEW' | 'CANCELLED';
    /**
     * @description No limit, standard API, manual value, or linked via CSV.
     * @enum {string}
     */
    CreditLimitMode: 'NONE' | 'STANDARD_API' | 'MANUAL' | 'CSV_LINKED';
    /**
     * @description ACTIVE and PAUSED are toggled by the enable switch; REMOVED is deletion.
     * @enum {string}
     */
    AdditiveStatusType: 'ACTIVE' | 'PAUSED' | 'REMOVED';
    /** @enum {string} */
    PriceAlertStatus: 'ACTIVE' | 'TRIGGERED';
    /**
     * @description ABOVE triggers at a price at or above the value, BELOW at a price at or below it.
     * @enum {string}
     */
    PriceAlertOperator: 'ABOVE' | 'BELOW';
    /** @enum {string} */
    LiftingPeriodType: 'ALL' | 'TODAY';
    /** @enum {string} */
    ExpiryRuleStatus: 'ACTIVE' | 'EXPIRED';
    /**
     * @description Roll the future month forward or back.
     * @enum {string}
     */
    ExpiryDirection: 'MONTH_FORWARD' | 'MONTH_BACK';
    /**
     * @description ACTIVE waits for the price; EXECUTED placed its order; FAILED reached the price but the order was refused (`failureCode`, `failureMessage`); REJECTED by the seller; EXPIRED after `validUntil`; CANCELLED by the buyer.
     * @enum {string}
     */
    TriggerStatus: 'ACTIVE' | 'EXECUTED' | 'FAILED' | 'REJECTED' | 'EXPIRED' | 'CANCELLED';
    /**
     * @description Payment term in days.
     * @enum {integer}
     */
    PaymentTermDays: 7 | 14 | 21 | 30 | 45;
    /**
     * @description Hours and minutes, `HH:mm`.
     * @example 07:00
     */
    TimeOfDay: string;
    /** @enum {string} */
    Salutation: 'Mr' | 'Ms';
    /** @enum {string} */
    SettingKey: 'ACCOUNT_RANKING_OPTIONS';
    /** @description A reference to another entity with its display name. */
    NamedRef: {
      id: string;
      name: string;
    };
    /** @description A purchase unit of an additive (barrel, IBC) with its size in litres. */
    PurchaseUnit: {
      label: string;
      value: components['schemas']['Litres'];
    };
    /**
     * @description The company account of the logged-in user (spec §3 Account: type, user, username, roles, features;
     *     plus the address fields of GET/PUT /api/account).
     */
    Account: {
      id: string;
      name: string;
      type: components['schemas']['AccountType'];
      platform: components['schemas']['Platform'];
      /** @description The main contact user of the account. */
      user: {
        firstName: string;
        lastName: string;
        /** Format: email */
        email: string;
      };
      username: string;
      roles: components['schemas']['Role'][];
      features: components['schemas']['Feature'][];
      addressLine1: string;
      addressLine2: string;
      postCode: string;
      city?: string;
      country: components['schemas']['CountryCode'];
      /** Format: email */
      contactEmail?: string;
      /** @description Member of the industry association (IWO). */
      iwoMember?: boolean;
      /** @description Buyers without online trading cannot assign purchase rights. */
      onlineTradingEnabled?: boolean;
      blocked?: boolean;
    };
    AccountUpdate: {
      addressLine1?: string;
      addressLine2?: string;
      postCode?: string;
      country?: components['schemas']['CountryCode'];
    };
    /** @description A user's profile (spec §3 Profile). */
    Profile: {
      _id: string;
      accountId: string;
      firstName: string;
      lastName: string;
      salutation?: components['schemas']['Salutation'];
      /** @enum {string|null} */
      title?: 'Dr' | 'Prof' | null;
      phone?: string;
      mobile?: string;
      username: string;
      /** Format: email */
      email: string;
      /** @description 100 means enabled. */
      statusId: number;
      typeId: components['schemas']['AccountType'];
      roles: components['schemas']['Role'][];
      useIndividualAddress: boolean;
      addressLine1?: string;
      addressLine2?: string;
      county?: string;
      country?: components['schemas']['CountryCode'];
      postCode?: string;
      jobTitle?: string;
      department?: string;
      /** @description Size band of the department, e.g. `1`, `2-5`, `6-20`, `21+`. */
      departmentSize?: string;
      /** @description Team administrator of the account. */
      admin: boolean;
      blocked: boolean;
      /** @description Counts every change of the profile; an edit sends the version it read (rule V12). */
      version: number;
    };
    /** @description Only the filled fields are sent. */
    ProfileInput: {
      /**
       * @description The profile's version the edit is based on; a stale version is 409 `VERSION_CONFLICT`
       *     (`context.currentVersion`). Without it the edit is saved as it is.
       */
      version?: number;
      salutation?: components['schemas']['Salutation'];
      /** @enum {string|null} */
      title?: 'Dr' | 'Prof' | null;
      firstName?: string;
      lastName?: string;
      /** Format: email */
      email?: string;
      phone?: string;
      mobile?: string;
      jobTitle?: string;
      department?: string;
      departmentSize?: string;
      useIndividualAddress?: boolean;
      addressLine1?: string;
      addressLine2?: string;
      county?: string;
      country?: components['schemas']['CountryCode'];
      postCode?: string;
      admin?: boolean;
      roles?: components['schemas']['Role'][];
    };
    /**
     * @description A new team member: the profile fields of `ProfileInput` plus the first password the team
     *     administrator gives (rules of spec §5, rule V4: both entries must match). The member logs in with
     *     the e-mail and that password and changes it under "Passwort".
     */
    TeamMemberInput: {
      password: string;
      passwordConfirmation: string;
      salutation?: components['schemas']['Salutation'];
      /** @enum {string|null} */
      title?: 'Dr' | 'Prof' | null;
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
      phone?: string;
      mobile?: string;
      jobTitle?: string;
      department?: string;
      departmentSize?: string;
      useIndividualAddress?: boolean;
      addressLine1?: string;
      addressLine2?: string;
      county?: string;
      country?: components['schemas']['CountryCode'];
      postCode?: string;
      admin?: boolean;
      roles?: components['schemas']['Role'][];
    };
    ChangePasswordRequest: {
      currentPassword: string;
      password: string;
      passwordConfirmation: string;
    };
    PurchaseRightsUpdate: {
      /** @description True grants the role MyOffers_Purchase. */
      purchaseStatus: boolean;
    };
    /** @description A user of the own account in the team list. */
    UserListEntry: {
      _id: string;
      firstName: string;
      lastName: string;
      /** Format: email */
      email: string;
      username: string;
      /** @description 100 means enabled. */
      status: number;
      roles: components['schemas']['Role'][];
      admin: boolean;
      /** @description Derived; true when `status` is not 100. */
      accountDisabled: boolean;
      /** @description Derived; true when the user has the role MyOffers_Purchase. */
      purchaseStatus: boolean;
    };
    Pagination: {
      totalItems: number;
      currentPage: number;
      pageSize: number;
      totalPages: number;
    };
    UserSearchResult: {
      docs: components['schemas']['UserListEntry'][];
      pagination: components['schemas']['Pagination'];
    };
    /** @description The saved ranking filter selection (same names as the orderStats query). */
    RankingOptionsSelection: {
      terminalSelected: string[];
      deliveryAddressSelected: string[];
      productSelected: string[];
      accountSelected: string[];
      dateRangeSelected: string[] | null;
      /** @enum {integer|null} */
      dayQuery: 1 | 7 | 30 | null;
    };
    Setting: {
      key: components['schemas']['SettingKey'];
      value: components['schemas']['RankingOptionsSelection'] | null;
      /** Format: date-time */
      updated?: string | null;
    };
    SettingInput: {
      value: components['schemas']['RankingOptionsSelection'];
    };
    AdditiveDeliveryLocation: {
      _id: string;
      name: string;
      address: components['schemas']['LocationAddress'];
    };
    AdditiveDeliveryLocationInput: {
      name: string;
      address: components['schemas']['LocationAddress'];
    };
    LocationAddress: {
      street: string;
      postCode: string;
      city: string;
      county: string;
      country: components['schemas']['CountryCode'];
    };
    DeliveryAddressInput: {
      company: string;
      /** @description Street and number. */
      street: string;
      zipCode: string;
      city: string;
      country?: components['schemas']['CountryCode'];
      contactPerson?: string;
      onSiteContact?: string;
      deliveryInstructions?: string;
    };
    /** @description Displayed as street plus zip code in brackets, e.g. `Billstraße 112 (20539)` (rule E1). */
    DeliveryAddressSummary: {
      id?: string;
      street: string;
      zipCode: string;
      /**
       * @description The display name, street plus zip code in brackets (rule E1).
       * @example Billstraße 112 (20539)
       */
      name?: string;
    };
    ContactMessage: {
      name: string;
      /** Format: email */
      email: string;
      phone?: string;
      subject: string;
      message: string;
    };
    CompanyAccountSummary: {
      id: string;
      name: string;
      type: components['schemas']['AccountType'];
      platform: components['schemas']['Platform'];
      blocked: boolean;
      userCount: number;
      shareholderRole: components['schemas']['ShareholderRole'];
    };
    /** @description A company account as the platform operator sees and edits it. */
    CompanyAccountDetail: {
      id: string;
      name: string;
      type: components['schemas']['AccountType'];
      platform: components['schemas']['Platform'];
      blocked: boolean;
      addressLine1: string;
      addressLine2: string;
      postCode: string;
      city: string;
      country: components['schemas']['CountryCode'];
      contactEmail: string | null;
      /** @description Member of the industry association (IWO). */
      iwoMember: boolean;
      /** @description Buyers without online trading cannot assign purchase rights. */
      onlineTradingEnabled: boolean;
      features: components['schemas']['Feature'][];
      shareholder: components['schemas']['ShareholderLink'];
      /** @description Send it back with a change (optimistic locking). */
      version: number;
    };
    /**
     * @description `parent`: a shareholder account; `child`: an Aviat under a parent; `none`: neither.
     * @enum {string}
     */
    ShareholderRole: 'none' | 'parent' | 'child';
    /** @description The account's place among the shareholder accounts. */
    ShareholderLink: {
      role: components['schemas']['ShareholderRole'];
      /** @description The parent of a child account; null otherwise. */
      parent: components['schemas']['NamedRef'] | null;
      /** @description The child accounts of a parent, by name; empty otherwise. */
      children: components['schemas']['NamedRef'][];
    };
    /** @description The fields to change; absent fields stay as they are. */
    CompanyAccountUpdate: {
      version: number;
      /** @description Trimmed; must not be blank. */
      name?: string;
      addressLine1?: string;
      addressLine2?: string;
      postCode?: string;
      city?: string;
      country?: components['schemas']['CountryCode'];
      /** @description The company's contact address; null removes it. */
      contactEmail?: string | null;
      iwoMember?: boolean;
      onlineTradingEnabled?: boolean;
      features?: components['schemas']['Feature'][];
    };
    ShareholderUpdate: {
      version: number;
      role: components['schemas']['ShareholderRole'];
      /** @description The parent account; required for `child`, not allowed otherwise. */
      parentAccountId?: string;
    };
    CompanyUserInput: {
      firstName: string;
      lastName: string;
      /**
       * Format: email
       * @description Also the username; unique among all users (case-insensitive).
       */
      email: string;
      salutation?: components['schemas']['Salutation'];
      /** @description Team administrator of the account. */
      admin: boolean;
      roles?: components['schemas']['Role'][];
    };
    BlockInput: {
      blocked: boolean;
      reason?: string;
    };
    CompanyUserSummary: {
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      /** @description Team administrator of the account. */
      admin: boolean;
      blocked: boolean;
    };
    OperatorAuditEntry: {
      id: string;
      /** Format: date-time */
      at: string;
      actor: components['schemas']['NamedRef'];
      /** @enum {string} */
      action:
        | 'ACCOUNT_BLOCKED'
        | 'ACCOUNT_UNBLOCKED'
        | 'USER_BLOCKED'
        | 'USER_UNBLOCKED'
        | 'ACCOUNT_UPDATED'
        | 'SHAREHOLDER_CHANGED'
        | 'USER_CREATED'
        | 'PRODUCT_CREATED'
        | 'PRODUCT_UPDATED'
        | 'REGION_CREATED'
        | 'REGION_UPDATED'
        | 'REGION_DELETED'
        | 'TERMINAL_CREATED'
        | 'TERMINAL_UPDATED'
        | 'TERMINAL_DELETED';
      target: {
        /** @enum {string} */
        type: 'account' | 'user' | 'product' | 'region' | 'terminal';
        id: string;
        /** @description The target's name at the time of the action. */
        name: string;
      };
      reason: string | null;
      affectedUsers: number;
      /** @description What the action changed, field by field (empty for blocks). */
      changes: components['schemas']['OperatorAuditChange'][];
    };
    OperatorAuditChange: {
      /** @description The field's name in the API (e.g. `name`, `density`, `parentAccountId`). */
      field: string;
      from: string | null;
      to: string | null;
    };
    /** @description The master data the platform operator maintains (spec §6 P5). */
    MasterData: {
      /** @description The catalogue shared by all platforms, by sort order and name. */
      products: components['schemas']['MasterProduct'][];
      /** @description The platform's regions by sort and name, each with its terminals by name. */
      regions: components['schemas']['MasterRegion'][];
    };
    MasterProduct: {
      id: string;
      name: string;
      type: components['schemas']['ProductType'];
      category: components['schemas']['ProductCategory'];
      /** @description Category sort order: Heizöl 10, Diesel 20, Benzin 30, else 100. */
      sortOrder: number;
      density: components['schemas']['Decimal'];
      version: number;
      /** @description Offers, orders, settings, favourites, rules … refer to the product. */
      inUse: boolean;
    };
    MasterRegion: {
      id: string;
      name: string;
      sort: number;
      version: number;
      /** @description The region has terminals or is referred to, so it cannot be deleted. */
      inUse: boolean;
      terminals: components['schemas']['MasterTerminal'][];
    };
    MasterTerminal: {
      id: string;
      name: string;
      city: string;
      country: components['schemas']['CountryCode'];
      regionId: string;
      version: number;
      /** @description Offers, orders, settings, favourites, rules … refer to the terminal. */
      inUse: boolean;
    };
    /**
     * @description Additives have the category `Additiv`, fuels one of the others.
     * @enum {string}
     */
    ProductCategory: 'Heizöl' | 'Diesel' | 'Benzin' | 'Additiv';
    ProductInput: {
      name: string;
      type: components['schemas']['ProductType'];
      category: components['schemas']['ProductCategory'];
      density: components['schemas']['MasterDensity'];
    };
    ProductUpdate: {
      version: number;
      name?: string;
      density?: components['schemas']['MasterDensity'];
    };
    /**
     * @description Density in kg/l, 0.5000 to 1.2000 with at most four decimals (checked by the server).
     * @example 0.8450
     */
    MasterDensity: string;
    RegionInput: {
      name: string;
      sort?: number;
    };
    RegionUpdate: {
      version: number;
      name?: string;
      sort?: number;
    };
    TerminalInput: {
      name: string;
      city: string;
      country: components['schemas']['CountryCode'];
      regionId: string;
    };
    TerminalUpdate: {
      version: number;
      name?: string;
      city?: string;
      country?: components['schemas']['CountryCode'];
      regionId?: string;
    };
    BlockState: {
      id: string;
      blocked: boolean;
      /** Format: date-time */
      blockedAt: string | null;
      reason: string | null;
      /** @description Number of users blocked or unblocked (all users of a company). */
      affectedUsers: number;
    };
    OfferOverride: {
      /** @description Collection period in days. */
      collectionTime: number;
      /** Format: date */
      collectionStartDate: string;
      /** Format: date */
      collectionEndDate: string;
      maximumOrderQuantity: components['schemas']['Litres'];
    };
    /** @description A fuel offer on the market as the buyer sees it (spec §3 Offer, market). */
    Offer: {
      id: string;
      seller: components['schemas']['NamedRef'];
      product: components['schemas']['NamedRef'];
      terminal: components['schemas']['NamedRef'];
      priceType: components['schemas']['PriceType'];
      priceUnit: components['schemas']['PriceUnit'];
      currency: components['schemas']['Currency'];
      price: components['schemas']['Decimal'];
      vat: components['schemas']['Decimal'];
      selectedQuantity: components['schemas']['Litres'];
      minimumOrderQuantity: components['schemas']['Litres'];
      maximumOrderQuantity: components['schemas']['Litres'];
      maximumAvailable: components['schemas']['Litres'];
      offerAvailability: components['schemas']['Litres'];
      /** @description Buyer-specific overrides of the collection period and maximum order quantity. */
      overrides: {
        current: components['schemas']['OfferOverride'];
        original: components['schemas']['OfferOverride'];
      } | null;
      deliveryAddress: components['schemas']['DeliveryAddressSummary'] | null;
      paymentTermDays?: components['schemas']['PaymentTermDays'];
      /**
       * Format: date-time
       * @description End of the market window the price belongs to.
       */
      validUntil?: string;
    };
    /**
     * @description The paging of a list. `total` counts every entry that matches the query (all pages), so a page
     *     while `pageCount` is above `pageNumber` does not hold them all.
     */
    OffersPaginationMetadata: {
      /** @description Number of pages of `pageLimit` entries that hold all `total` entries. */
      pageCount: number;
      pageLimit: number;
      pageNumber: number;
      /** @description Every entry matching the query, over all pages. */
      total: number;
    };
    /**
     * @description The choices of the market's filters: the buyer's delivery addresses, and the terminals, products
     *     and sellers of every offer the buyer may see now (independent of the query's own filters).
     */
    OffersFilterOptions: {
      deliveryAddress: components['schemas']['DeliveryAddressSummary'][];
      terminals: components['schemas']['NamedRef'][];
      products: components['schemas']['NamedRef'][];
      sellers: components['schemas']['NamedRef'][];
    };
    OffersResponse: {
      /**
       * @description False while no ICE gasoil quote is at most two minutes old (rule T6): live-priced offers are
       *     withheld then and the app says that there is no live price data (rule M5).
       */
      livePricesAvailable: boolean;
      offers: components['schemas']['Offer'][];
      filterOptions: components['schemas']['OffersFilterOptions'];
      metadata: components['schemas']['OffersPaginationMetadata'];
    };
    /** @description An additive offer (spec §3 Additive offer). Quantities are purchase units. */
    AdditiveOffer: {
      id: string;
      status_type_id: components['schemas']['AdditiveStatusType'];
      seller: components['schemas']['NamedRef'];
      product: components['schemas']['NamedRef'];
      purchaseUnit: components['schemas']['PurchaseUnit'];
      unitCode: components['schemas']['UnitCode'];
      price: components['schemas']['Decimal'];
      priceUnit: components['schemas']['PriceUnit'];
      currency: components['schemas']['Currency'];
      vat: components['schemas']['Decimal'];
      /** @description Selected number of purchase units; starts at 0. */
      selectedQuantity: number;
      /** @description Minimum number of purchase units per order. */
      minimumOrderQuantity: number;
      /** @description Maximum number of purchase units per order. */
      maximumOrderQuantity: number;
      offerAvailability: components['schemas']['Litres'];
      /** @description Buyers the offer is released for (seller view). */
      buyerIds?: string[];
      /** Format: date-time */
      created?: string;
    };
    /** @description A new additive offer; clones are always created PAUSED. */
    AdditiveOfferInput: {
      /** @enum {string} */
      status_type_id: 'PAUSED';
      productId: string;
      purchaseUnit: components['schemas']['PurchaseUnit'];
      unitCode: components['schemas']['UnitCode'];
      price: components['schemas']['Decimal'];
      minimumOrderQuantity: number;
      maximumOrderQuantity: number;
      offerAvailability: components['schemas']['Litres'];
      buyerIds?: string[];
    };
    AdditiveOfferStatusUpdate: {
      offerId: string;
      status_type_id: components['schemas']['AdditiveStatusType'];
    };
    AdditiveOffersFilterOptions: {
      products: components['schemas']['NamedRef'][];
      buyers: components['schemas']['NamedRef'][];
      purchaseUnits: components['schemas']['PurchaseUnit'][];
      offerAvailability: {
        min: components['schemas']['Litres'];
        max: components['schemas']['Litres'];
      };
    };
    AdditiveOffersResponse: {
      offers: components['schemas']['AdditiveOffer'][];
      filterOptions: components['schemas']['AdditiveOffersFilterOptions'];
      metadata: components['schemas']['OffersPaginationMetadata'];
    };
    /** @description Standard collection period of the terminal, or a custom date range. */
    CollectionPeriod: {
      /** @enum {string} */
      type: 'STANDARD' | 'CUSTOM';
      /** Format: date */
      startDate: string | null;
      /** Format: date */
      endDate: string | null;
    };
    /**
     * @description A seller's fuel offer (spec §3 Offer, seller creation). FIXED offers need `fixedPrice`
     *     (EUR/100L15); API (live) offers need `futureMonth`, `fxRate`, `surcharge` and `surchargeUnit`.
     */
    FuelOfferInput: {
      productId: string;
      terminalId: string;
      totalVolume: components['schemas']['Litres'];
      minimumOrderQuantity: components['schemas']['Litres'];
      maximumOrderQuantity: components['schemas']['Litres'];
      pricingType: components['schemas']['PriceType'];
      fixedPrice?: components['schemas']['Decimal'];
      /** @description The ICE month of a live offer. Sellers choose it only on the Swiss platform (ICE future dropdown); elsewhere it is `M00` or, for an edit, the month the offer has (else `month_not_offered`). */
      futureMonth?: components['schemas']['FutureMonth'];
      /** @description The EUR/USD rate the seller calculated a live offer with, kept with the offer for reference; the live price itself always uses the market's current EUR/USD quote (rule T6). */
      fxRate?: components['schemas']['Decimal'];
      surcharge?: components['schemas']['Decimal'];
      surchargeUnit?: components['schemas']['SurchargeUnit'];
      /** @description The offer's lowest price (EUR/100L15): a live price below it is raised to it before the customers' pricing rules. */
      minPrice?: components['schemas']['Decimal'];
      /** @description How far (EUR/100L15) a live offer's price may fall during a market window below its price at the window's opening quotes; a lower live price is raised to that, before the minimum price and the customers' pricing rules. */
      maxPriceFall?: components['schemas']['Decimal'];
      /** Format: date */
      availabilityStartDate: string;
      /** Format: date */
      availabilityEndDate: string;
      dailyStartTime: components['schemas']['TimeOfDay'];
      dailyEndTime: components['schemas']['TimeOfDay'];
      collectionPeriod: components['schemas']['CollectionPeriod'];
    };
    FuelOfferUpdate: components['schemas']['FuelOfferInput'] & components['schemas']['Versioned'];
    FuelOffer: components['schemas']['FuelOfferInput'] &
      components['schemas']['Versioned'] & {
        id: string;
        seller: components['schemas']['NamedRef'];
        product: components['schemas']['NamedRef'];
        terminal: components['schemas']['NamedRef'];
        availableVolume: components['schemas']['Litres'];
        /** Format: date-time */
        created: string;
      };
    /** @description Optimistic concurrency; a stale version gets 409 `VERSION_CONFLICT`. */
    Versioned: {
      version: number;
    };
    /** @description One customer's price of the offer now: the offer's own price (`basePrice`, fixed or from the live formula) plus every pricing rule that matches the offer and the customer (`adjustment`). The steps of the calculation are in `explanation`, except on platforms that hide them (Austria). */
    CustomerPrice: {
      customer: components['schemas']['NamedRef'];
      price: components['schemas']['Decimal'];
      basePrice: components['schemas']['Decimal'];
      adjustment: components['schemas']['Decimal'];
      priceUnit: components['schemas']['PriceUnit'];
      currency: components['schemas']['Currency'];
      /** @description The customer's payment term for the offer's product, when one is set. */
      paymentTermDays?: components['schemas']['PaymentTermDays'];
      explanation?: components['schemas']['PriceStep'][];
    };
    /** @description One step of a price's calculation. Inputs as they are (`FUTURE` in USD/METRIC_TONNE, `SURCHARGE` in its unit, `FX` EUR/USD in USD/EUR, `DENSITY` in KG/L, `CURRENCY` EUR/CHF in CHF/EUR), amounts per 100 L at 15 °C in the platform currency rounded to 4 decimals (`FIXED_PRICE`, `BASE_PRICE`, `MAX_PRICE_FALL` when the offer's maximum price fall below its price at the window's opening quotes raised it, `MIN_PRICE` when its minimum price (its own or its product's at its terminal) raised it, each `RULE` with the rule, `FINAL_PRICE`). `FUTURE` and `FX` name the exchange or FX rule that set them (`rule`), if any. */
    PriceStep: {
      /** @enum {string} */
      code:
        | 'FIXED_PRICE'
        | 'FUTURE'
        | 'SURCHARGE'
        | 'FX'
        | 'DENSITY'
        | 'CURRENCY'
        | 'BASE_PRICE'
        | 'MAX_PRICE_FALL'
        | 'MIN_PRICE'
        | 'RULE'
        | 'FINAL_PRICE';
      value: components['schemas']['Decimal'];
      unit: string;
      rule?: {
        id: string;
        name: string;
        kind: components['schemas']['PricingRuleKind'];
      };
    };
    AuditEntry: {
      id: string;
      /** Format: date-time */
      at: string;
      /** @description Who changed it; null when the platform did. */
      user: components['schemas']['NamedRef'] | null;
      /** @enum {string} */
      entity: 'offer' | 'pricing_rule' | 'expiry_rule' | 'product_density' | 'min_price';
      entityId: string;
      /** @description What it is (an offer's product and terminal, a rule's name). */
      label: string;
      /** @enum {string} */
      action: 'created' | 'updated' | 'deleted';
      /** @description The changed fields (all fields of a creation), each as text; null where it was empty. */
      changes: {
        field: string;
        before: string | null;
        after: string | null;
      }[];
    };
    CsvUploadForm: {
      /** @description The CSV file (semicolon separated, UTF-8, at most 2 MB). */
      file: string;
    };
    CsvRowError: {
      row: number;
      column: string;
      message: string;
    };
    CsvUploadPreview: {
      uploadId: string;
      fileName: string;
      /** @description File size in bytes. */
      size: number;
      valid: boolean;
      created: number;
      updated: number;
      deleted: number;
      errors: components['schemas']['CsvRowError'][];
    };
    CsvUploadHistoryEntry: {
      id: string;
      fileName: string;
      /** @description File size in bytes. */
      size: number;
      /** Format: date-time */
      appliedAt: string;
      user: components['schemas']['NamedRef'];
      created: number;
      updated: number;
      deleted: number;
    };
    BasketItem: {
      id: string;
      offerId: string;
      productType: components['schemas']['ProductType'];
      seller: components['schemas']['NamedRef'];
      product: components['schemas']['NamedRef'];
      terminal: components['schemas']['NamedRef'] | null;
      /** @description Litres for fuels, purchase units for additives. */
      quantity: number;
      volume: components['schemas']['Litres'];
      price: components['schemas']['Decimal'];
      originalPrice: components['schemas']['Decimal'];
      priceUnit: components['schemas']['PriceUnit'];
      netAmount: components['schemas']['Decimal'];
      deliveryAddress: components['schemas']['DeliveryAddressSummary'] | null;
      /**
       * Format: date-time
       * @description The reserved price holds until then: the earlier of the reservation time plus the server's hold
       *     (`BASKET_HOLD_SECONDS`) and the end of the market window. Past it, placing the order answers
       *     `RESERVATION_EXPIRED` until the basket is refreshed.
       */
      reservedUntil: string;
      /**
       * Format: date-time
       * @description When the price is next updated, i.e. the end of the current market window.
       */
      priceUpdateAt: string;
      paymentTermDays?: components['schemas']['PaymentTermDays'];
    };
    /**
     * @description The basket. `reservationExpiresAt` drives the reservation countdown, `priceUpdateAt` the
     *     price-update countdown (both null when empty); `currentTime` is for clock-skew correction.
     */
    Basket: {
      items: components['schemas']['BasketItem'][];
      /** Format: date-time */
      reservationExpiresAt: string | null;
      /** Format: date-time */
      priceUpdateAt: string | null;
      /** Format: date-time */
      currentTime: string;
      currency: components['schemas']['Currency'];
      netAmount: components['schemas']['Decimal'];
      vatAmount: components['schemas']['Decimal'];
      grossAmount: components['schemas']['Decimal'];
    };
    BasketItemInput: {
      offerId: string;
      /** @description Litres for fuels, purchase units for additives. */
      quantity: number;
      /** @description Null for self pickup. */
      deliveryAddressId?: string | null;
    };
    BasketItemUpdate: {
      quantity: number;
      deliveryAddressId?: string | null;
    };
    PlaceOrderRequest: {
      basketItemIds: string[];
      liftingNumber?: string;
      /**
       * @description The lifting order number ("Abholauftragsnummer": the number the terminal needs to release the
       *     load), only where the brand keeps lifting order numbers (LIFTING_ORDER_NUMBER, the Austrian
       *     platform). Trimmed; empty or null means none; otherwise 1 to 40 letters (A-Z, a-z), digits,
       *     `-`, `/` or spaces (else 400 `VALIDATION_FAILED` at `/liftingOrderNumber`). On the other
       *     platforms a number is refused with 400 `VALIDATION_FAILED` at `/liftingOrderNumber`
       *     (`lifting_order_number_not_available`); empty or null passes. Every order of the request keeps it.
       */
      liftingOrderNumber?: string | null;
      comment?: string;
    };
    OrderConfirmation: {
      orders: components['schemas']['Order'][];
    };
    OrderConfirmInput: {
      contractNumber?: string;
      pickupNumber?: string;
    };
    OrderPosition: {
      product: components['schemas']['NamedRef'];
      /** @description The final volume (after an edit by the seller). */
      volume: components['schemas']['Litres'];
      /** @description The volume as ordered. */
      originalVolume: components['schemas']['Litres'];
      /** @description Purchase units (additives only). */
      quantity?: number;
      originalPrice: components['schemas']['Decimal'];
      finalPrice: components['schemas']['Decimal'];
      priceUnit: components['schemas']['PriceUnit'];
    };
    /** @description An order (spec §3 Order). */
    Order: {
      id: string;
      orderId: string;
      orderNumber: string;
      contractNumber: string | null;
      liftingNumber: string | null;
      /**
       * @description The lifting order number ("Abholauftragsnummer") the buyer gave when placing the order (brand
       *     flag LIFTING_ORDER_NUMBER, the Austrian platform); null without one and on the other platforms.
       */
      liftingOrderNumber: string | null;
      pickupNumber: string | null;
      selfPickup: boolean;
      /** Format: date-time */
      date: string;
      orderStatus: components['schemas']['OrderStatus'];
      productType: components['schemas']['ProductType'];
      buyer: components['schemas']['NamedRef'];
      seller: components['schemas']['NamedRef'];
      terminal: components['schemas']['NamedRef'] | null;
      deliveryAddress: components['schemas']['DeliveryAddressSummary'] | null;
      paymentPeriod: components['schemas']['PaymentTermDays'];
      currency: components['schemas']['Currency'];
      netAmount: components['schemas']['Decimal'];
      vatAmount: components['schemas']['Decimal'];
      grossAmount: components['schemas']['Decimal'];
      finalAmount: components['schemas']['Decimal'];
      invoiceAmount: components['schemas']['Decimal'];
      positions: components['schemas']['OrderPosition'][];
      edited: boolean;
      deleted: boolean;
      /**
       * @description The creditor number ("Kreditorennummer") the order was placed with (brand flag CREDITORS, the
       *     Austrian platform), as in OrderHistoryRow `creditor`; null without one.
       */
      creditor?: string | null;
      /** @description The buyer's comment given with the basket ("Kommentar"); null without one. Both parties see it. */
      comment: string | null;
    };
    /** @description A new volume, a new price, or both (an empty change is refused with 400). */
    OrderEdit: {
      /** @description Litres. */
      volume?: number;
      price?: components['schemas']['Decimal'];
    };
    OpenOrdersCount: {
      count: number;
    };
    /** @description One row of the order history (spec §3 Order history row). */
    OrderHistoryRow: {
      _id: string;
      orderId: string;
      /** @description The order this one was edited from. */
      originalOrderId: string | null;
      /** Format: date-time */
      created: string;
      buyer: components['schemas']['NamedRef'];
      orderStatus: components['schemas']['OrderStatus'];
      /** @description Null for additives. */
      terminal: components['schemas']['NamedRef'] | null;
      deliveryAddress: components['schemas']['DeliveryAddressSummary'] | null;
      product: components['schemas']['NamedRef'];
      price: components['schemas']['Decimal'];
      invoice: components['schemas']['Decimal'];
      volume: components['schemas']['Litres'];
      seller: components['schemas']['NamedRef'];
      /** @description Collection period in days. */
      collectionTime: number;
      collectionTimeText: string;
      /** @description First and last day of collection; null for orders without a collection period. */
      collectionRange: {
        /** Format: date */
        start: string;
        /** Format: date */
        end: string;
      } | null;
      /** @description From `offerEdited`. */
      edited: boolean;
      cancelled: boolean;
      /** @description The buyer-specific overrides that applied, if any. */
      overrides: components['schemas']['OfferOverride'] | null;
      /** @description Purchase unit (additives only). */
      purchaseUnit: components['schemas']['PurchaseUnit'] | null;
      /**
       * @description The creditor number ("Kreditorennummer") of the order's relationship when the order was placed
       *     (brand flag CREDITORS, the Austrian platform); null without one and on the other platforms. A
       *     later change of the relationship's number does not change it.
       */
      creditor: string | null;
      /**
       * @description The lifting order number ("Abholauftragsnummer") the buyer gave when placing the order (brand
       *     flag LIFTING_ORDER_NUMBER, the Austrian platform); null without one and on the other platforms.
       */
      liftingOrderNumber: string | null;
      /** @description The buyer's comment given with the basket ("Kommentar"), as in Order `comment`; null without one. */
      comment: string | null;
    };
    OrderHistoryFilterOptions: {
      /** @description The numbers of the newest 100 orders (the orderId filter takes any). */
      orderIds: string[];
      products: components['schemas']['NamedRef'][];
      buyers: components['schemas']['NamedRef'][];
      sellers: components['schemas']['NamedRef'][];
      terminals: components['schemas']['NamedRef'][];
      purchaseUnits: components['schemas']['PurchaseUnit'][];
      status: components['schemas']['OrderStatus'][];
      collectionRanges: {
        /** Format: date */
        minStart: string | null;
        /** Format: date */
        maxEnd: string | null;
      };
      createdDates: {
        /** Format: date-time */
        minDate: string | null;
        /** Format: date-time */
        maxDate: string | null;
      };
      prices: {
        minPrice: components['schemas']['Decimal'] | null;
        maxPrice: components['schemas']['Decimal'] | null;
      };
      volumes: {
        minQuantity: number | null;
        maxQuantity: number | null;
      };
      invoices: {
        invoiceMin: components['schemas']['Decimal'] | null;
        invoiceMax: components['schemas']['Decimal'] | null;
      };
      deliveryAddress: components['schemas']['DeliveryAddressSummary'][];
    };
    OrderHistoryResponse: {
      metadata: {
        total: number;
        pageCount: number;
      };
      filterOptions: components['schemas']['OrderHistoryFilterOptions'];
      orders: components['schemas']['OrderHistoryRow'][];
    };
    AccountRankingRow: {
      accountId: string;
      position: number;
      accountName: string;
      /** @description Number of orders. */
      orders: number;
      volume: components['schemas']['Litres'];
    };
    /** @description One product's orders and volume in one time step (`period`, its first local day). */
    ProductVolumeRow: {
      /**
       * Format: date
       * @description First day of the step (a day, the Monday of a week, or the first of a month).
       */
      period: string;
      productId: string;
      productName: string;
      orders: number;
      volume: components['schemas']['Litres'];
    };
    RankingOptions: {
      products: components['schemas']['NamedRef'][];
      terminals: components['schemas']['NamedRef'][];
      deliveryAddresses: components['schemas']['NamedRef'][];
      accounts: components['schemas']['NamedRef'][];
      dateRange: {
        /** Format: date-time */
        minDate: string | null;
        /** Format: date-time */
        maxDate: string | null;
      };
      /** @description The offered time filters (day 1, week 7, month 30). */
      days: (1 | 7 | 30)[];
    };
    OrderStatsResponse: {
      data: {
        /** @description AccountRankingRow items for ACCOUNT_RANKING, ProductVolumeRow items for PRODUCT_VOLUME. */
        orderStats: (
          components['schemas']['AccountRankingRow'] | components['schemas']['ProductVolumeRow']
        )[];
        options: components['schemas']['RankingOptions'];
        totalVolume: components['schemas']['Litres'];
        unit: components['schemas']['UnitCode'];
        /**
         * @description PRODUCT_VOLUME: the time step of the rows (days for up to 31 days, weeks for up to half a year, else months).
         * @enum {string}
         */
        bucket?: 'day' | 'week' | 'month';
      };
    };
    /** @description A favourites list (spec §3); the wizard needs at least one seller. */
    FavouritesListInput: {
      name: string;
      products: string[];
      regions: string[];
      terminals: string[];
      sellers: string[];
    };
    FavouritesList: {
      id: string;
      name: string;
      products: string[];
      regions: string[];
      terminals: string[];
      sellers: string[];
    };
    FavouritesResponse: {
      config: components['schemas']['FavouritesList'][];
    };
    PriceAlertInput: {
      productId: string;
      terminalId: string;
      operator: components['schemas']['PriceAlertOperator'];
      value: components['schemas']['Decimal'];
      liftingPeriodType: components['schemas']['LiftingPeriodType'];
      comment?: string;
    };
    /** @description A price alert (spec §3). */
    PriceAlert: {
      id: string;
      product: components['schemas']['NamedRef'];
      terminal: components['schemas']['NamedRef'];
      operator: components['schemas']['PriceAlertOperator'];
      value: components['schemas']['Decimal'];
      liftingPeriodType: components['schemas']['LiftingPeriodType'];
      comment: string;
      status: components['schemas']['PriceAlertStatus'];
      /** Format: date-time */
      created: string;
      /** Format: date-time */
      triggeredAt: string | null;
      /** @description The price (EUR/100L15, 4 decimals) that triggered the alert; null while ACTIVE. */
      triggeredPrice: components['schemas']['Decimal'] | null;
    };
    NewsItem: {
      id: string;
      /** Format: date-time */
      date: string;
      seller: components['schemas']['NamedRef'];
      /** @description A headline, when the seller gave one. */
      title?: string;
      /** @description Rich text, sanitised by the server: p, br, strong, b, em, i, ul, ol, li and a (http, https and mailto links only, opening in a new tab); everything else is removed, scripts with their content. */
      text: string;
    };
    NewsItemInput: {
      title?: string;
      text: string;
    };
    ProductPaymentTerm: {
      productId: string;
      days: components['schemas']['PaymentTermDays'];
    };
    /**
     * @description A buyer-seller relationship (spec §3). It is additives-enabled when `other.status` and
     *     `buyer.status` are ENABLED and `other.additivesEnabled` is true; the server derives that as
     *     `additivesActive`.
     */
    Relationship: {
      id: string;
      state: components['schemas']['RelationshipState'];
      /**
       * @description Additives can be traded in this relationship (rule E3): the seller's and the buyer's status
       *     are both ENABLED and the seller side has additives switched on. Derived by the server.
       */
      additivesActive: boolean;
      /** @description The other side as seen by the caller. */
      other: {
        id: string;
        name: string;
        status: components['schemas']['RelationshipSideStatus'];
        additivesEnabled: boolean;
      };
      buyer: {
        id: string;
        name: string;
        status: components['schemas']['RelationshipSideStatus'];
      };
      /** @description The seller side; its status NEW marks a request the seller has not answered yet. */
      seller: {
        id: string;
        name: string;
        status: components['schemas']['RelationshipSideStatus'];
      };
      creditLimitMode: components['schemas']['CreditLimitMode'];
      /** @description Required for every mode but NONE (null under NONE). */
      creditLimit: components['schemas']['Decimal'] | null;
      creditLimitUtilisation?: components['schemas']['Decimal'];
      paymentDays: components['schemas']['ProductPaymentTerm'][];
      terminalSelectionMode: components['schemas']['SelectionMode'];
      terminalIds: string[];
      productSelectionMode: components['schemas']['SelectionMode'];
      productIds: string[];
      additiveProductIds: string[];
      /** @description The buyer accepted the seller's terms (AGB). */
      agbAccepted: boolean;
      /** @description The seller lets the buyer purchase (SELLER_ABLE_TO_SET_PURCHASE_RIGHTS). */
      purchaseRights: boolean;
      /**
       * @description The creditor number ("Kreditorennummer") the seller keeps for the buyer, where the brand keeps
       *     creditor numbers (CREDITORS, the Austrian platform); null when there is none, always null
       *     elsewhere. Each order placed in the relationship keeps the number it had then.
       */
      creditorNumber: string | null;
      /** @description The last message sent with an action. */
      message: string | null;
      /** Format: date-time */
      requested: string;
      /** Format: date-time */
      updated?: string;
      version: number;
    };
    RelationshipRequest: {
      sellerId: string;
      message?: string;
    };
    RelationshipActionInput: {
      message?: string;
    };
    RelationshipSettingsInput: {
      version: number;
      creditLimitMode: components['schemas']['CreditLimitMode'];
      creditLimit: components['schemas']['Decimal'] | null;
      paymentDays: components['schemas']['ProductPaymentTerm'][];
      terminalSelectionMode: components['schemas']['SelectionMode'];
      terminalIds: string[];
      productSelectionMode: components['schemas']['SelectionMode'];
      productIds: string[];
      additiveProductIds: string[];
      purchaseRights: boolean;
      /**
       * @description The creditor number ("Kreditorennummer") for the buyer (brand flag CREDITORS, the Austrian
       *     platform only, else 403 for any non-empty number). Trimmed; empty or null means none; otherwise
       *     1 to 30 letters, digits, `-`, `/` or `.` (400 at `/creditorNumber`). Left out: unchanged.
       */
      creditorNumber?: string | null;
    };
    RequestableSeller: {
      id: string;
      name: string;
      city: string;
    };
    CreditFigures: {
      /** @description The credit limit; null when the mode is NONE. */
      limit: components['schemas']['Decimal'] | null;
      utilisation: components['schemas']['Decimal'];
      openOrders: components['schemas']['Decimal'];
      basketHeld: components['schemas']['Decimal'];
      /** @description Limit − utilisation − open orders − baskets; null without a limit. */
      free: components['schemas']['Decimal'] | null;
    };
    /** @description The live credit of one relationship and, for a shared credit limit, of its group. */
    CreditView: components['schemas']['CreditFigures'] & {
      relationshipId: string;
      mode: components['schemas']['CreditLimitMode'];
      group:
        | null
        | (components['schemas']['CreditFigures'] & {
            parent: components['schemas']['NamedRef'];
            /** @description The accounts of the group (the parent and its children). */
            accounts: components['schemas']['NamedRef'][];
          });
    };
    /** @description A shareholder child account (aviat) with the settings the parent manages. */
    SubAccount: {
      id: string;
      name: string;
      paymentTermDays: components['schemas']['PaymentTermDays'];
      /** @description Daily purchase limit in litres, reset daily; null means no limit. */
      dailyPurchaseLimit: components['schemas']['Litres'] | null;
      dailyPurchaseUtilisation: components['schemas']['Litres'];
      /** @description Purchased litres per day (utilisation chart), oldest first. */
      utilisationHistory: {
        /** Format: date */
        date: string;
        volume: components['schemas']['Litres'];
      }[];
      /** @description Collection-period shortening in calendar days (positive), null for none. */
      collectionShorteningDays: number | null;
      /** @description Discount in the platform currency per litre, zero or negative (V11): the child's price is the reserved price plus it (times 100 for fuels priced per 100 litres); a final price of zero or below is not orderable. */
      priceAdjustment: components['schemas']['Decimal'];
      terminalIds: string[];
      version: number;
    };
    SubAccountUpdate: {
      version: number;
      paymentTermDays: components['schemas']['PaymentTermDays'];
      dailyPurchaseLimit: components['schemas']['Litres'] | null;
      collectionShorteningDays: number | null;
      /** @description Discount in the platform currency per litre; zero or negative, else 400 (V11). */
      priceAdjustment: components['schemas']['Decimal'];
      terminalIds: string[];
    };
    EmptyBarrelRequest: {
      id: string;
      seller: components['schemas']['NamedRef'];
      product: components['schemas']['NamedRef'];
      unit: components['schemas']['PurchaseUnit'];
      /** @description Number of empty barrels. */
      number: number;
      /** Format: date-time */
      created: string;
    };
    EmptyBarrelRequestInput: {
      sellerId: string;
      productId: string;
      unit: components['schemas']['Litres'];
      number: number;
    };
    /** @description A buyer's price trigger on a seller's offer (the seller needs the account feature triggers). */
    TriggerInput: {
      offerId: string;
      volume: components['schemas']['Litres'];
      triggerPrice: components['schemas']['Decimal'];
      /** Format: date-time */
      validUntil: string;
      /** @description One of the buyer's delivery addresses; absent or null is self pickup. */
      deliveryAddressId?: string | null;
      contractNumber?: string;
    };
    /** @description The buyer changes an active trigger (its offer stays). */
    TriggerUpdate: {
      version: number;
      volume: components['schemas']['Litres'];
      triggerPrice: components['schemas']['Decimal'];
      /** Format: date-time */
      validUntil: string;
      contractNumber?: string | null;
    };
    TriggerRejection: {
      version: number;
      comment?: string;
    };
    /** @description A buyer's price trigger on a seller's offer: when the offer's live price for the buyer reaches `triggerPrice` (price <= triggerPrice, from quotes at most two minutes old) the server places the order with all ordering checks. The outcome stays visible to both sides: the order (`orderId`, `executedPrice`) or the refusal (`failureCode`, `failureMessage`). */
    Trigger: {
      id: string;
      offerId: string;
      contractNumber: string | null;
      buyer: components['schemas']['NamedRef'];
      seller: components['schemas']['NamedRef'];
      product: components['schemas']['NamedRef'];
      terminal: components['schemas']['NamedRef'];
      volume: components['schemas']['Litres'];
      triggerPrice: components['schemas']['Decimal'];
      priceUnit: components['schemas']['PriceUnit'];
      currency: components['schemas']['Currency'];
      /** Format: date-time */
      validUntil: string;
      status: components['schemas']['TriggerStatus'];
      /** Format: date-time */
      created: string;
      /**
       * Format: date-time
       * @description When the trigger executed, failed, was rejected, expired or was cancelled.
       */
      triggeredAt: string | null;
      /** @description The price the trigger met (EXECUTED and FAILED). */
      executedPrice: components['schemas']['Decimal'] | null;
      /** @description The order placed (EXECUTED). */
      orderId: string | null;
      /** @description Why the order was refused (FAILED), a code of the order rejections. */
      failureCode: string | null;
      failureMessage: string | null;
      /** @description The seller's comment (REJECTED). */
      rejectionComment: string | null;
      version: number;
    };
    /**
     * @description A pricing rule (spec §3): name, currency/unit, value, products, terminals, customers, group.
     *     It matches the seller's offers whose product, terminal and buyer are in its lists (an empty list
     *     matches all) and adds its `value`, given per `priceUnit` in the platform `currency`, to their
     *     price. Rules other than GLOBAL need at least one customer, terminal and product (`at_least_one`);
     *     GLOBAL rules exist only on the Swiss platform (`global_rules_not_available`). A DISCOUNT is
     *     negative (`negative_required`). The kinds DUTY, BIO_BLEND, FREIGHT, MARGIN and DISCOUNT add their
     *     value. FX rules (`exchangeRate`, USD per EUR, positive) and exchange rules (ICE_GASOIL:
     *     `futureMonth`; only on the platform where sellers choose ICE months, else
     *     `ice_rules_not_available`) replace that input of the matching live prices on `date` from
     *     `startTime` to `endTime` (platform clock; each `required`, the end after the start:
     *     `before_start`); their `value` and `priceUnit` are not used (send 0). DENSITY rules (densities
     *     are set per product, `/api/pricing/densities`) and ICE_BRENT rules (no Brent quotes) are refused
     *     with `kind_not_supported`. Two rules of one kind may not meet on a customer, terminal and product
     *     (FX and exchange rules: in overlapping periods) (409 `DUPLICATE_RULE`).
     */
    PricingRuleInput: {
      name: string;
      kind: components['schemas']['PricingRuleKind'];
      scope: components['schemas']['PricingRuleScope'];
      priceUnit: components['schemas']['PriceUnit'];
      currency: components['schemas']['Currency'];
      value: components['schemas']['Decimal'];
      productIds: string[];
      terminalIds: string[];
      customerIds: string[];
      groupId?: string | null;
      benchmark?: components['schemas']['GasBenchmark'];
      futureMonth?: components['schemas']['FutureMonth'];
      exchangeRate?: components['schemas']['Decimal'];
      /** Format: date */
      date?: string;
      startTime?: components['schemas']['TimeOfDay'];
      endTime?: components['schemas']['TimeOfDay'];
    };
    PricingRuleUpdate: components['schemas']['PricingRuleInput'] & components['schemas']['Versioned'];
    PricingRule: components['schemas']['PricingRuleInput'] &
      components['schemas']['Versioned'] & {
        id: string;
        /** Format: date-time */
        updated: string;
      };
    PricingRuleGroupInput: {
      name: string;
    };
    PricingRuleGroup: {
      id: string;
      name: string;
      ruleCount: number;
      version: number;
    };
    ExpiryRuleInput: {
      /** Format: date */
      date: string;
      time: components['schemas']['TimeOfDay'];
      direction: components['schemas']['ExpiryDirection'];
    };
    ExpiryRuleUpdate: components['schemas']['ExpiryRuleInput'] & components['schemas']['Versioned'];
    ExpiryRule: {
      id: string;
      /** Format: date */
      date: string;
      time: components['schemas']['TimeOfDay'];
      direction: components['schemas']['ExpiryDirection'];
      status: components['schemas']['ExpiryRuleStatus'];
      version: number;
    };
    ProductDensity: {
      product: components['schemas']['NamedRef'];
      density: components['schemas']['Decimal'];
      conversionFactor: components['schemas']['Decimal'];
      version: number;
    };
    ProductDensityUpdate: {
      version: number;
      density: components['schemas']['Decimal'];
      conversionFactor: components['schemas']['Decimal'];
    };
    MinimumPriceInput: {
      productId: string;
      terminalId: string;
      minPrice: components['schemas']['Decimal'];
    };
    MinimumPrice: {
      id: string;
      product: components['schemas']['NamedRef'];
      terminal: components['schemas']['NamedRef'];
      minPrice: components['schemas']['Decimal'];
      priceUnit: components['schemas']['PriceUnit'];
      currency: components['schemas']['Currency'];
      version: number;
    };
    MinimumPriceUpdate: {
      version: number;
      minPrice: components['schemas']['Decimal'];
    };
  };
  responses: {
    /** @description The request is malformed or fails validation (`VALIDATION_FAILED`). */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The request body is larger than the operation allows (`PAYLOAD_TOO_LARGE`). */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The request did not arrive complete in time (`REQUEST_TIMEOUT`); the connection is closed. */
    RequestTimeout: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The request line and headers exceed 16 KiB (`HEADERS_TOO_LARGE`); the connection is closed. */
    HeadersTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description No valid session (`UNAUTHENTICATED`). */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The caller may not do this (`FORBIDDEN`, `CSRF_REJECTED`, `PUBLIC_URL_MISMATCH`, `USER_BLOCKED`, `NOT_ON_PLATFORM`, `PURCHASING_DISABLED`). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Not found (`NOT_FOUND`). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description A stale write (`VERSION_CONFLICT`, changed or deleted by another user) or a duplicate (`DUPLICATE`). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The company account. */
    CompanyAccountDetail: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['CompanyAccountDetail'];
      };
    };
    /** @description The account was changed by someone else since it was read (`VERSION_CONFLICT`, `context.currentVersion`). */
    AccountVersionConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The shareholder rules refuse the change (`SHAREHOLDER_CONFLICT`, `context.reason`), or the account
     *     was changed by someone else since it was read (`VERSION_CONFLICT`, `context.currentVersion`).
     */
    ShareholderConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Semantically invalid (`UNPROCESSABLE`). */
    Unprocessable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Too many requests (`RATE_LIMITED`). */
    TooManyRequests: {
      headers: {
        /** @description Seconds until the next request is accepted. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The service or its database is unavailable (`SERVICE_UNAVAILABLE`). */
    Unavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The order's status does not allow the action (`ORDER_STATUS_CONFLICT`, `context.status`). */
    OrderStatusConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The minimum price could not be saved now (`MIN_PRICE_UPDATE_FAILED`: the seller's prices are being
     *     changed by another operation; nothing changed, retry later) or the service is unavailable
     *     (`SERVICE_UNAVAILABLE`).
     */
    MinPriceUpdateFailed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The order (or reservation) is rejected for a business reason; `code` says which:
     *     `INSUFFICIENT_CREDIT_LIMIT`, `INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER`, `DAILY_PURCHASE_LIMIT_REACHED`
     *     (`context.productName`, `context.dailyPurchaseLimit`, `context.utilisation` in litres),
     *     `OFFER_NOT_AVAILABLE`, `NOT_ENOUGH_VOLUME` (`context.newAvailableVolume`), `RELATIONSHIP_DISABLED`
     *     (`context.sellerName`), `PAYMENT_TERM_CHANGED` (`context.paymentTermDays`, the current term),
     *     `ANTITRUST_ANONYMITY` (the seller's terminal or product approvals for this buyer no longer include
     *     the offer's terminal or product: the offer is gone for this buyer, back to the marketplace),
     *     `RESERVATION_EXPIRED` (the item's `reservedUntil` has passed: refresh the basket, `refreshBasket`),
     *     `QUANTITY_OUT_OF_RANGE` (rule V8: `context.minimumOrderQuantity`, `context.maximumOrderQuantity`,
     *     in litres for fuels and purchase units for additives).
     */
    OrderRejected: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The rule was changed or deleted by another user (`VERSION_CONFLICT`) or the same rule exists (`DUPLICATE_RULE`). */
    RuleConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /**
     * @description The expiry rule was changed by another user (`VERSION_CONFLICT`), a rule for the same date and time
     *     already exists (`DUPLICATE_EXPIRY_RULE`, `context.existingRuleId`), or the rule has expired (its
     *     roll is done) and can no longer be changed (`EXPIRY_RULE_EXPIRED`).
     */
    ExpiryRuleConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The relationship after the action. */
    RelationshipResult: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Relationship'];
      };
    };
    /** @description The new blocked state. */
    BlockResult: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['BlockState'];
      };
    };
    /** @description The master-data row is still referred to and cannot be deleted (`MASTER_DATA_IN_USE`). */
    MasterDataInUse: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The address is used by an order still under way (INCOMPLETE, MANUAL, CONFIRMED) or by a basket item (`DELIVERY_ADDRESS_IN_USE`); `context` counts both. */
    DeliveryAddressInUse: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
  };
  parameters: {
    /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
    CsrfHeader: 'fuelmarket';
    /**
     * @description A key the client makes once per intended action (a UUID) and sends again on every retry of it;
     *     see the operation for what it guarantees. 1 to 255 visible ASCII characters.
     * @example 3f0c2a9e-5b7d-4c1e-9a8f-6d2b1e4c7a90
     */
    IdempotencyKeyHeader: string;
    /**
     * @description The resource id.
     * @example pr-101
     */
    IdPath: string;
    /** @description The user id, or `-1` for the logged-in user. */
    UserIdPath: string;
    /**
     * @description The offer id.
     * @example off-1001
     */
    OfferIdPath: string;
    /**
     * @description The order id.
     * @example ord-20261122-0042
     */
    OrderIdPath: string;
    /**
     * @description The version the client read; a stale version gets 409 `VERSION_CONFLICT`.
     * @example 3
     */
    VersionQuery: number;
    /** @description Page number, starting at 1. */
    PageNumber: number;
    /** @description Sort field (a field name of the listed items). */
    SortBy: string;
    /** @description Sort direction. */
    SortType: components['schemas']['SortType'];
    /** @description Product ids. */
    ProductList: string[];
    /** @description Terminal ids. */
    TerminalList: string[];
    /** @description Delivery address ids. */
    DeliveryAddressList: string[];
    /** @description Seller account ids. */
    SellerList: string[];
    /** @description Buyer account ids (with ChildAccounts_Offers_View the shareholder list is sent here). */
    BuyerList: string[];
    /** @description Shareholder child account ids. */
    ShareholderList: string[];
    /** @description FUEL (spot market) or ADDITIVE. */
    HistoryProductType: 'FUEL' | 'ADDITIVE';
    /** @description Only this order (its number, e.g. FM-500123, or its id). */
    HistoryOrderId: string;
    /** @description Sort field. */
    HistorySortBy:
      | 'created'
      | 'orderId'
      | 'price'
      | 'invoice'
      | 'volume'
      | 'collectionTime'
      | 'orderStatus'
      | 'product'
      | 'terminal'
      | 'buyer'
      | 'seller';
    /** @description Sort direction. */
    HistorySortType: components['schemas']['SortType'];
    /** @description Minimum price. */
    HistoryPriceMin: components['schemas']['Decimal'];
    /** @description Maximum price. */
    HistoryPriceMax: components['schemas']['Decimal'];
    /** @description Minimum invoice amount. */
    HistoryInvoiceMin: components['schemas']['Decimal'];
    /** @description Maximum invoice amount. */
    HistoryInvoiceMax: components['schemas']['Decimal'];
    /** @description Collection range start (start of the first day, ISO). */
    HistoryCollectionRangeStart: string;
    /** @description Collection range end (end of the last day, ISO). */
    HistoryCollectionRangeEnd: string;
    /** @description Created from (start of the first day, ISO). */
    HistoryCreatedStart: string;
    /** @description Created until (end of the last day, ISO). */
    HistoryCreatedEnd: string;
    /** @description Minimum volume in litres. */
    HistoryOrderQuantityMin: components['schemas']['Litres'];
    /** @description Maximum volume in litres. */
    HistoryOrderQuantityMax: components['schemas']['Litres'];
    /** @description Order statuses. */
    HistoryOrderStatusList: components['schemas']['OrderStatus'][];
    /** @description Purchase unit sizes in litres (additives). */
    HistoryPurchaseUnitList: components['schemas']['Litres'][];
  };
  requestBodies: {
    /** @description An optional message to the other side. */
    RelationshipAction: {
      content: {
        'application/json': components['schemas']['RelationshipActionInput'];
      };
    };
    /** @description The new blocked state. */
    Block: {
      content: {
        'application/json': components['schemas']['BlockInput'];
      };
    };
  };
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  login: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Logged in; the session cookie is set. */
      200: {
        headers: {
          /**
           * @description The session cookie `fm_session` and its script-readable companion `fm_signed_in=1`.
           * @example fm_session=3q2-7wEAAAB4x1; Path=/; HttpOnly; SameSite=Lax
           */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoggedInUser'];
        };
      };
      400: components['responses']['BadRequest'];
      /** @description Wrong username or password (`LOGIN_FAILED`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The account is locked after 5 failed attempts (`ACCOUNT_LOCKED`), or the user or company is blocked (`USER_BLOCKED`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Logged out. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  endSession: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Logged out. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetRequest'];
      };
    };
    responses: {
      /** @description Accepted; a mail is sent if the account exists. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  setPasswordByKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The reset token from the mailed link.
         * @example Xq3v9G0rQ2kq8L1mJ5nR7tW2yZ4aB6cD
         */
        key: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SetPasswordRequest'];
      };
    };
    responses: {
      /** @description Password set. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description The link is expired, already used or unknown (`RESET_LINK_EXPIRED`), the passwords differ
       *     (`PASSWORDS_NOT_IDENTICAL`) or the password breaks the rules (`PASSWORD_RULES`).
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The logged-in user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoggedInUser'];
        };
      };
      401: components['responses']['Unauthorized'];
      503: components['responses']['Unavailable'];
    };
  };
  getGtcAccepted: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The acceptance flag (false until accepted). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GtcAccepted'];
        };
      };
      401: components['responses']['Unauthorized'];
      503: components['responses']['Unavailable'];
    };
  };
  acceptGtc: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GtcAccepted'];
      };
    };
    responses: {
      /** @description Stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GtcAccepted'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getMetadata: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Metadata. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Metadata'];
        };
      };
      401: components['responses']['Unauthorized'];
      503: components['responses']['Unavailable'];
    };
  };
  getMarketWindow: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The open market window. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarketWindow'];
        };
      };
      401: components['responses']['Unauthorized'];
      503: components['responses']['Unavailable'];
    };
  };
  streamEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event stream. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  searchUsers: {
    parameters: {
      query?: {
        /** @description Page number, starting at 1. */
        page?: number;
        /** @description Page size. */
        limit?: number;
        /** @description `REMOVE` leaves the logged-in user out of `docs`; `KEEP` includes them. */
        removeLoggedInUser?: 'REMOVE' | 'KEEP';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of users. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserSearchResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createTeamMember: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TeamMemberInput'];
      };
    };
    responses: {
      /** @description The new user. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Profile'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordRequest'];
      };
    };
    responses: {
      /** @description Password changed; other sessions of the user are ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description The current password is wrong (`INCORRECT_PASSWORD`), the passwords differ (`PASSWORDS_NOT_IDENTICAL`)
       *     or the new password breaks the rules (`PASSWORD_RULES`).
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user id, or `-1` for the logged-in user. */
        id: components['parameters']['UserIdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Profile'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['Unavailable'];
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /** @description The user id, or `-1` for the logged-in user. */
        id: components['parameters']['UserIdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfileInput'];
      };
    };
    responses: {
      /** @description Saved; the server message is shown. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteTeamMember: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /** @description The user id, or `-1` for the logged-in user. */
        id: components['parameters']['UserIdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  setUserPurchaseRights: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /** @description The user id, or `-1` for the logged-in user. */
        id: components['parameters']['UserIdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PurchaseRightsUpdate'];
      };
    };
    responses: {
      /** @description The updated user list entry. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserListEntry'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account with its address fields. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      401: components['responses']['Unauthorized'];
      503: components['responses']['Unavailable'];
    };
  };
  updateAccount: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountUpdate'];
      };
    };
    responses: {
      /** @description The updated account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getSetting: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The setting's key. */
        key: components['schemas']['SettingKey'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored value (`value` is null when nothing is stored). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Setting'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['Unavailable'];
    };
  };
  saveSetting: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /** @description The setting's key. */
        key: components['schemas']['SettingKey'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SettingInput'];
      };
    };
    responses: {
      /** @description Stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Setting'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listAdditiveLocations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The locations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdditiveDeliveryLocation'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createAdditiveLocation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdditiveDeliveryLocationInput'];
      };
    };
    responses: {
      /** @description Created; the client reloads the list. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdditiveDeliveryLocation'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateAdditiveLocation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdditiveDeliveryLocationInput'];
      };
    };
    responses: {
      /** @description Saved; the client reloads the list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdditiveDeliveryLocation'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteAdditiveLocation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted; the client reloads the list. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getOffers: {
    parameters: {
      query?: {
        /** @description Page number, starting at 1. */
        pageNumber?: components['parameters']['PageNumber'];
        /**
         * @description Page size. The market page asks for pages of 100 as the buyer scrolls (it counts every
         *     matching offer from `metadata.total`); the server prices the buyer's whole market once per
         *     price tick and serves every page, filter and sort of it from that, so paging costs no
         *     repricing.
         */
        pageLimit?: number;
        /** @description Sort field (a field name of the listed items). */
        sortBy?: components['parameters']['SortBy'];
        /** @description Sort direction. */
        sortType?: components['parameters']['SortType'];
        /** @description Only these products. */
        productIds?: string[];
        /** @description Only these terminals. */
        terminalIds?: string[];
        /** @description Only these sellers. */
        sellerIds?: string[];
        /** @description Price the offers for delivery to this address (self pickup when absent). */
        deliveryAddressId?: string;
        /** @description Restrict to a saved favourites list. */
        favouritesListId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Offers, filter options and pagination metadata. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OffersResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  getChildAccountOffers: {
    parameters: {
      query?: {
        /** @description Page number, starting at 1. */
        pageNumber?: components['parameters']['PageNumber'];
        /**
         * @description Page size. The market page asks for pages of 100 as the buyer scrolls (it counts every
         *     matching offer from `metadata.total`); the server prices the buyer's whole market once per
         *     price tick and serves every page, filter and sort of it from that, so paging costs no
         *     repricing.
         */
        pageLimit?: number;
        /** @description Sort field (a field name of the listed items). */
        sortBy?: components['parameters']['SortBy'];
        /** @description Sort direction. */
        sortType?: components['parameters']['SortType'];
        /** @description Only these products. */
        productIds?: string[];
        /** @description Only these terminals. */
        terminalIds?: string[];
        /** @description Only these sellers. */
        sellerIds?: string[];
        /** @description A delivery address of the child account (self pickup when absent). */
        deliveryAddressId?: string;
      };
      header?: never;
      path: {
        /**
         * @description The selected shareholder child account.
         * @example acc-aviat-nord
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Offers, filter options and pagination metadata for the child account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OffersResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['Unavailable'];
    };
  };
  getAdditiveOffers: {
    parameters: {
      query?: {
        /** @description Page number, starting at 1. */
        pageNumber?: components['parameters']['PageNumber'];
        /** @description Page size. */
        pageLimit?: number;
        /** @description Sort field (a field name of the listed items). */
        sortBy?: components['parameters']['SortBy'];
        /** @description Sort direction. */
        sortType?: components['parameters']['SortType'];
        /** @description Only these additive products. */
        productIds?: string[];
        /** @description Only offers for these buyers (sellers' view; shareholders send their child accounts). */
        buyerIds?: string[];
        /** @description Only these purchase unit sizes, in litres. */
        purchaseUnitList?: components['schemas']['Litres'][];
        /** @description Minimum available volume in litres. */
        minOfferAvailability?: components['schemas']['Litres'];
        /** @description Maximum available volume in litres. */
        maxOfferAvailability?: components['schemas']['Litres'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Additive offers, filter options and pagination metadata. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdditiveOffersResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  editAdditiveOfferStatus: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdditiveOfferStatusUpdate'];
      };
    };
    responses: {
      /** @description The offer with its new status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdditiveOffer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createAdditiveOffer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdditiveOfferInput'];
      };
    };
    responses: {
      /** @description The new offer (PAUSED). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdditiveOffer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listFuelOffers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The offers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FuelOffer'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createFuelOffer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FuelOfferInput'];
      };
    };
    responses: {
      /** @description The new offer. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FuelOffer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['Unprocessable'];
      503: components['responses']['Unavailable'];
    };
  };
  updateFuelOffer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The offer id.
         * @example off-1001
         */
        offerId: components['parameters']['OfferIdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FuelOfferUpdate'];
      };
    };
    responses: {
      /** @description The saved offer (version incremented). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FuelOffer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteFuelOffer: {
    parameters: {
      query: {
        /**
         * @description The version the client read; a stale version gets 409 `VERSION_CONFLICT`.
         * @example 3
         */
        version: components['parameters']['VersionQuery'];
      };
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The offer id.
         * @example off-1001
         */
        offerId: components['parameters']['OfferIdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getCustomerPrices: {
    parameters: {
      query?: {
        /** @description Only this customer's price. */
        customerId?: string;
      };
      header?: never;
      path: {
        /**
         * @description The offer id.
         * @example off-1001
         */
        offerId: components['parameters']['OfferIdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Prices per customer after all pricing rules. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerPrice'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['Unavailable'];
    };
  };
  listAuditEntries: {
    parameters: {
      query?: {
        /** @description Only changes of one kind (offers, pricing rules, expiry rules, densities, minimum prices). */
        entity?: 'offer' | 'pricing_rule' | 'expiry_rule' | 'product_density' | 'min_price';
        /** @description Only the changes of this offer or rule. */
        entityId?: string;
        /** @description Page number, starting at 1. */
        pageNumber?: components['parameters']['PageNumber'];
        /** @description Entries per page. */
        pageLimit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the log. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: components['schemas']['AuditEntry'][];
            metadata: components['schemas']['OffersPaginationMetadata'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  listCsvUploads: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Uploads, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvUploadHistoryEntry'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  getCsvTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The template (semicolon separated, UTF-8 with byte order mark, decimal comma). */
      200: {
        headers: {
          /** @description `attachment; filename="angebotsvorlage.csv"` */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  exportFuelOffersCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The offers (semicolon separated, UTF-8 with byte order mark, decimal comma). */
      200: {
        headers: {
          /** @description `attachment; filename="angebote-<date>.csv"` */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  previewCsvUpload: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CsvUploadForm'];
      };
    };
    responses: {
      /** @description The preview. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvUploadPreview'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  applyCsvUpload: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The id from the preview.
         * @example up-78
         */
        uploadId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Applied; the history entry with the counts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsvUploadHistoryEntry'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      /** @description The upload has row errors or failed; nothing was applied. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      503: components['responses']['Unavailable'];
    };
  };
  getBasket: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The basket (empty `items` when nothing is reserved). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Basket'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  clearBasket: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Emptied. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  addBasketItem: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BasketItemInput'];
      };
    };
    responses: {
      /** @description The basket with the new item. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Basket'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['OrderRejected'];
      503: components['responses']['Unavailable'];
    };
  };
  updateBasketItem: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The basket item.
         * @example bi-1
         */
        itemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BasketItemUpdate'];
      };
    };
    responses: {
      /** @description The basket. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Basket'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['OrderRejected'];
      503: components['responses']['Unavailable'];
    };
  };
  removeBasketItem: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The basket item.
         * @example bi-1
         */
        itemId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The remaining basket. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Basket'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  refreshBasket: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The basket with new prices and deadlines. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Basket'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['OrderRejected'];
      503: components['responses']['Unavailable'];
    };
  };
  listOrders: {
    parameters: {
      query?: {
        /** @description Only orders with these statuses. */
        orderStatus?: components['schemas']['OrderStatus'][];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The orders, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['Unavailable'];
    };
  };
  placeOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
        /**
         * @description A key the client makes once per intended action (a UUID) and sends again on every retry of it;
         *     see the operation for what it guarantees. 1 to 255 visible ASCII characters.
         * @example 3f0c2a9e-5b7d-4c1e-9a8f-6d2b1e4c7a90
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKeyHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlaceOrderRequest'];
      };
    };
    responses: {
      /** @description The order confirmation. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderConfirmation'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The `Idempotency-Key` was used before with another request body (`IDEMPOTENCY_KEY_REUSED`); nothing placed. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      422: components['responses']['OrderRejected'];
      /** @description Technical error in the basket (`BASKET_TECHNICAL_ERROR`); close the basket and retry. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      503: components['responses']['Unavailable'];
    };
  };
  getOpenOrdersCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The count. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenOrdersCount'];
        };
      };
      401: components['responses']['Unauthorized'];
      503: components['responses']['Unavailable'];
    };
  };
  getOrderStats: {
    parameters: {
      query: {
        /** @description Which statistic. */
        statType: 'ACCOUNT_RANKING' | 'PRODUCT_VOLUME';
        /** @description Terminal ids. */
        terminalSelected?: string[];
        /** @description Delivery address ids. */
        deliveryAddressSelected?: string[];
        /** @description Product ids. */
        productSelected?: string[];
        /** @description Account ids (instead of products where the ranking is per product). */
        accountSelected?: string[];
        /** @description Custom range start and end as ISO strings (end at 23:59:59.999 of the last day). */
        dateRangeSelected?: string[];
        /** @description Last N days (day 1, week 7, month 30); absent means all time. */
        dayQuery?: 1 | 7 | 30;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The statistic rows and the filter options. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderStatsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['Unavailable'];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order id.
         * @example ord-20261122-0042
         */
        orderId: components['parameters']['OrderIdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['Unavailable'];
    };
  };
  editOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The order id.
         * @example ord-20261122-0042
         */
        orderId: components['parameters']['OrderIdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrderEdit'];
      };
    };
    responses: {
      /** @description The changed order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['OrderStatusConflict'];
      503: components['responses']['Unavailable'];
    };
  };
  confirmOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The order id.
         * @example ord-20261122-0042
         */
        orderId: components['parameters']['OrderIdPath'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['OrderConfirmInput'];
      };
    };
    responses: {
      /** @description The confirmed order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['OrderStatusConflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  setOrderInReview: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The order id.
         * @example ord-20261122-0042
         */
        orderId: components['parameters']['OrderIdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order in review. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['OrderStatusConflict'];
      503: components['responses']['Unavailable'];
    };
  };
  declineOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The order id.
         * @example ord-20261122-0042
         */
        orderId: components['parameters']['OrderIdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The declined order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['OrderStatusConflict'];
      503: components['responses']['Unavailable'];
    };
  };
  transferOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The order id.
         * @example ord-20261122-0042
         */
        orderId: components['parameters']['OrderIdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transferred order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Order'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['OrderStatusConflict'];
      503: components['responses']['Unavailable'];
    };
  };
  getOrderHistory: {
    parameters: {
      query?: {
        /** @description FUEL (spot market) or ADDITIVE. */
        productType?: components['parameters']['HistoryProductType'];
        /** @description Page number, starting at 1. */
        pageNumber?: components['parameters']['PageNumber'];
        /** @description Page size. */
        pageLimit?: number;
        /** @description Only this order (its number, e.g. FM-500123, or its id). */
        orderId?: components['parameters']['HistoryOrderId'];
        /** @description Sort field. */
        sortBy?: components['parameters']['HistorySortBy'];
        /** @description Sort direction. */
        sortType?: components['parameters']['HistorySortType'];
        /** @description Minimum price. */
        priceMin?: components['parameters']['HistoryPriceMin'];
        /** @description Maximum price. */
        priceMax?: components['parameters']['HistoryPriceMax'];
        /** @description Minimum invoice amount. */
        invoiceMin?: components['parameters']['HistoryInvoiceMin'];
        /** @description Maximum invoice amount. */
        invoiceMax?: components['parameters']['HistoryInvoiceMax'];
        /** @description Collection range start (start of the first day, ISO). */
        collectionRangeStart?: components['parameters']['HistoryCollectionRangeStart'];
        /** @description Collection range end (end of the last day, ISO). */
        collectionRangeEnd?: components['parameters']['HistoryCollectionRangeEnd'];
        /** @description Created from (start of the first day, ISO). */
        createdStart?: components['parameters']['HistoryCreatedStart'];
        /** @description Created until (end of the last day, ISO). */
        createdEnd?: components['parameters']['HistoryCreatedEnd'];
        /** @description Minimum volume in litres. */
        orderQuantityMin?: components['parameters']['HistoryOrderQuantityMin'];
        /** @description Maximum volume in litres. */
        orderQuantityMax?: components['parameters']['HistoryOrderQuantityMax'];
        /** @description Product ids. */
        productList?: components['parameters']['ProductList'];
        /** @description Terminal ids. */
        terminalList?: components['parameters']['TerminalList'];
        /** @description Delivery address ids. */
        deliveryAddressList?: components['parameters']['DeliveryAddressList'];
        /** @description Seller account ids. */
        sellerList?: components['parameters']['SellerList'];
        /** @description Buyer account ids (with ChildAccounts_Offers_View the shareholder list is sent here). */
        buyerList?: components['parameters']['BuyerList'];
        /** @description Order statuses. */
        orderStatusList?: components['parameters']['HistoryOrderStatusList'];
        /** @description Shareholder child account ids. */
        shareholderList?: components['parameters']['ShareholderList'];
        /** @description Purchase unit sizes in litres (additives). */
        purchaseUnitList?: components['parameters']['HistoryPurchaseUnitList'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the history with the filter options. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderHistoryResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['Unavailable'];
    };
  };
  exportOrderHistory: {
    parameters: {
      query?: {
        /** @description FUEL (spot market) or ADDITIVE. */
        productType?: components['parameters']['HistoryProductType'];
        /** @description Only this order (its number, e.g. FM-500123, or its id). */
        orderId?: components['parameters']['HistoryOrderId'];
        /** @description Sort field. */
        sortBy?: components['parameters']['HistorySortBy'];
        /** @description Sort direction. */
        sortType?: components['parameters']['HistorySortType'];
        /** @description Minimum price. */
        priceMin?: components['parameters']['HistoryPriceMin'];
        /** @description Maximum price. */
        priceMax?: components['parameters']['HistoryPriceMax'];
        /** @description Minimum invoice amount. */
        invoiceMin?: components['parameters']['HistoryInvoiceMin'];
        /** @description Maximum invoice amount. */
        invoiceMax?: components['parameters']['HistoryInvoiceMax'];
        /** @description Collection range start (start of the first day, ISO). */
        collectionRangeStart?: components['parameters']['HistoryCollectionRangeStart'];
        /** @description Collection range end (end of the last day, ISO). */
        collectionRangeEnd?: components['parameters']['HistoryCollectionRangeEnd'];
        /** @description Created from (start of the first day, ISO). */
        createdStart?: components['parameters']['HistoryCreatedStart'];
        /** @description Created until (end of the last day, ISO). */
        createdEnd?: components['parameters']['HistoryCreatedEnd'];
        /** @description Minimum volume in litres. */
        orderQuantityMin?: components['parameters']['HistoryOrderQuantityMin'];
        /** @description Maximum volume in litres. */
        orderQuantityMax?: components['parameters']['HistoryOrderQuantityMax'];
        /** @description Product ids. */
        productList?: components['parameters']['ProductList'];
        /** @description Terminal ids. */
        terminalList?: components['parameters']['TerminalList'];
        /** @description Delivery address ids. */
        deliveryAddressList?: components['parameters']['DeliveryAddressList'];
        /** @description Seller account ids. */
        sellerList?: components['parameters']['SellerList'];
        /** @description Buyer account ids (with ChildAccounts_Offers_View the shareholder list is sent here). */
        buyerList?: components['parameters']['BuyerList'];
        /** @description Order statuses. */
        orderStatusList?: components['parameters']['HistoryOrderStatusList'];
        /** @description Shareholder child account ids. */
        shareholderList?: components['parameters']['ShareholderList'];
        /** @description Purchase unit sizes in litres (additives). */
        purchaseUnitList?: components['parameters']['HistoryPurchaseUnitList'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The orders. */
      200: {
        headers: {
          /** @description `attachment; filename="bestellungen-<date>.csv"` */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  getFavourites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The lists in `config`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouritesResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createFavourite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FavouritesListInput'];
      };
    };
    responses: {
      /** @description The saved list. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouritesList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateFavourite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FavouritesListInput'];
      };
    };
    responses: {
      /** @description The saved list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouritesList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteFavourite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listPriceAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Active and triggered alerts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PriceAlert'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createPriceAlert: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PriceAlertInput'];
      };
    };
    responses: {
      /** @description The new alert (ACTIVE). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PriceAlert'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updatePriceAlert: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PriceAlertInput'];
      };
    };
    responses: {
      /** @description The saved alert. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PriceAlert'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deletePriceAlert: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listNews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description At most 10 news, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsItem'][];
        };
      };
      401: components['responses']['Unauthorized'];
      503: components['responses']['Unavailable'];
    };
  };
  createNews: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewsItemInput'];
      };
    };
    responses: {
      /** @description The published item. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsItem'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listDeliveryAddresses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The addresses. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryAddress'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createDeliveryAddress: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeliveryAddressInput'];
      };
    };
    responses: {
      /** @description The new address. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryAddress'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateDeliveryAddress: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeliveryAddressInput'];
      };
    };
    responses: {
      /** @description The saved address. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryAddress'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteDeliveryAddress: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted (or archived). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['DeliveryAddressInUse'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listEmptyBarrelRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description At most 5 requests, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyBarrelRequest'][];
        };
      };
      401: components['responses']['Unauthorized'];
      503: components['responses']['Unavailable'];
    };
  };
  createEmptyBarrelRequest: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmptyBarrelRequestInput'];
      };
    };
    responses: {
      /** @description The stored request; the seller is notified. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmptyBarrelRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  sendContactMessage: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContactMessage'];
      };
    };
    responses: {
      /** @description Accepted for sending ('message sent'). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['Unavailable'];
    };
  };
  requestRelationship: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RelationshipRequest'];
      };
    };
    responses: {
      /** @description The requested relationship. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Relationship'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listRequestableSellers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sellers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestableSeller'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  listRelationships: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The other side's account type (`seller` for a buyer's sellers, `buyer` for a seller's buyers). */
        accountType: 'buyer' | 'seller';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Relationship'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  cancelRelationship: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: components['requestBodies']['RelationshipAction'];
    responses: {
      200: components['responses']['RelationshipResult'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  acceptRelationship: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: components['requestBodies']['RelationshipAction'];
    responses: {
      200: components['responses']['RelationshipResult'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  declineRelationship: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: components['requestBodies']['RelationshipAction'];
    responses: {
      200: components['responses']['RelationshipResult'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  setRelationshipInReview: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: components['requestBodies']['RelationshipAction'];
    responses: {
      200: components['responses']['RelationshipResult'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateRelationshipSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RelationshipSettingsInput'];
      };
    };
    responses: {
      200: components['responses']['RelationshipResult'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getRelationshipCredit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The credit view. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreditView'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['Unavailable'];
    };
  };
  listSubAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The child accounts with their settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubAccount'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  getSubAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The child account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubAccount'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['Unavailable'];
    };
  };
  updateSubAccount: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubAccountUpdate'];
      };
    };
    responses: {
      /** @description The saved child account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubAccount'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listTriggers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The triggers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Trigger'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createTrigger: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TriggerInput'];
      };
    };
    responses: {
      /** @description The new trigger. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Trigger'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateTrigger: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TriggerUpdate'];
      };
    };
    responses: {
      /** @description The saved trigger. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Trigger'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteTrigger: {
    parameters: {
      query: {
        /**
         * @description The version the client read; a stale version gets 409 `VERSION_CONFLICT`.
         * @example 3
         */
        version: components['parameters']['VersionQuery'];
      };
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  rejectTrigger: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TriggerRejection'];
      };
    };
    responses: {
      /** @description The rejected trigger. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Trigger'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listPricingRules: {
    parameters: {
      query?: {
        /** @description Only rules of these scopes (GLOBAL for exchange and FX rules, ACCOUNT for customer price rules). */
        scope?: components['schemas']['PricingRuleScope'][];
        /** @description Only rules of these kinds. */
        kind?: components['schemas']['PricingRuleKind'][];
        /** @description Only rules of this group. */
        groupId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rules. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PricingRule'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createPricingRule: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PricingRuleInput'];
      };
    };
    responses: {
      /** @description The new rule (version 1). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PricingRule'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['RuleConflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updatePricingRule: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PricingRuleUpdate'];
      };
    };
    responses: {
      /** @description The saved rule (version incremented). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PricingRule'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['RuleConflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deletePricingRule: {
    parameters: {
      query: {
        /**
         * @description The version the client read; a stale version gets 409 `VERSION_CONFLICT`.
         * @example 3
         */
        version: components['parameters']['VersionQuery'];
      };
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listPricingRuleGroups: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The groups. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PricingRuleGroup'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createPricingRuleGroup: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PricingRuleGroupInput'];
      };
    };
    responses: {
      /** @description The new group. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PricingRuleGroup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['RuleConflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listExpiryRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The expiry rules. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExpiryRule'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createExpiryRule: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExpiryRuleInput'];
      };
    };
    responses: {
      /** @description The new expiry rule. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExpiryRule'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['ExpiryRuleConflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateExpiryRule: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExpiryRuleUpdate'];
      };
    };
    responses: {
      /** @description The saved expiry rule. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExpiryRule'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ExpiryRuleConflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteExpiryRule: {
    parameters: {
      query: {
        /**
         * @description The version the client read; a stale version gets 409 `VERSION_CONFLICT`.
         * @example 3
         */
        version: components['parameters']['VersionQuery'];
      };
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listProductDensities: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One entry per product. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductDensity'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  updateProductDensity: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The product.
         * @example heizoel-el
         */
        productId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductDensityUpdate'];
      };
    };
    responses: {
      /** @description The saved density. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductDensity'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listMinimumPrices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The minimum prices. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MinimumPrice'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createMinimumPrice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MinimumPriceInput'];
      };
    };
    responses: {
      /** @description The new minimum price. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MinimumPrice'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['MinPriceUpdateFailed'];
    };
  };
  updateMinimumPrice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MinimumPriceUpdate'];
      };
    };
    responses: {
      /** @description The saved minimum price. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MinimumPrice'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['MinPriceUpdateFailed'];
    };
  };
  deleteMinimumPrice: {
    parameters: {
      query: {
        /**
         * @description The version the client read; a stale version gets 409 `VERSION_CONFLICT`.
         * @example 3
         */
        version: components['parameters']['VersionQuery'];
      };
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['MinPriceUpdateFailed'];
    };
  };
  listCompanyAccounts: {
    parameters: {
      query?: {
        /** @description Search in name and e-mail. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The accounts with their blocked state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyAccountSummary'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  getCompanyAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['CompanyAccountDetail'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['Unavailable'];
    };
  };
  updateCompanyAccount: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyAccountUpdate'];
      };
    };
    responses: {
      200: components['responses']['CompanyAccountDetail'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['AccountVersionConflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listCompanyUsers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The users, by last and first name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyUserSummary'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['Unavailable'];
    };
  };
  createCompanyUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyUserInput'];
      };
    };
    responses: {
      /** @description The new user (no password yet; the link to set one is on its way). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyUserSummary'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ShareholderConflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  setShareholder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ShareholderUpdate'];
      };
    };
    responses: {
      200: components['responses']['CompanyAccountDetail'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ShareholderConflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  listOperatorAudit: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The newest entries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorAuditEntry'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  setCompanyBlocked: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['Block'];
    responses: {
      200: components['responses']['BlockResult'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  setUserBlocked: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['Block'];
    responses: {
      200: components['responses']['BlockResult'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  getMasterData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The master data, products by sort order and name, regions by sort and name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MasterData'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['Unavailable'];
    };
  };
  createProduct: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductInput'];
      };
    };
    responses: {
      /** @description The new product. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MasterProduct'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateProduct: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductUpdate'];
      };
    };
    responses: {
      /** @description The changed product. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MasterProduct'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  createRegion: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegionInput'];
      };
    };
    responses: {
      /** @description The new region, without terminals. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MasterRegion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateRegion: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegionUpdate'];
      };
    };
    responses: {
      /** @description The changed region with its terminals. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MasterRegion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteRegion: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['MasterDataInUse'];
      503: components['responses']['Unavailable'];
    };
  };
  createTerminal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TerminalInput'];
      };
    };
    responses: {
      /** @description The new terminal. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MasterTerminal'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  updateTerminal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TerminalUpdate'];
      };
    };
    responses: {
      /** @description The changed terminal. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MasterTerminal'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteTerminal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Must be `fuelmarket` on every state-changing request (CSRF protection). */
        'X-Requested-With'?: components['parameters']['CsrfHeader'];
      };
      path: {
        /**
         * @description The resource id.
         * @example pr-101
         */
        id: components['parameters']['IdPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['MasterDataInUse'];
      503: components['responses']['Unavailable'];
    };
  };
}
