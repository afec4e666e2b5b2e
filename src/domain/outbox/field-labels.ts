// What the conflict view calls each field it compares (issue 18): the user sees the fields where their save and
// the server's copy differ, by these names. A field without a name here is compared but shown by its key.
// The version and the keys that name the record are never shown (HIDDEN).
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  memo: '메모',
  contents: '메모',
};

/** Fields that identify the record or its version, not what the user wrote. */
export const HIDDEN: ReadonlySet<string> = new Set(['version', 'sqno', 'kwkkey', 'custDiv', 'targetId', 'cudType']);
