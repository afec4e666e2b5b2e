// One code family of the interest popup as a fieldset named by its heading: radios for a single-choice
// family (the no-jin activity too), check boxes for a multiple-choice one; the activity's place field
// follows it while 'other' is chosen.
import type { FamilyView } from '../../../machines/customers/interest-info.selectors';
import { PLACE_NOTE_MAX } from '../../domain/customers/customer-edit';
import { interestInfoMessages } from '../../domain/customers/interest-messages';
import { Choice } from './filter-parts';

export interface InterestFamilyProps {
  readonly family: FamilyView;
  readonly editable: boolean;
  readonly onChoose: (cdVl1: string) => void;
  /** The activity family's place while 'other' is chosen (null: no field). */
  readonly place?: string | null;
  readonly onChangePlace?: (text: string) => void;
}

export function InterestFamily({ family, editable, onChoose, place = null, onChangePlace }: InterestFamilyProps) {
  const name = interestInfoMessages.interestFamilyNames[family.prenCd] ?? family.prenCd;
  const placeId = `interest-place-${family.prenCd}`;
  return (
    <fieldset className="cust-filter interest-family">
      <legend>{name}</legend>
      <div className="cust-filter-choices">
        {family.choices.map((c) => (
          <Choice
            key={c.cdVl1}
            type={family.multiple ? 'checkbox' : 'radio'}
            name={`interest-${family.prenCd}`}
            label={c.cdNm}
            checked={c.checked}
            disabled={!editable}
            onChange={() => onChoose(c.cdVl1)}
          />
        ))}
      </div>
      {place !== null && (
        <div className="field interest-place">
          <label htmlFor={placeId}>{interestInfoMessages.interestPlaceLabel}</label>
          <input
            id={placeId}
            className="input"
            value={place}
            maxLength={PLACE_NOTE_MAX}
            placeholder={interestInfoMessages.interestPlaceHint}
            disabled={!editable}
            onChange={(e) => onChangePlace?.(e.target.value)}
          />
        </div>
      )}
    </fieldset>
  );
}
