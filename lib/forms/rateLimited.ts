// Too many requests from one address: written by the server (an action's answer, lib/messages.ts's serverMessages; the
// proxy's refusal of a form posted past the limit, lib/http/serverActionGuard.ts) and recognised by the request forms
// when the proxy refused their post (components/forms/useRequestForm.ts). A module of its own, so that it reaches the
// forms' script and never the layout's, which carries lib/messages.ts.
export const REQUEST_RATE_LIMITED = 'Vous avez envoyé plusieurs demandes en peu de temps. Veuillez patienter quelques minutes avant de réessayer.';
