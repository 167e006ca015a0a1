// Too many requests from one address, for every kind of request: written by the server (an action's answer,
// lib/actions; the proxy's refusal of a form posted past the limit, lib/http/serverActionGuard.ts) and recognised by the
// request forms when the proxy refused their post (components/forms/useRequestForm.ts). A module of its own, imported
// by nothing the layout's script carries (lib/messages.ts is): it reaches the forms' scripts only.
export const REQUEST_RATE_LIMITED = 'Vous avez envoyé plusieurs demandes en peu de temps. Veuillez patienter quelques minutes avant de réessayer.';
