/**
 * The contract popup (spec §2 "Modals: contract", §4 contract offers): after login, on the player
 * site and on the agent site, the member's pending contract offers (`GET
 * /wps/agent/contracts/pending`), each with its type, upline, tiers and rates, period and Accept
 * and Reject. Accepting an offer whose rate is below contracts the member gave its own downlines
 * answers `contract.terminations.unconfirmed`: the popup then lists those contracts, which will
 * end, and accepts again with `confirm: true` only when the member agrees (spec §4). Each answer
 * is confirmed in the popup ("Daily wages contract accepted"); once no offer is left the popup
 * shows only those confirmations and a Close button.
 */
import { lazy, Suspense, useState } from 'react';
import { CONTRACT_ERROR_CODES, type PlatformQueryError } from '@gamehall/api-client';
import type { Contract } from '@gamehall/api-client/contract';
import { loadNamespace, useTranslation } from '@gamehall/i18n';
import { selectIsLogin, selectIsTrial, useAppSelector, useDateTime, useErrorText, withChunkTimeout } from '@gamehall/shell';
import { Button, Dialog } from '@gamehall/ui-kit';
import { type ContractResponse, useGetPendingContractsQuery, useRespondToContractMutation } from '../api/contractApi';
import { ContractTiers } from '../contracts/ContractTiers';
import styles from './ContractPopup.module.css';

/** An accept that waits for the member's agreement to end these downline contracts (spec §4). */
interface Confirmation {
  offer: Contract;
  contracts: Contract[];
}

/** Whether a failed call is `contract.terminations.unconfirmed`, and its contracts. */
function terminationsOf(error: unknown): Contract[] | undefined {
  const e = error as Partial<PlatformQueryError> | undefined;
  if (e?.errorCode !== CONTRACT_ERROR_CODES.confirmTerminations) return undefined;
  const value = e.value as { contracts?: Contract[] } | null | undefined;
  return value?.contracts ?? [];
}

/** One pending offer: type, upline, time, tiers; Accept and Reject; the last refusal of this offer. */
function Offer({ offer, busy, error, onRespond }: { offer: Contract; busy: boolean; error?: string; onRespond: (action: ContractResponse['action']) => void }) {
  const { t } = useTranslation('agent');
  const dateTime = useDateTime();
  const type = t(`contract_type_${offer.type}`);
  const label = t('contract_offer_label', { type, nickname: offer.upline.nickname });
  return (
    <article className={styles.offer} aria-label={label}>
      <h3 className={styles.offerTitle}>{type}</h3>
      <p className={styles.meta}>{t('contract_from', { nickname: offer.upline.nickname, account: offer.upline.account })}</p>
      <p className={styles.meta}>{t('contract_offered_at', { date: dateTime(offer.offeredAt) })}</p>
      <ContractTiers contract={offer} label={t('contract_tiers')} />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => { onRespond('reject'); }}>
          {t('contract_reject')}
        </Button>
        <Button size="sm" disabled={busy} onClick={() => { onRespond('accept'); }}>
          {t('contract_accept')}
        </Button>
      </div>
    </article>
  );
}

/**
 * The popup over pending offers (needs the `agent` texts loaded): the offers, or the confirm step
 * of an accept that ends downline contracts, and a confirmation of each answer given. With no
 * offer left it shows the confirmations and Close.
 *
 * @param props - `offers`: the pending offers (newest first); `onClose`: the member closed it;
 *   `onAnswered`: an offer was accepted or rejected (the caller keeps the popup open for the confirmation)
 */
