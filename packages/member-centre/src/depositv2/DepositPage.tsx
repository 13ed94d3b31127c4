/** The deposit page (spec §2 depositv2; §4 a deposit's states). */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Deposit } from '@gamehall/api-client/contract';
import { BankTransferDetails } from './BankTransferDetails';
import { DepositForm } from './DepositForm';
import { DepositHistory } from './DepositHistory';
import { DepositStatusPanel } from './DepositStatusPanel';
import styles from './DepositPage.module.css';

/** The query parameter the payment provider's return carries (`/member/depositv2?depositId=…`). */
export const DEPOSIT_ID_PARAM = 'depositId';

/**
 * `/member/depositv2`: back from the payment provider (`?depositId=`) the deposit's state
 * (read every 3 s while PENDING); after a BANK deposit its bank details and reference; else the
 * deposit form. Below, the deposit history. "Make another deposit" returns to the form.
 */
export function DepositPage() {
  const [params, setParams] = useSearchParams();
  const depositId = params.get(DEPOSIT_ID_PARAM);
  const [bankDeposit, setBankDeposit] = useState<Deposit | null>(null);
  let top;
  if (depositId) {
    top = <DepositStatusPanel key={depositId} depositId={depositId} onNew={() => { setParams({}, { replace: true }); }} />;
  } else if (bankDeposit) {
    top = <BankTransferDetails deposit={bankDeposit} onNew={() => { setBankDeposit(null); }} />;
  } else {
    top = <DepositForm onBankDeposit={setBankDeposit} />;
  }
  return (
    <div className={styles.page}>
      {top}
      <DepositHistory />
    </div>
  );
}
