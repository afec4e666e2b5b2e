// One row of an order editor: the name (tagged when hidden), the show switch for home cards, and
// move buttons labelled with the item's name; a button that cannot act at the list's end is disabled.
import type { OrderItem } from '../../domain/settings/setting-order';
import { settingsMessages } from '../../domain/settings/messages';
import { SwitchRow } from './switch-row';

export type MoveDirection = 'up' | 'down';

export interface OrderRowProps {
  readonly item: OrderItem;
  readonly first: boolean;
  readonly last: boolean;
  readonly canHide: boolean;
  readonly disabled: boolean;
  readonly onMove: (dir: MoveDirection) => void;
  readonly onToggle: () => void;
}

export function OrderRow({ item, first, last, canHide, disabled, onMove, onToggle }: OrderRowProps) {
  return (
    <li className={item.shown ? 'order-row' : 'order-row order-row-hidden'} data-code={item.code}>
      <span className="order-name">
        {item.name}
        {!item.shown && <span className="order-tag">{settingsMessages.orderHidden}</span>}
      </span>
      {canHide && (
        <span className="order-show">
          <SwitchRow label={settingsMessages.orderShowCard(item.name)} checked={item.shown} disabled={disabled} onChange={onToggle} />
        </span>
      )}
      <span className="order-moves">
        <button
          type="button"
          className="icon-btn"
          data-move={`${item.code}:up`}
          aria-label={settingsMessages.orderMoveUp(item.name)}
          disabled={disabled || first}
          onClick={() => onMove('up')}
        >
          <span aria-hidden="true">▲</span>
        </button>
        <button
          type="button"
          className="icon-btn"
          data-move={`${item.code}:down`}
          aria-label={settingsMessages.orderMoveDown(item.name)}
          disabled={disabled || last}
          onClick={() => onMove('down')}
        >
          <span aria-hidden="true">▼</span>
        </button>
      </span>
    </li>
  );
}
