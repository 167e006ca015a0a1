import { useEffect, useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/admin/strapi-admin';

const APPLICATION_UID = 'api::candidature.candidature';

const size = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo` : `${Math.max(1, Math.round(bytes / 1024))} Ko`);

/**
 * The applicant's CV on the application's entry (a side panel of the content manager's edit view). CVs are no files
 * of the Media Library (src/private-files): this panel asks the CMS for a link signed for a few minutes, which it
 * gives only to an editor allowed to read this application, then opens it.
 */
function CvPanelContent({ documentId }) {
  const { get } = useFetchClient();
  const [state, setState] = useState({ status: 'loading' });

  useEffect(() => {
    let current = true;
    get(`/adive/candidatures/${documentId}/cv`)
      .then(({ data }) => current && setState({ status: 'ready', cv: data }))
      .catch(() => current && setState({ status: 'absent' }));
    return () => {
      current = false;
    };
  }, [documentId, get]);

  async function open() {
    // A fresh link each time: the one shown may have expired while the entry stayed open.
    try {
      const { data } = await get(`/adive/candidatures/${documentId}/cv`);
      window.location.assign(data.url);
    } catch {
      setState({ status: 'absent' });
    }
  }

  if (state.status === 'loading') return <Typography textColor="neutral600">Chargement du CV…</Typography>;
  if (state.status === 'absent') return <Typography textColor="neutral600">Aucun CV pour cette candidature.</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} data-panel="cv">
      <Typography fontWeight="semiBold">{state.cv.nom}</Typography>
      <Typography variant="pi" textColor="neutral600">
        {size(state.cv.octets)} · lien valable quelques minutes, à ne pas transférer
      </Typography>
      <Button variant="secondary" onClick={open}>
        Télécharger le CV
      </Button>
    </Flex>
  );
}

/** The panel's description for the content manager: shown on an existing application only. */
export function CvPanel({ model, documentId }) {
  if (model !== APPLICATION_UID || !documentId) return null;
  return { title: 'CV du candidat', content: <CvPanelContent documentId={documentId} /> };
}
