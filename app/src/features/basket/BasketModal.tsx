import type { Schemas } from '@fuelmarket/api-client';
import {
  Button,
  Countdown,
  InlineAlert,
  Modal,
  NumberInput,
  StepIndicator,
  Table,
  TextField,
  type TableColumn,
} from '@fuelmarket/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppContext } from '../../shell/context';
import { useMayOpen } from '../../shell/session';
import { formatMoney, formatNumber } from '../../shell/i18n/format';
import { keepsOrderKey, placeOrder, type Basket, type BasketItem } from './api';
import { useDeadlinePhase, RESERVATION_WARNING_MS } from './deadline';
import {
  isValidLiftingOrderNumber,
  LIFTING_ORDER_NUMBER_MAX_LENGTH,
  liftingOrderNumberField,
} from './liftingOrderNumber';
import { basketMessages as m } from './messages';
import { describeOrderError, type OrderErrorView } from './orderErrors';
import { basketQuery, useBasketMutations } from './queries';
import * as styles from './basket.css';

type Step = 'items' | 'confirm' | 'done';

export interface BasketModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called after an order was placed (e.g. to reload the offers). */
  onOrderPlaced?: () => void;
}

/**
 * The basket (spec §2 Basket, [S9][BK1]): step "Warenkorb" with the reserved prices, the reservation and
 * price-update countdowns, quantities and totals; step "Bestellbestätigung" with lifting number, comment
 * (and the lifting order number where the brand keeps them [B11]) and the binding order. Each order error has its own message [M3].
 */
export function BasketModal({ isOpen, onOpenChange, onOrderPlaced }: BasketModalProps) {
  const intl = useIntl();
  const [step, setStep] = useState<Step>('items');
  const [confirmation, setConfirmation] = useState<Schemas['OrderConfirmation'] | null>(null);
  const [error, setError] = useState<OrderErrorView | null>(null);
  const close = () => {
    onOpenChange(false);
    setStep('items');
    setConfirmation(null);
    setError(null);
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={intl.formatMessage(m.title)}
      size="large"
    >
      {isOpen ? (
        <BasketContent
          step={step}
          setStep={setStep}
          confirmation={confirmation}
          setConfirmation={setConfirmation}
          error={error}
          setError={setError}
          close={close}
          onOrderPlaced={onOrderPlaced}
        />
      ) : null}
    </Modal>
  );
}

interface BasketContentProps {
  step: Step;
  setStep: (step: Step) => void;
  confirmation: Schemas['OrderConfirmation'] | null;
  setConfirmation: (c: Schemas['OrderConfirmation']) => void;
  error: OrderErrorView | null;
  setError: (e: OrderErrorView | null) => void;
  close: () => void;
  onOrderPlaced: (() => void) | undefined;
}

