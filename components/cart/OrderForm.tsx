import { useState } from 'react';
import { EmailField, FieldFrame, NameField, PhoneInput } from '@/components/forms/fields';
import { FormFooter } from '@/components/forms/FormFooter';
import { useEmailForm } from '@/components/forms/useEmailForm';
import { sendParamsByEmail } from '@/lib/forms/mailer';
import { orderEmailParams, orderText, whatsappOrderUrl, type CartItem, type OrderContact } from '@/lib/cart/order';
import { validateOrder, type OrderField } from '@/lib/forms/validators';
import { messages } from '@/lib/messages';
import { WhatsAppIcon } from '@/components/ui/WhatsAppIcon';

const EMPTY: OrderContact = { name: '', phone: '', email: '' };

/**
 * The order: name, phone and e-mail, sent with the books, quantities and total through the e-mail service
 * (order template). A WhatsApp link carries the same order text. On success the cart is emptied and the
 * sent order stays available on WhatsApp.
 */
export function OrderForm({ items, onOrdered }: { items: CartItem[]; onOrdered: () => void }) {
  const [sentText, setSentText] = useState<string | null>(null);
  const form = useEmailForm<OrderContact, OrderField>({
    initial: EMPTY,
    empty: EMPTY,
    validate: (values) => validateOrder(values, items.length),
    send: async (_element, values) => {
      const outcome = await sendParamsByEmail('order', orderEmailParams(items, values));
      if (outcome.ok) {
        setSentText(orderText(items, values));
        onOrdered();
      }
      return outcome;
    },
    idPrefix: 'commande',
  });
  const { values, field, errorFor, controlId, status } = form;
  const whatsappText = status === 'success' && sentText ? sentText : orderText(items, values);

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Commande" data-testid="order-form" className="space-y-4">
      {items.length > 0 ? (
        <>
          <h3 className="text-base font-bold">Vos coordonnées</h3>
          <NameField {...field('name')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FieldFrame id={controlId('phone')} label="Téléphone" error={errorFor('phone')}>
              <PhoneInput {...field('phone')} />
            </FieldFrame>
            <EmailField {...field('email')} />
          </div>
        </>
      ) : null}
      <FormFooter
        status={status}
        successText={messages.orderSuccess}
        errorText={messages.quoteFailure}
        onClose={form.dismiss}
        submitLabel={items.length > 0 ? 'Envoyer la commande' : null}
        requiredNote={false}
        noScriptNotice={false}
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
              {status === 'success' ? 'Envoyer aussi sur WhatsApp' : 'Commander sur WhatsApp'}
              <span className="sr-only">(nouvel onglet)</span>
            </a>
          ) : null
        }
      />
    </form>
  );
}
