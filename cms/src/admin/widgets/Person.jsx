import { useEffect, useState } from 'react';
import { Box, Button, Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/admin/strapi-admin';
import { Link } from 'react-router-dom';

const day = (iso) => new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Africa/Ouagadougou', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A visitor asks what ADIVE holds on them, or to be forgotten: their address, one search across the five collections,
 * one button (after a confirmation) that deletes it all, CVs included.
 */
export function PersonWidget() {
  const { get, post } = useFetchClient();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState(null);
  const [state, setState] = useState({ busy: false, message: '', tone: 'neutral600' });
  // The latest erasures, who made them and what they took: for a super administrator only (the route refuses others).
  const [erasures, setErasures] = useState([]);
  useEffect(() => {
    let live = true;
    get('/adive/effacements').then(
      ({ data }) => live && setErasures(data.erasures),
      () => live && setErasures([]),
    );
    return () => {
      live = false;
    };
  }, [get, found]);

  async function search(event) {
    event.preventDefault();
    setState({ busy: true, message: '', tone: 'neutral600' });
    try {
      const { data } = await post('/adive/personne', { email });
      setFound({ email, ...data });
      setState({ busy: false, message: data.records.length ? '' : 'Rien n’est gardé pour cette adresse dans ce que vous pouvez lire.', tone: 'neutral600' });
    } catch {
      setFound(null);
      setState({ busy: false, message: 'Adresse e-mail invalide, ou recherche impossible.', tone: 'danger600' });
    }
  }

  async function erase() {
    if (!found || !window.confirm(`Supprimer définitivement les ${found.records.length} enregistrement(s) de ${found.email}, CV compris ?`)) return;
    setState({ busy: true, message: '', tone: 'neutral600' });
    try {
      const { data } = await post('/adive/personne/suppression', { email: found.email });
      const count = Object.values(data.deleted).reduce((sum, value) => sum + value, 0);
      const { data: after } = await post('/adive/personne', { email: found.email });
      setFound({ email: found.email, ...after });
      const complete = !after.records.length && !after.skipped.length && !data.skipped.length;
      const message = complete
        ? `${count} enregistrement(s) supprimé(s) : plus rien n’est gardé pour cette adresse.`
        : data.failed
          ? `${count} enregistrement(s) supprimé(s) ; ${data.failed} n’ont pas pu l’être (voir le journal du CMS) : réessayez.`
          : `${count} enregistrement(s) supprimé(s) ; d’autres peuvent rester, hors de vos droits : un administrateur doit terminer.`;
      setState({ busy: false, message, tone: complete ? 'success600' : 'danger600' });
    } catch (error) {
      // The CMS says why when it could not remember the erasure (nothing was deleted then).
      const said = error?.response?.data?.error;
      setState({ busy: false, message: typeof said === 'string' ? said : 'La suppression n’a pas abouti : réessayez.', tone: 'danger600' });
    }
  }

  return (
    <Flex direction="column" alignItems="stretch" gap={3} data-widget="personne">
      <form onSubmit={search}>
        <Flex gap={2} alignItems="flex-end">
          <Box flex="1">
            <Field.Root name="adresse-personne">
              <Field.Label>Adresse e-mail du visiteur</Field.Label>
              <TextInput type="email" value={email} onChange={(event) => setEmail(event.target.value)} placeholder="nom@exemple.bf" />
            </Field.Root>
          </Box>
          <Button type="submit" variant="secondary" loading={state.busy} disabled={!email.trim()}>
            Rechercher
          </Button>
        </Flex>
      </form>
      {found?.records.length ? (
        <>
          <Typography variant="omega" textColor="neutral600">
            {found.records.length} enregistrement(s) pour {found.email} :
          </Typography>
          {found.records.map((record) => (
            <Link key={`${record.uid}-${record.documentId}`} to={`/content-manager/collection-types/${record.uid}/${record.documentId}`} style={{ textDecoration: 'none' }}>
              <Flex justifyContent="space-between" gap={2}>
                <Typography ellipsis>
                  {record.label} · {record.name || 'sans nom'}
                </Typography>
                <Typography variant="pi" textColor="neutral500">
                  {day(record.createdAt)}
                </Typography>
              </Flex>
            </Link>
          ))}
          <Box>
            <Button variant="danger" onClick={erase} loading={state.busy}>
              Tout supprimer
            </Button>
          </Box>
        </>
      ) : null}
      {found?.skipped?.length ? (
        <Typography variant="pi" textColor="danger600">
          Non cherché, hors de vos droits : {found.skipped.join(', ')}.
        </Typography>
      ) : null}
      {state.message ? (
        <Typography variant="omega" textColor={state.tone} role="status">
          {state.message}
        </Typography>
      ) : null}
      {erasures.length ? (
        <Flex direction="column" alignItems="stretch" gap={1} data-erasures={erasures.length}>
          <Typography variant="sigma" textColor="neutral600">
            Derniers effacements (gardés sans l’adresse, refaits après une restauration)
          </Typography>
          {erasures.slice(0, 5).map((erasure) => (
            <Typography key={erasure.id} variant="pi" textColor="neutral600">
              Le {day(erasure.at)}, par {erasure.by} : {erasure.records.length} enregistrement(s){erasure.labels.length ? ` (${erasure.labels.join(', ')})` : ''}.
            </Typography>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
