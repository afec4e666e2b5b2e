// The consent information popup (spec 2 §2 popAgreeInfo): each consent's terms, required or optional.
import { CONSENT_TERMS } from '../../domain/customers/consent';
import { customerDetailMessages } from '../../domain/customers/detail-messages';
import './customer-detail.css';

export function ConsentScreen() {
  return (
    <article className="consent" aria-label={customerDetailMessages.consentTitle}>
      {CONSENT_TERMS.map((t) => (
        <section key={t.title} className="consent-part" aria-labelledby={`consent-${t.required ? 'required' : 'optional'}`}>
          <h2 id={`consent-${t.required ? 'required' : 'optional'}`}>
            {t.title} <span className={`consent-tag${t.required ? ' is-required' : ''}`}>({customerDetailMessages.consentRequired(t.required)})</span>
          </h2>
          <dl>
            {t.items.map((i) => (
              <div key={i.label}>
                <dt>{i.label}</dt>
                <dd>{i.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </article>
  );
}
