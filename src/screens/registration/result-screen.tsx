// The registration result (spec 2 §2): the message and the ways on: another registration, the customer
// list and, once the schedule registration exists, that screen after a confirmation.
import { useState } from 'react';
import { Link } from 'wouter';
import { registrationMessages as m } from '../../domain/registration/messages';
import { Dialog } from '../../ui/dialog';
import './register.css';

export function ResultScreen(p: { readonly registerPath: string; readonly listPath: string; readonly schedulePath: string | null; readonly go?: (to: string) => void }) {
  // Local UI state: whether the schedule confirmation is open (no machine data).
  const [asking, setAsking] = useState(false);
  return (
    <div className="page page-center reg-result">
      <h1>{m.resultDone}</h1>
      <div className="reg-result-actions">
        {p.schedulePath !== null && (
          <button type="button" className="btn btn-primary" onClick={() => setAsking(true)}>
            {m.resultSchedule}
          </button>
        )}
        <Link href={p.registerPath} replace className="btn btn-secondary">
          {m.resultRegisterAnother}
        </Link>
        <Link href={p.listPath} className="btn btn-secondary">
          {m.resultCustomerList}
        </Link>
      </div>
      {asking && p.schedulePath !== null && (
        <Dialog
          message={m.confirmSchedule}
          onConfirm={() => {
            setAsking(false);
            p.go?.(p.schedulePath!);
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
