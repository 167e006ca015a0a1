// The messages of a book order (the others are in lib/messages.ts). A file of their own: only the cart's order form, its
// server action and its rules load them, not every page's script (issue 48).
export const orderMessages = {
  orderEmptyCart: 'Votre panier est vide.',
  orderBookUnavailable: "Un livre de votre panier n'est plus en vente : retirez-le du panier pour commander.",
  orderBookWithoutPrice: (title: string) =>
    `« ${title} » n'a pas de prix en ligne : retirez-le du panier et demandez-le-nous par le formulaire de devis.`,
  orderSuccess: 'Votre commande a bien été envoyée ! Nous vous contactons rapidement pour la livraison.',
} as const;
