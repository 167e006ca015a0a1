import { useEffect, useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/admin/strapi-admin';

const APPLICATION_UID = 'api::candidature.candidature';

const size = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo` : `${Math.max(1, Math.round(bytes / 1024))} Ko`);
const when = (iso) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'Africa/Ouagadougou', dateStyle: 'short', timeStyle: 'short' });

/** Saves `blob` as `name` on the editor's device, then forgets it: the CV never gets an address of its own. */
function save(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The applicant's CV on the application's entry (a side panel of the content manager's edit view). CVs are no files
 * of the Media Library (src/private-files): the panel downloads the file with the editor's own session (the CMS
 * checks their role at that moment and records the opening) and saves it; there is no link to copy. A super
 * administrator also sees who opened it and when.
 */
function CvPanelContent({ documentId }) {
  const { get } = useFetchClient();
  const [state, setState] = useState({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    get(`/adive/candidatures/${documentId}/cv`)
      .then(({ data }) => current && setState({ status: 'ready', cv: data }))
      .catch(() => current && setState({ status: 'absent' }));
    return () => {
      current = false;
    };
  }, [documentId, get, version]);

  async function download() {
    setBusy(true);
    try {
      const { data } = await get(`/adive/candidatures/${documentId}/cv/fichier`, { responseType: 'blob' });
      save(data, state.cv.nom);
      setVersion((value) => value + 1);
    } catch {
      setState({ status: 'absent' });
    } finally {
      setBusy(false);
    }
  }

  if (state.status === 'loading') return <Typography textColor="neutral600">Chargement du CV…</Typography>;
  if (state.status === 'absent') return <Typography textColor="neutral600">Aucun CV pour cette candidature.</Typography>;
  const openings = state.cv.ouvertures;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} data-panel="cv">
      <Typography fontWeight="semiBold">{state.cv.nom}</Typography>
      <Typography variant="pi" textColor="neutral600">
        {size(state.cv.octets)} · chaque ouverture est enregistrée à votre nom
      </Typography>
      <Button variant="secondary" onClick={download} loading={busy}>
        Télécharger le CV
      </Button>
      {openings ? (
        <Flex direction="column" alignItems="stretch" gap={1} data-panel="cv-ouvertures">
          <Typography variant="sigma" textColor="neutral600">
            {openings.length ? 'Ouvertures (les plus récentes d’abord)' : 'Jamais ouvert'} · visible des super administrateurs
          </Typography>
          {openings.map((opening) => (
            <Typography key={`${opening.le}-${opening.par}`} variant="pi" textColor="neutral600">
              {when(opening.le)} · {opening.par}
            </Typography>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** The panel's description for the content manager: shown on an existing application only. */
export function CvPanel({ model, documentId }) {
  if (model !== APPLICATION_UID || !documentId) return null;
  return { title: 'CV du candidat', content: <CvPanelContent documentId={documentId} /> };
}
