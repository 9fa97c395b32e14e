import type { Schemas } from '@fuelmarket/api-client';
import {
  Button,
  CheckboxGroup,
  ConfirmDialog,
  InlineAlert,
  TextField,
  Wizard,
  type WizardStep,
} from '@fuelmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { $api } from '../../shell/api';
import { useShowsRegions, useTerminalChoices } from '../../shell/terminals';
import { useSessionState } from '../../shell/session';
import {
  draftOf,
  emptyDraft,
  nameProblem,
  NAME_MAX,
  refusedFields,
  toFavouriteInput,
  type FavouriteDraft,
  type NameProblem,
} from './favouriteForm';
import { favouritesMessages as m } from './messages';
import { favouritesQuery } from './queries';
import * as styles from './favourites.css';

export interface FavouritesWizardProps {
  /** The list to change; absent: a new one. */
  list?: Schemas['FavouritesList'];
  /** The account's lists (a name must differ from the others'). */
  lists: readonly Schemas['FavouritesList'][];
  onSaved: (list: Schemas['FavouritesList']) => void;
  onCancel: () => void;
  /** Told whether the choices differ from the list's (or an empty list's) [V12]. */
  onDirtyChange?: (dirty: boolean) => void;
}

const STEP = { products: 0, places: 1, sellers: 2, name: 3 } as const;

const nameMessages: Record<NameProblem, MessageDescriptor> = {
  required: m.nameRequired,
  taken: m.nameTaken,
  tooLong: m.nameTooLong,
};

/**
 * The favourites wizard [S2]: products, then regions and pickup terminals (terminals only where the brand
 * hides regions [B11]), then sellers (at least one), then the name to save under; Zurück, Weiter,
 * Speichern. Only sellers the buyer is connected to are offered (the metadata's sellers).
 */