function BasketContent({
  step,
  setStep,
  confirmation,
  setConfirmation,
  error,
  setError,
  close,
  onOrderPlaced,
}: BasketContentProps) {
  const intl = useIntl();
  const { brand } = useAppContext();
  // Buyers without an orders page (Austrian platform [B11]) are not sent there.
  const withOrdersPage = useMayOpen('/orders');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(basketQuery());
  const mutations = useBasketMutations();
  const [liftingNumber, setLiftingNumber] = useState('');
  // [B11] Only where the brand keeps lifting order numbers (Austria); elsewhere the server refuses one.
  const withLiftingOrderNumber = brand.flags.LIFTING_ORDER_NUMBER;
  const [liftingOrderNumber, setLiftingOrderNumber] = useState('');
  const liftingOrderNumberValid = isValidLiftingOrderNumber(liftingOrderNumber);
  const [comment, setComment] = useState('');
  const basket = query.data;
  // Server minus browser clock, measured when the basket arrived.
  const offsetMs = basket ? Date.parse(basket.currentTime) - query.dataUpdatedAt : 0;
  const serverNow = useCallback(() => Date.now() + offsetMs, [offsetMs]);
  const reservationEnds = basket?.reservationExpiresAt ? Date.parse(basket.reservationExpiresAt) : null;
  const phase = useDeadlinePhase(reservationEnds, offsetMs);

  const fail = (e: unknown) => setError(describeOrderError(e, intl, brand.locale));
  const refresh = () => {
    setError(null);
    mutations.refresh.mutate(undefined, { onError: fail });
  };
  // [H10] One idempotency key per order confirmation, made when the step opens; every retry sends it.
  const [orderKey, setOrderKey] = useState(() => crypto.randomUUID());
  const order = useMutation({
    mutationFn: (body: Schemas['PlaceOrderRequest']) => placeOrder(body, orderKey),
    onSuccess: (result) => {
      setConfirmation(result);
      setStep('done');
      setError(null);
      void queryClient.invalidateQueries({ queryKey: basketQuery().queryKey });
      onOrderPlaced?.();
    },
    onError: (e) => {
      if (!keepsOrderKey(e)) setOrderKey(crypto.randomUUID());
      fail(e);
    },
  });

  const money = (value: string) =>
    formatMoney(value, { locale: brand.locale, currency: basket?.currency ?? brand.currency });
  const changed = (basket?.items ?? []).filter((item) => item.price !== item.originalPrice);

  const steps: { id: Exclude<Step, 'done'>; title: string }[] = [
    { id: 'items', title: intl.formatMessage(m.stepItems) },
    { id: 'confirm', title: intl.formatMessage(m.stepConfirm) },
  ];

  const errorAlert = error ? (
    <InlineAlert
      tone="critical"
      title={error.text}
      action={
        error.action === 'closeBasket' ? (
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(m.closeBasket)}
          </Button>
        ) : error.action === 'backToMarket' ? (
          <Button
            variant="secondary"
            onPress={() => {
              close();
              void navigate({ to: '/handelsplatz' });
            }}
          >
            {intl.formatMessage(m.backToMarket)}
          </Button>
        ) : error.action === 'refresh' ? (
          <Button variant="secondary" onPress={refresh}>
            {intl.formatMessage(m.refresh)}
          </Button>
        ) : null
      }
    />
  ) : null;

  if (step === 'done' && confirmation) {
    return (
      <div className={styles.stack}>
        <InlineAlert
          tone="positive"
          title={intl.formatMessage(m.placed, { count: confirmation.orders.length })}
        >
          <ul>
            {confirmation.orders.map((o) => (
              <li key={o.id}>{intl.formatMessage(m.orderNumber, { number: o.orderNumber })}</li>
            ))}
          </ul>
        </InlineAlert>
        <div className={styles.actions}>
          {withOrdersPage ? (
            <Link to="/orders" onClick={close}>
              {intl.formatMessage(m.toOrders)}
            </Link>
          ) : null}
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(m.close)}
          </Button>
        </div>
      </div>
    );
  }

  if (query.isError) {
    return <InlineAlert tone="critical" title={intl.formatMessage(m.loadFailed)} />;
  }
  if (!basket) return null;

  return (
    <div className={styles.stack}>
      <StepIndicator label={intl.formatMessage(m.stepsLabel)} steps={steps} current={step} />
      <h3 className={styles.stepHeading}>{steps.find((s) => s.id === step)?.title}</h3>
      {errorAlert}
      {basket.items.length === 0 ? (
        <p>{intl.formatMessage(m.empty)}</p>
      ) : (
        <>
          <Deadlines basket={basket} serverNow={serverNow} />
          {/* WCAG 2.2.1: announced (assertive) well before the end, with the one action that extends it. */}
          {phase === 'warning' || phase === 'expired' ? (
            <InlineAlert
              tone={phase === 'expired' ? 'critical' : 'caution'}
              announce="alert"
              title={
                phase === 'expired'
                  ? intl.formatMessage(m.reservationExpired)
                  : intl.formatMessage(m.reservationWarning, { seconds: RESERVATION_WARNING_MS / 1000 })
              }
              action={
                <Button variant="primary" onPress={refresh} isDisabled={mutations.refresh.isPending}>
                  {intl.formatMessage(m.refresh)}
                </Button>
              }
            />
          ) : null}
          {changed.length > 0 ? (
            <InlineAlert tone="caution" title={intl.formatMessage(m.pricesChanged)}>
              <ul>
                {changed.map((item) => (
                  <li key={item.id}>
                    {item.product.name}:{' '}
                    {intl.formatMessage(m.priceChange, {
                      old: money(item.originalPrice),
                      new: money(item.price),
                    })}
                  </li>
                ))}
              </ul>
            </InlineAlert>
          ) : null}
          {step === 'items' ? (
            <>
              <ul className={styles.items}>
                {basket.items.map((item) => (
                  <BasketItemRow
                    key={item.id}
                    item={item}
                    money={money}
                    onQuantity={(quantity) =>
                      mutations.update.mutate({ itemId: item.id, quantity }, { onError: fail })
                    }
                    onRemove={() => mutations.remove.mutate(item.id, { onError: fail })}
                  />
                ))}
              </ul>
              <Totals basket={basket} money={money} />
              <div className={styles.actions}>
                <Button variant="secondary" onPress={refresh} isDisabled={mutations.refresh.isPending}>
                  {intl.formatMessage(m.refresh)}
                </Button>
                <Button
                  variant="primary"
                  isDisabled={phase === 'expired'}
                  onPress={() => {
                    setError(null);
                    setOrderKey(crypto.randomUUID());
                    setStep('confirm');
                  }}
                >
                  {intl.formatMessage(m.toConfirmation)}
                </Button>
              </div>
            </>
          ) : (
            <>
              {/* [S9] What the binding order buys: every position, not just the totals. */}
              <Positions basket={basket} money={money} />
              <Totals basket={basket} money={money} />
              <TextField
                label={intl.formatMessage(m.liftingNumber)}
                value={liftingNumber}
                onChange={setLiftingNumber}
                maxLength={50}
              />
              {withLiftingOrderNumber ? (
                <TextField
                  label={intl.formatMessage(m.liftingOrderNumber)}
                  description={intl.formatMessage(m.liftingOrderNumberHint)}
                  value={liftingOrderNumber}
                  onChange={setLiftingOrderNumber}
                  maxLength={LIFTING_ORDER_NUMBER_MAX_LENGTH}
                  autoComplete="off"
                  {...(liftingOrderNumberValid
                    ? {}
                    : { errorMessage: intl.formatMessage(m.liftingOrderNumberInvalid) })}
                />
              ) : null}
              <TextField
                label={intl.formatMessage(m.comment)}
                value={comment}
                onChange={setComment}
                maxLength={500}
              />
              <p className={styles.note}>{intl.formatMessage(m.irreversible)}</p>
              <div className={styles.actions}>
                <Button variant="secondary" onPress={() => setStep('items')}>
                  {intl.formatMessage(m.back)}
                </Button>
                <Button
                  variant="primary"
                  isDisabled={order.isPending || phase === 'expired' || !liftingOrderNumberValid}
                  onPress={() =>
                    order.mutate({
                      basketItemIds: basket.items.map((i) => i.id),
                      ...(liftingNumber.trim() ? { liftingNumber: liftingNumber.trim() } : {}),
                      ...liftingOrderNumberField(liftingOrderNumber, withLiftingOrderNumber),
                      ...(comment.trim() ? { comment: comment.trim() } : {}),
                    })
                  }
                >
                  {intl.formatMessage(m.placeOrder)}
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}

function Deadlines({ basket, serverNow }: { basket: Basket; serverNow: () => number }) {
  const intl = useIntl();
  return (
    <dl className={styles.deadlines}>
      {basket.reservationExpiresAt ? (
        <div>
          <dt>{intl.formatMessage(m.reservation)}</dt>
          <dd>
            <Countdown
              expiresAt={Date.parse(basket.reservationExpiresAt)}
              now={serverNow}
              warningBelowSeconds={RESERVATION_WARNING_MS / 1000}
              label={intl.formatMessage(m.reservation)}
            />
          </dd>
        </div>
      ) : null}
      {basket.priceUpdateAt ? (
        <div>
          <dt>{intl.formatMessage(m.priceUpdate)}</dt>
          <dd>
            <Countdown
              expiresAt={Date.parse(basket.priceUpdateAt)}
              now={serverNow}
              warningBelowSeconds={0}
              label={intl.formatMessage(m.priceUpdate)}
            />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function BasketItemRow({
  item,
  money,
  onQuantity,
  onRemove,
}: {
  item: BasketItem;
  money: (v: string) => string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { brand } = useAppContext();
  const [quantity, setQuantity] = useState(String(item.quantity));
  const parsed = Number(quantity);
  const canApply = quantity !== '' && parsed > 0 && parsed !== item.quantity;
  return (
    <li className={styles.item}>
      <div>
        <strong>{item.product.name}</strong>
        <div>{[item.terminal?.name, item.seller.name].filter(Boolean).join(' · ')}</div>
      </div>
      <div>
        <span>{intl.formatMessage(m.price)}: </span>
        {item.price !== item.originalPrice ? (
          <span
            aria-label={intl.formatMessage(m.priceChangeLabel, {
              old: money(item.originalPrice),
              new: money(item.price),
            })}
          >
            {intl.formatMessage(m.priceChange, { old: money(item.originalPrice), new: money(item.price) })}
          </span>
        ) : (
          <span>{money(item.price)}</span>
        )}
        <div>
          {intl.formatMessage(m.netAmount)}: {money(item.netAmount)} (
          {formatNumber(item.volume, { locale: brand.locale })} L)
        </div>
      </div>
      <div className={styles.quantity}>
        <NumberInput
          label={intl.formatMessage(m.quantity, { product: item.product.name })}
          value={quantity}
          onChange={setQuantity}
          decimals={0}
          positiveOnly
          unit="L"
        />
        <Button variant="secondary" size="small" isDisabled={!canApply} onPress={() => onQuantity(parsed)}>
          {intl.formatMessage(m.applyQuantity)}
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-label={intl.formatMessage(m.remove, { product: item.product.name })}
          onPress={onRemove}
        >
          {intl.formatMessage(m.removeShort)}
        </Button>
      </div>
    </li>
  );
}

/** The positions of the order about to be placed: product, terminal, seller, litres, price and net [S9]. */
function Positions({ basket, money }: { basket: Basket; money: (v: string) => string }) {
  const intl = useIntl();
  const { brand } = useAppContext();
  const columns: TableColumn<BasketItem>[] = [
    { id: 'product', header: intl.formatMessage(m.product), cell: (item) => item.product.name },
    { id: 'terminal', header: intl.formatMessage(m.terminal), cell: (item) => item.terminal?.name ?? '–' },
    { id: 'seller', header: intl.formatMessage(m.seller), cell: (item) => item.seller.name },
    {
      id: 'volume',
      header: intl.formatMessage(m.volume),
      align: 'end',
      cell: (item) =>
        intl.formatMessage(m.litres, { volume: formatNumber(item.volume, { locale: brand.locale }) }),
    },
    { id: 'price', header: intl.formatMessage(m.price), align: 'end', cell: (item) => money(item.price) },
    {
      id: 'net',
      header: intl.formatMessage(m.netAmount),
      align: 'end',
      cell: (item) => money(item.netAmount),
    },
  ];
  return (
    <Table
      caption={intl.formatMessage(m.positions)}
      showCaption
      columns={columns}
      rows={basket.items}
      getRowKey={(item) => item.id}
    />
  );
}

function Totals({ basket, money }: { basket: Basket; money: (v: string) => string }) {
  const intl = useIntl();
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{intl.formatMessage(m.totalNet)}</dt>
        <dd data-testid="basket-net">{money(basket.netAmount)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.totalVat)}</dt>
        <dd data-testid="basket-vat">{money(basket.vatAmount)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.totalGross)}</dt>
        <dd data-testid="basket-gross">{money(basket.grossAmount)}</dd>
      </div>
    </dl>
  );
}
