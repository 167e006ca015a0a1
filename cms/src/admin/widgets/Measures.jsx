import { useEffect, useState } from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Widget, useFetchClient } from '@strapi/admin/strapi-admin';

/**
 * How fast the site is for its real visitors (src/measures, GET /adive/mesures): for the last 28 days, per kind of
 * page, the page views measured and the 75th percentile of LCP, INP and CLS, coloured by Google's thresholds, with a
 * switch by connection; and the elements behind the slowest interactions.
 */

const METRICS = [
  { name: 'LCP', title: 'Affichage', format: (value) => `${(value / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} s` },
  { name: 'INP', title: 'Réaction', format: (value) => `${value} ms` },
  { name: 'CLS', title: 'Stabilité', format: (value) => value.toLocaleString('fr-FR') },
];
const RATINGS = {
  bon: { label: 'bon', background: 'success100', text: 'success700' },
  moyen: { label: 'à améliorer', background: 'warning100', text: 'warning700' },
  mauvais: { label: 'mauvais', background: 'danger100', text: 'danger700' },
};
const CONNECTIONS = { toutes: 'Toutes', '2g': '2G', '3g': '3G', '4g': '4G', inconnue: 'Inconnue' };

function Figure({ metric, value }) {
  if (!value) return <Typography textColor="neutral500">—</Typography>;
  const look = RATINGS[value.rating];
  return (
    <Box
      tag="span"
      background={look.background}
      hasRadius
      paddingLeft={1}
      paddingRight={1}
      data-metric={metric.name}
      data-rating={value.rating}
      data-p75={value.p75}
      title={`${look.label} : 75 % des mesures au plus à ${metric.format(value.p75)} (${value.count} mesures)`}
    >
      <Typography variant="pi" textColor={look.text} fontWeight="bold">
        ≤ {metric.format(value.p75)}
      </Typography>
    </Box>
  );
}

/** A compact table: the widget is a third of the admin's home page wide. */
const CELL = { padding: '0.2rem 0.4rem', textAlign: 'left', whiteSpace: 'nowrap' };

export function FieldMeasuresWidget() {
  const { get } = useFetchClient();
  const [state, setState] = useState({ loading: true });
  const [connection, setConnection] = useState('toutes');
  useEffect(() => {
    let live = true;
    get('/adive/mesures').then(
      ({ data }) => live && setState({ data }),
      (error) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [get]);
  if (state.loading) return <Widget.Loading>Chargement…</Widget.Loading>;
  if (state.error) return <Widget.Error>Les mesures de vitesse n’ont pas pu être lues.</Widget.Error>;
  const report = state.data.connections[connection] ?? state.data.connections.toutes;
  if (!report.kinds.length) return <Widget.NoData>Aucune visite mesurée ces 28 derniers jours.</Widget.NoData>;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} data-widget="mesures" data-connexion={connection}>
      <Flex gap={1} wrap="wrap" role="group" aria-label="Connexion">
        {Object.keys(state.data.connections).map((name) => (
          <Button key={name} size="S" variant={name === connection ? 'default' : 'tertiary'} aria-pressed={name === connection} onClick={() => setConnection(name)}>
            {CONNECTIONS[name] ?? name}
          </Button>
        ))}
      </Flex>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {['Page', 'Vues', ...METRICS.map((metric) => `${metric.title} (${metric.name})`)].map((title) => (
              <th key={title} style={{ ...CELL, whiteSpace: 'normal', verticalAlign: 'bottom' }}>
                <Typography variant="sigma" textColor="neutral600">
                  {title}
                </Typography>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.kinds.map((kind) => (
            <tr key={kind.page} data-page={kind.page} data-views={kind.views}>
              <td style={{ ...CELL, whiteSpace: 'normal' }}>
                <Typography variant="omega" title={kind.page}>
                  {kind.name}
                </Typography>
              </td>
              <td style={CELL}>
                <Typography variant="omega">{kind.views}</Typography>
              </td>
              {METRICS.map((metric) => (
                <td key={metric.name} style={CELL}>
                  <Figure metric={metric} value={kind.metrics[metric.name]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {report.slowest.length ? (
        <Flex direction="column" alignItems="stretch" gap={1} data-widget="inp-lents">
          <Typography variant="sigma" textColor="neutral600">
            Les réactions les plus lentes (INP)
          </Typography>
          {report.slowest.map((entry) => (
            <Flex key={`${entry.page} ${entry.element}`} gap={2} justifyContent="space-between" data-element={entry.element}>
              <Typography variant="omega" ellipsis>
                {entry.name} · <code>{entry.element}</code>
              </Typography>
              <Box tag="span" background={RATINGS[entry.rating].background} hasRadius paddingLeft={1} paddingRight={1} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                <Typography variant="pi" textColor={RATINGS[entry.rating].text} fontWeight="bold">
                  ≤ {entry.p75} ms · {entry.count} fois
                </Typography>
              </Box>
            </Flex>
          ))}
        </Flex>
      ) : null}
      <Typography variant="pi" textColor="neutral500">
        75e centile du {state.data.since} au {state.data.until} : trois visites sur quatre ont fait au moins aussi bien. Vert
        bon, orange à améliorer, rouge mauvais (seuils de Google). Mesures anonymes, agrégées.
      </Typography>
    </Flex>
  );
}
