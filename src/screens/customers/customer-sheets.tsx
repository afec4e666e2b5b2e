// The customer list's sheets (spec 1 §2): the extra functions (SMS, save list, saved lists, PDF, and a link to
// the customer integration page), the save-list and saved-list sheets (their own actors, children of the list)
// and the address modal.
// Escape, the backdrop or ✕ closes each.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import * as sel from '../../../machines/customers/customer-list.selectors';
import { INTEGRATION_PATH } from '../../domain/customers/integration-pages';
import { customerIntegrationMessages } from '../../domain/customers/integration-messages';
import { customersMessages } from '../../domain/customers/messages';
import { BottomSheet } from '../../ui/bottom-sheet';
import type { CustomerListActor } from './customer-list-actor';
import { SaveListSheet } from './save-list-sheet';
import { SavedListsSheet } from './saved-lists-sheet';

export function CustomerSheets({ actor }: { readonly actor: CustomerListActor }) {
  const menu = useSelector(actor, sel.selectMenuOpen);
  const address = useSelector(actor, sel.selectAddress);
  const saveList = useSelector(actor, sel.selectSaveList);
  const savedLists = useSelector(actor, sel.selectSavedLists);
  const close = () => actor.send({ type: 'user.closeSheet' });
  if (menu) return <MenuSheet actor={actor} onClose={close} />;
  if (saveList) return <SaveListSheet actor={saveList} onClose={close} />;
  if (savedLists) return <SavedListsSheet actor={savedLists} onClose={close} />;
  if (address)
    return (
      <BottomSheet title={customersMessages.custAddressTitle} onClose={close}>
        <p className="cust-address-name">{address.custNm}</p>
        <p className="cust-address-line">{address.kwsad1}</p>
        <button type="button" className="btn btn-primary btn-block" onClick={close}>
          확인
        </button>
      </BottomSheet>
    );
  return null;
}

function MenuSheet({ actor, onClose }: { readonly actor: CustomerListActor; readonly onClose: () => void }) {
  const items = [
    [customersMessages.custMenuSms, () => actor.send({ type: 'user.openSms', scrollY: window.scrollY })],
    [customersMessages.custMenuSaveList, () => actor.send({ type: 'user.openSaveList' })],
    [customersMessages.custMenuSavedLists, () => actor.send({ type: 'user.openSavedLists' })],
    [customersMessages.custMenuPdf, () => actor.send({ type: 'user.openPdf' })],
  ] as const;
  return (
    <BottomSheet title={customersMessages.custMenuTitle} onClose={onClose}>
      <ul className="cust-menu">
        {items.map(([label, onClick]) => (
          <li key={label}>
            <button type="button" className="cust-menu-item" onClick={onClick}>
              {label}
            </button>
          </li>
        ))}
        <li>
          {/* A page of its own: the list starts afresh when shown again (integration-pages.ts). */}
          <Link href={INTEGRATION_PATH} className="cust-menu-item">
            {customerIntegrationMessages.custMenuIntegration}
          </Link>
        </li>
      </ul>
    </BottomSheet>
  );
}