export function FavouritesWizard({ list, lists, onSaved, onCancel, onDirtyChange }: FavouritesWizardProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { metadata } = useSessionState();
  const showsRegions = useShowsRegions();
  const terminals = useTerminalChoices();
  const [draft, setDraft] = useState<FavouriteDraft>(() => (list ? draftOf(list) : emptyDraft));
  const [step, setStep] = useState<number>(STEP.products);
  const [sellerError, setSellerError] = useState(false);
  const [nameError, setNameError] = useState<NameProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = $api.useMutation('post', '/api/favourites');
  const update = $api.useMutation('put', '/api/favourites/{id}');
  const set = (patch: Partial<FavouriteDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const [askDiscard, setAskDiscard] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(list ? draftOf(list) : emptyDraft);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const fuels = metadata?.fuels ?? [];
  const regions = showsRegions ? (metadata?.regions ?? []) : [];
  const sellers = metadata?.sellers ?? [];

  async function save() {
    setFailure(null);
    const body = toFavouriteInput(draft);
    try {
      const saved = list
        ? await update.mutateAsync({ params: { path: { id: list.id } }, body })
        : await create.mutateAsync({ body });
      await queryClient.invalidateQueries({ queryKey: favouritesQuery().queryKey });
      onSaved(saved);
    } catch (error) {
      // The server's field problems on their step; anything else said above the wizard.
      const fields = refusedFields(error);
      if (fields.includes('name')) setNameError('taken');
      if (fields.includes('sellers')) {
        setSellerError(true);
        setStep(STEP.sellers);
      }
      const others = fields.filter((f) => f !== 'name');
      setFailure(
        fields.length === 0
          ? intl.formatMessage(m.saveFailed)
          : others.length
            ? intl.formatMessage(m.invalidChoice)
            : null,
      );
    }
  }

  const steps: WizardStep[] = [
    {
      id: 'favourites-products',
      title: intl.formatMessage(m.stepProducts),
      content: (
        <div className={styles.stack}>
          <CheckboxGroup
            label={intl.formatMessage(m.stepProducts)}
            description={intl.formatMessage(m.productsHint)}
            options={fuels.map((p) => ({ value: p.id, label: p.name }))}
            value={draft.products}
            onChange={(products) => set({ products })}
          />
        </div>
      ),
    },
    {
      id: 'favourites-places',
      title: intl.formatMessage(showsRegions ? m.stepPlaces : m.stepTerminals),
      content: (
        <div className={styles.places}>
          {showsRegions ? (
            <CheckboxGroup
              label={intl.formatMessage(m.regions)}
              description={intl.formatMessage(m.placesHint)}
              options={regions.map((r) => ({ value: r.id, label: r.name }))}
              value={draft.regions}
              onChange={(next) => set({ regions: next })}
            />
          ) : null}
          <CheckboxGroup
            label={intl.formatMessage(m.terminals)}
            description={showsRegions ? undefined : intl.formatMessage(m.terminalsHint)}
            options={terminals.map((t) => ({
              value: t.id,
              label: t.region
                ? intl.formatMessage(m.terminalInRegion, { terminal: t.name, region: t.region })
                : t.name,
            }))}
            value={draft.terminals}
            onChange={(next) => set({ terminals: next })}
          />
        </div>
      ),
    },
    {
      id: 'favourites-sellers',
      title: intl.formatMessage(m.stepSellers),
      validate: () => {
        const ok = draft.sellers.length > 0;
        setSellerError(!ok);
        return ok;
      },
      content: (
        <CheckboxGroup
          label={intl.formatMessage(m.stepSellers)}
          description={intl.formatMessage(m.sellersHint)}
          isRequired
          options={sellers.map((s) => ({ value: s.id, label: s.name }))}
          value={draft.sellers}
          onChange={(next) => {
            set({ sellers: next });
            if (next.length) setSellerError(false);
          }}
          errorMessage={sellerError ? intl.formatMessage(m.needsSeller) : undefined}
        />
      ),
    },
    {
      id: 'favourites-name',
      title: intl.formatMessage(m.stepName),
      validate: () => {
        const problem = nameProblem(draft.name, lists, list?.id ?? null);
        setNameError(problem);
        return problem === null;
      },
      content: (
        <div className={styles.stack}>
          <TextField
            label={intl.formatMessage(m.name)}
            isRequired
            maxLength={NAME_MAX}
            value={draft.name}
            onChange={(name) => {
              set({ name });
              if (nameError) setNameError(null);
            }}
            errorMessage={nameError ? intl.formatMessage(nameMessages[nameError]) : undefined}
          />
          <p className={styles.summary}>{summaryText(intl, draft, { fuels, sellers, regions, terminals })}</p>
        </div>
      ),
    },
  ];

  return (
    <div className={styles.stack}>
      {failure ? <InlineAlert tone="critical" title={failure} /> : null}
      <Wizard
        label={
          list ? intl.formatMessage(m.wizardEdit, { name: list.name }) : intl.formatMessage(m.wizardCreate)
        }
        steps={steps}
        step={step}
        onStepChange={setStep}
        onSave={save}
        isSaving={create.isPending || update.isPending}
        headingLevel={3}
      />
      <div className={styles.wizardActions}>
        <Button variant="tertiary" onPress={() => (dirty ? setAskDiscard(true) : onCancel())}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
      <DiscardDialog isOpen={askDiscard} onOpenChange={setAskDiscard} onDiscard={onCancel} />
    </div>
  );
}

function summaryText(
  intl: ReturnType<typeof useIntl>,
  draft: FavouriteDraft,
  names: {
    fuels: readonly { id: string; name: string }[];
    sellers: readonly { id: string; name: string }[];
    regions: readonly { id: string; name: string }[];
    terminals: readonly { id: string; name: string }[];
  },
): string {
  const pick = (ids: readonly string[], from: readonly { id: string; name: string }[]) =>
    ids.map((id) => from.find((x) => x.id === id)?.name ?? id);
  const products = draft.products.length
    ? pick(draft.products, names.fuels).join(', ')
    : intl.formatMessage(m.allProducts);
  const placeNames = [...pick(draft.regions, names.regions), ...pick(draft.terminals, names.terminals)];
  const places = placeNames.length ? placeNames.join(', ') : intl.formatMessage(m.allTerminals);
  return intl.formatMessage(m.summary, {
    products,
    places,
    sellers: pick(draft.sellers, names.sellers).join(', '),
  });
}

/** The question before unsaved choices are lost [V12]. */
export function DiscardDialog({
  isOpen,
  onOpenChange,
  onDiscard,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDiscard: () => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.discardTitle)}
      variant="critical"
      confirmLabel={intl.formatMessage(m.discard)}
      onConfirm={onDiscard}
    >
      {intl.formatMessage(m.discardText)}
    </ConfirmDialog>
  );
}
