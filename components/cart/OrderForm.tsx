import { useState } from 'react';
import { FieldTextsContext } from '@/components/forms/fieldTextsContext';
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';
import { FRENCH_CART_TEXTS, type CartTexts } from '@/lib/cart/texts';
import { withMessages } from '@/lib/forms/definition';
import { EDITION_FIELD } from '@/lib/forms/editionField';
import { EmailField, FieldFrame, NameField, PhoneInput } from '@/components/forms/fields';
import { Honeypot } from '@/components/forms/Honeypot';
import { FormFooter } from '@/components/forms/FormFooter';
import { useRequestForm } from '@/components/forms/useRequestForm';
import { submitOrder } from '@/lib/actions/requests';
import { sendParamsByEmail, type SendOutcome } from '@/lib/forms/mailer';
import { orderText, whatsappOrderUrl, type CartItem } from '@/lib/cart/summary';
import { orderEmailParams, orderProblem, orderRequest, type OrderField, type OrderValues } from '@/lib/forms/order';
import { WhatsAppIcon } from '@/components/ui/WhatsAppIcon';

/** No e-mail without the server's prices (the CMS could not be read): the order is then shown as not sent. */
const UNPRICED: SendOutcome = { ok: false, status: 0, text: 'order not priced by the server' };

/**
 * The book order, stored in the CMS at the CMS's prices; the lines the server priced are e-mailed and carried by the
 * WhatsApp link. Needs JavaScript, as the cart lives in the browser (the cart says so without it). In the page's
 * edition (`texts`, French by default), which it sends off the French page.
 */
export function OrderForm({
  items,
  onOrdered,
  texts = FRENCH_CART_TEXTS.order,
  edition = DEFAULT_EDITION,
}: {
  items: CartItem[];
  onOrdered: () => void;
  texts?: CartTexts['order'];
  edition?: Edition;
}) {
  const [sentText, setSentText] = useState<string | null>(null);
  const [request] = useState(() => withMessages(orderRequest, texts.messages));
  // What submitOrder receives, now or later if kept offline (the server prices the lines again then): the buyer, the
  // cart, and what else the form's data holds, as a post would send it: the honeypot, the delivery key, the offer of
  // the browser's e-mail (gone from a kept order's data).
  const order = (contact: OrderValues, data: FormData) => ({
    ...Object.fromEntries([...data.entries()].filter(([name]) => !(name in contact))),
    contact,
    items,
  });
  const form = useRequestForm<keyof OrderValues, OrderField>({
    request,
    validate: (values) => orderProblem(values, items.length, request, texts.emptyCart),
    store: (sent, data) => submitOrder(sent, order(sent.values, data)),
    // The server's priced lines, never the cart's: what the CMS recorded is what the firm reads.
    notify: (contact, answer) =>
      answer.lines?.length ? sendParamsByEmail('order', orderEmailParams(answer.lines, contact)) : Promise.resolve(UNPRICED),
    onSuccess: (contact, answer) => {
      setSentText(orderText(answer.lines ?? items, contact));
      onOrdered();
    },
    idPrefix: 'commande',
    queuePayload: order,
  });
  const { values, field, errorFor, controlId, status } = form;
  const whatsappText = status === 'success' && sentText ? sentText : orderText(items, values);

  return (
    <FieldTextsContext value={texts.fields}>
      <form onSubmit={form.onSubmit} noValidate aria-label={texts.form} data-testid="order-form" className="relative space-y-4">
        {edition === DEFAULT_EDITION ? null : <input type="hidden" name={EDITION_FIELD} value={edition} />}
        {items.length > 0 ? (
          <>
            <h3 className="text-base font-bold">{texts.yourDetails}</h3>
            <NameField {...field('name')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FieldFrame id={controlId('phone')} label={texts.fields.phone} error={errorFor('phone')}>
                <PhoneInput {...field('phone')} />
              </FieldFrame>
              <EmailField {...field('email')} />
            </div>
            <Honeypot label={texts.fields.honeypot} />
            {errorFor('items') ? (
              <p id={controlId('items')} tabIndex={-1} role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
                {errorFor('items')}
              </p>
            ) : null}
          </>
        ) : null}
        <FormFooter
          status={status}
          successText={request.sent}
          errorText={form.notice ?? request.failed}
          onClose={form.dismiss}
          submitLabel={items.length > 0 ? texts.submit : null}
          requiredNote={false}
          compact
          actions={
            items.length > 0 || (status === 'success' && sentText) ? (
              <a
                href={whatsappOrderUrl(whatsappText)}
                target="_blank"
                rel="noopener noreferrer"
                className="btn bg-whatsapp text-sm text-white hover:bg-whatsapp-dark"
                data-testid="order-whatsapp"
              >
                <WhatsAppIcon className="size-4" />
                {status === 'success' ? texts.whatsappAlso : texts.whatsapp}
                <span className="sr-only">{texts.newTab}</span>
              </a>
            ) : null
          }
        />
      </form>
    </FieldTextsContext>
  );
}
