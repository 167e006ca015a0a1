import { useEffect, useState } from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Widget, useFetchClient } from '@strapi/admin/strapi-admin';
import { Link } from 'react-router-dom';

const entries = (uid) => `/content-manager/collection-types/${uid}`;
/** The list of `uid`'s requests still "nouvelle" whose e-mail `field` failed, as the list's Filters button writes it. */
const failedList = (uid, field) =>
  `${entries(uid)}?page=1&pageSize=10&sort=createdAt:DESC&filters[$and][0][${field}][$eq]=${encodeURIComponent('échec')}&filters[$and][1][statut][$eq]=nouvelle`;
const day = (iso) => new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Africa/Ouagadougou', day: 'numeric', month: 'short' });
const since = (iso) => {
  const hours = Math.floor((Date.now() - new Date(iso).getTime()) / 3_600_000);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} jours`;
};

// The three widgets mount together: one request serves them all.
let shared = null;
function useDashboard() {
  const { get } = useFetchClient();
  const [state, setState] = useState({ loading: true });
  useEffect(() => {
    let live = true;
    if (!shared || Date.now() - shared.at > 5000) shared = { at: Date.now(), promise: get('/adive/tableau').then(({ data }) => data) };
    shared.promise.then(
      (data) => live && setState({ data }),
      (error) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [get]);
  return state;
}

/** The dashboard's figures for `children`, or the widget's loading, error or no-access state. */
function Guarded({ children }) {
  const state = useDashboard();
  if (state.loading) return <Widget.Loading>Chargement…</Widget.Loading>;
  if (state.error) return <Widget.Error>Les chiffres des demandes n’ont pas pu être lus.</Widget.Error>;
  if (!state.data.kinds.length) return <Widget.NoPermissions>Vous n’avez accès à aucun type de demande.</Widget.NoPermissions>;
  return children(state.data);
}

/** One kind's weeks as small bars, the tallest at full height. */
function Bars({ weeks, max }) {
  return (
    <Flex gap={1} alignItems="flex-end" height="2.4rem" aria-hidden="true">
      {weeks.map((week) => (
        <Box
          key={week.start}
          title={`Semaine du ${day(week.start)} : ${week.count}`}
          background={week.count ? 'primary600' : 'neutral200'}
          hasRadius
          width="1.2rem"
          style={{ height: `${Math.max(8, (week.count / max) * 100)}%` }}
        />
      ))}
    </Flex>
  );
}

export function ReceivedWidget() {
  return (
    <Guarded>
      {({ kinds }) => {
        const max = Math.max(1, ...kinds.flatMap((kind) => kind.weeks.map((week) => week.count)));
        return (
          <Flex direction="column" alignItems="stretch" gap={3} data-widget="recues">
            {kinds.map((kind) => (
              <Flex key={kind.uid} justifyContent="space-between" gap={3}>
                <Link to={entries(kind.uid)} style={{ textDecoration: 'none', minWidth: '8rem' }}>
                  <Typography fontWeight="semiBold">{kind.label}</Typography>
                </Link>
                <Bars weeks={kind.weeks} max={max} />
                <Typography variant="omega" textColor="neutral600" data-kind={kind.uid} data-total={kind.total}>
                  {kind.total} en 30 jours
                </Typography>
              </Flex>
            ))}
            <Typography variant="pi" textColor="neutral500">
              Une barre par semaine, de la plus ancienne à celle-ci.
            </Typography>
          </Flex>
        );
      }}
    </Guarded>
  );
}

/** The sum of a figure over the kinds, and the kinds whose role may not see it (the figure is null for them). */
function summed(kinds, figure) {
  const hidden = kinds.filter((kind) => figure(kind) == null).map((kind) => kind.label);
  return { total: kinds.reduce((sum, kind) => sum + (figure(kind) ?? 0), 0), hidden };
}

/** Says which kinds a figure leaves out because the editor's role may not read the field it depends on. */
function Hidden({ kinds, field }) {
  if (!kinds.length) return null;
  return (
    <Typography variant="pi" textColor="neutral500">
      Non compté(s), votre rôle ne lisant pas leur {field} : {kinds.join(', ')}.
    </Typography>
  );
}

function RequestLine({ request, children }) {
  return (
    <Link to={`${entries(request.uid)}/${request.documentId}`} style={{ textDecoration: 'none' }}>
      <Flex justifyContent="space-between" gap={2}>
        <Typography ellipsis>
          {request.label} · {request.name || 'sans nom'}
        </Typography>
        {children}
      </Flex>
    </Link>
  );
}

export function WaitingWidget() {
  return (
    <Guarded>
      {({ waiting, deletions, deletionNoticeDays, kinds }) => {
        const old = summed(kinds, (kind) => kind.waiting);
        const due = summed(kinds, (kind) => kind.deletions);
        if (!old.total && !due.total && !old.hidden.length && !due.hidden.length) return <Widget.NoData>Aucune demande « nouvelle » depuis plus de 48 h.</Widget.NoData>;
        return (
          <Flex direction="column" alignItems="stretch" gap={2} data-widget="en-attente" data-count={old.total} data-deletions={due.total}>
            <Typography variant="omega" textColor="neutral600">
              {old.total
                ? `${old.total} demande${old.total > 1 ? 's' : ''} au statut « nouvelle », la plus ancienne d’abord :`
                : 'Aucune demande « nouvelle » depuis plus de 48 h.'}
            </Typography>
            {waiting.map((request) => (
              <RequestLine key={request.documentId} request={request}>
                <Typography variant="pi" textColor="danger600">
                  depuis {since(request.createdAt)}
                </Typography>
              </RequestLine>
            ))}
            <Hidden kinds={old.hidden} field="statut" />
            {due.total ? (
              <>
                <Typography variant="omega" fontWeight="semiBold" textColor="danger600" data-widget="suppressions">
                  {due.total > 1
                    ? `${due.total} demandes encore ouvertes seront supprimées d’ici ${deletionNoticeDays} jours (conservation) : traitez-les d’ici là.`
                    : `1 demande encore ouverte sera supprimée d’ici ${deletionNoticeDays} jours (conservation) : traitez-la d’ici là.`}
                </Typography>
                {deletions.map((request) => (
                  <RequestLine key={request.documentId} request={request}>
                    <Typography variant="pi" textColor="danger600">
                      {request.statut} · le {day(request.deletesOn)}
                    </Typography>
                  </RequestLine>
                ))}
              </>
            ) : null}
            <Hidden kinds={due.hidden} field="date de suppression" />
          </Flex>
        );
      }}
    </Guarded>
  );
}

/** Whether e-mails can leave: the hold of a restored CMS (with the team's decision), or no process able to send. */
function Sending() {
  const { get, post } = useFetchClient();
  const [state, setState] = useState(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    get('/adive/envois').then(
      ({ data }) => live && setState(data),
      () => live && setState(null),
    );
    return () => {
      live = false;
    };
  }, [get, version]);
  if (!state) return null;

  async function decide(action, question) {
    if (!window.confirm(question)) return;
    setBusy(true);
    try {
      await post(`/adive/envois/${action}`, {});
    } finally {
      setBusy(false);
      setVersion((current) => current + 1);
    }
  }

  const when = (iso) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'Africa/Ouagadougou', dateStyle: 'short', timeStyle: 'short' });
  // Who decided, for whoever may decide (kept in the CMS's journal).
  const decisions = (count) =>
    state.canDecide
      ? (state.decisions ?? []).slice(0, count).map((decision) => (
          <Typography key={decision.id} variant="pi" textColor="neutral600" data-decision={decision.detail?.action}>
            Le {when(decision.at)} : {decision.label}, par {decision.by}.
          </Typography>
        ))
      : null;

  if (state.hold) {
    const since = when(state.hold.since);
    return (
      <Flex direction="column" alignItems="stretch" gap={2} data-sending="suspendu" data-waiting={state.waiting}>
        <Typography fontWeight="bold" textColor="danger600">
          Envois suspendus depuis le {since} ({state.hold.reason}) : {state.waiting} e-mail(s) attendent.
        </Typography>
        {state.canDecide ? (
          <Flex gap={2}>
            <Button disabled={busy} onClick={() => decide('reprendre', `Envoyer maintenant les ${state.waiting} e-mail(s) qui attendent ?`)}>
              Envoyer ce qui attend
            </Button>
            <Button variant="danger-light" disabled={busy} onClick={() => decide('abandonner', `Abandonner les ${state.waiting} e-mail(s) qui attendent ? Ils ne partiront jamais.`)}>
              Tout abandonner
            </Button>
          </Flex>
        ) : (
          <Typography variant="pi" textColor="neutral600">
            Un super administrateur décide de les envoyer ou de les abandonner.
          </Typography>
        )}
        {decisions(3)}
      </Flex>
    );
  }
  if (!state.senders.alive && state.waiting) {
    return (
      <Typography fontWeight="bold" textColor="danger600" data-sending="aucun-processus" data-waiting={state.waiting}>
        Aucun processus du CMS ne peut envoyer d’e-mails (SMTP_HOST non défini) : {state.waiting} e-mail(s) attendent.
      </Typography>
    );
  }
  return decisions(1);
}

export function UndeliveredWidget() {
  return (
    <Guarded>
      {({ kinds }) => {
        const firm = summed(kinds, (kind) => kind.failed.firm);
        const acknowledgement = summed(kinds, (kind) => kind.failed.acknowledgement);
        const total = firm.total + acknowledgement.total;
        const emailsWaiting = summed(kinds, (kind) => kind.emailsWaiting);
        const waiting = emailsWaiting.total;
        const hidden = [...new Set([...firm.hidden, ...acknowledgement.hidden, ...emailsWaiting.hidden])];
        return (
          <Flex direction="column" alignItems="stretch" gap={2} data-widget="non-delivres" data-count={total}>
            <Sending />
            <Typography variant="alpha" textColor={total ? 'danger600' : 'success600'}>
              {total}
            </Typography>
            <Typography variant="omega" textColor="neutral600">
              {total
                ? 'e-mail(s) refusé(s) par le serveur d’e-mail ou abandonné(s), sur des demandes encore « nouvelle ».'
                : 'Aucun e-mail en échec sur les demandes « nouvelle ».'}
              {waiting ? ` ${waiting} demande(s) ont un e-mail en attente d’envoi.` : ''}
            </Typography>
            {kinds
              .filter((kind) => (kind.failed.firm ?? 0) + (kind.failed.acknowledgement ?? 0))
              .map((kind) => (
                <Flex key={kind.uid} gap={3}>
                  <Typography fontWeight="semiBold">{kind.label} :</Typography>
                  {kind.failed.firm ? <Link to={failedList(kind.uid, 'email_etat')}>{kind.failed.firm} à l’équipe</Link> : null}
                  {kind.failed.acknowledgement ? <Link to={failedList(kind.uid, 'accuse_etat')}>{kind.failed.acknowledgement} accusé(s) au visiteur</Link> : null}
                </Flex>
              ))}
            <Hidden kinds={hidden} field="statut ou l’état de leurs e-mails" />
          </Flex>
        );
      }}
    </Guarded>
  );
}