export function ContractOffersDialog({ offers, onClose, onAnswered }: { offers: Contract[]; onClose: () => void; onAnswered?: () => void }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const [respond, { isLoading }] = useRespondToContractMutation();
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [answered, setAnswered] = useState<{ contractId: number; text: string }[]>([]);

  const send = async (offer: Contract, action: ContractResponse['action'], confirm = false) => {
    setErrors((all) => ({ ...all, [offer.contractId]: '' }));
    try {
      await respond({ type: offer.type, contractId: offer.contractId, action, confirm }).unwrap();
      setConfirmation(null);
      const type = t(`contract_type_${offer.type}`);
      const text = action === 'accept' ? t('contract_accepted', { type }) : t('contract_rejected', { type });
      setAnswered((all) => [...all, { contractId: offer.contractId, text }]);
      onAnswered?.();
    } catch (error) {
      const contracts = action === 'accept' && !confirm ? terminationsOf(error) : undefined;
      if (contracts) {
        setConfirmation({ offer, contracts });
        return;
      }
      setConfirmation(null);
      setErrors((all) => ({ ...all, [offer.contractId]: errorText(error) }));
    }
  };

  if (confirmation) {
    return (
      <Dialog
        open
        icon="warning"
        title={t('contract_confirm_title')}
        onClose={() => { setConfirmation(null); }}
        closeLabel={t('close')}
        closeOnCover={false}
        buttons={[
          { label: t('contract_confirm_back'), onClick: () => { setConfirmation(null); }, variant: 'secondary' },
          { label: t('contract_confirm_accept'), onClick: () => void send(confirmation.offer, 'accept', true) },
        ]}
      >
        <p className={styles.note}>{t('contract_confirm_note')}</p>
        <ul className={styles.ending} aria-label={t('contract_confirm_title')}>
          {confirmation.contracts.map((c) => (
            <li key={c.contractId}>
              <span className={styles.endingType}>{t(`contract_type_${c.type}`)}</span> {t('contract_confirm_row', { nickname: c.member.nickname, account: c.member.account, rate: c.maxRate })}
            </li>
          ))}
        </ul>
      </Dialog>
    );
  }
  // An answered offer may still be listed until the pending offers are asked again.
  const pending = offers.filter((offer) => !answered.some((a) => a.contractId === offer.contractId));
  return (
    <Dialog open title={t('contract_offers_title')} onClose={onClose} closeLabel={t('close')} closeOnCover={false}>
      <div role="status" className={styles.answered}>
        {answered.map((a) => (
          <p key={a.contractId}>{a.text}</p>
        ))}
      </div>
      {pending.length > 0 ? (
        <>
          <p className={styles.note}>{t('contract_offers_note')}</p>
          <ul className={styles.offers} aria-label={t('contract_offers_title')}>
            {pending.map((offer) => (
              <li key={offer.contractId}>
                <Offer offer={offer} busy={isLoading} error={errors[offer.contractId] || undefined} onRespond={(action) => void send(offer, action)} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('close')}</Button>
        </div>
      )}
    </Dialog>
  );
}

// The popup's texts (the `agent` namespace) load only when an offer is pending.
const loadDialog = withChunkTimeout(() => loadNamespace('agent').then(() => ({ default: ContractOffersDialog })));
const LazyOffersDialog = lazy(loadDialog);

/**
 * The contract popup (see the module comment) for a logged-in real account: asks for the pending
 * offers once per mount (again after each answer), shows nothing while none is pending or the
 * call fails, and stays closed once the member closed it (until the next mount, e.g. the next login).
 */
export function ContractPopup() {
  const isLogin = useAppSelector(selectIsLogin);
  const isTrial = useAppSelector(selectIsTrial);
  const [closed, setClosed] = useState(false);
  // Once an offer was answered the popup stays for the confirmation, even with no offer left.
  const [answered, setAnswered] = useState(false);
  const { data } = useGetPendingContractsQuery(undefined, { skip: !isLogin || isTrial });
  if (closed || !isLogin || isTrial || !data || (data.length === 0 && !answered)) return null;
  return (
    <Suspense fallback={null}>
      <LazyOffersDialog offers={data} onClose={() => { setClosed(true); }} onAnswered={() => { setAnswered(true); }} />
    </Suspense>
  );
}
