// Makes the browser's storage refuse the next read or write of a UI memory entry (ep.ui.*), as private
// mode or a full quota would, to see the app carry on without it. Patches Storage.prototype, so it
// applies to jsdom's localStorage as the real app layer uses it; call restore() after each test.
import { UI_KEY_PREFIX } from '../../src/services/ui-memory.service';

export function storageFaults() {
  const proto = Storage.prototype;
  const { getItem, setItem } = proto;
  const faults = { read: false, write: false };
  proto.getItem = function (this: Storage, key: string) {
    if (faults.read && key.startsWith(UI_KEY_PREFIX)) {
      faults.read = false;
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }
    return getItem.call(this, key);
  };
  proto.setItem = function (this: Storage, key: string, value: string) {
    if (faults.write && key.startsWith(UI_KEY_PREFIX)) {
      faults.write = false;
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    setItem.call(this, key, value);
  };
  return {
    faults,
    restore() {
      proto.getItem = getItem;
      proto.setItem = setItem;
    },
  };
}
