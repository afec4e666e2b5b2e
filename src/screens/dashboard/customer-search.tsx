// The home screen's customer search box (spec 1 §2 Dashboard): up to 10 characters; Enter or the button
// hands the name to the customer list, which opens and searches it. The text is the form's own until then.
import { SEARCH_MAX } from '../../domain/customers/contract';
import { customersMessages } from '../../domain/customers/messages';

export function CustomerSearch({ onSearch }: { readonly onSearch: (name: string) => void }) {
  return (
    <form
      className="home-search"
      role="search"
      aria-label="고객 검색"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get('custNm') ?? ''));
      }}
    >
      <input className="input" name="custNm" type="search" aria-label={customersMessages.custSearchLabel} placeholder={customersMessages.custSearchLabel} maxLength={SEARCH_MAX} enterKeyHint="search" />
      <button type="submit" className="btn btn-primary">
        검색
      </button>
    </form>
  );
}
