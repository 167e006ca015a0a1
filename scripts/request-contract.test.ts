// A request's fields are declared once on each side of the site/CMS boundary (neither imports the other): the site's
// definition (lib/forms/<kind>.ts) and the CMS's kind (cms/src/requests/kinds.js, its schema holding the types). This
// checks that the two agree: the attributes the site writes, their bounds, the CV's limits, and the e-mail handshake.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applicationRequest, APPLICATION_JOB_FIELD, SPONTANEOUS_JOB_FIELD } from '../lib/forms/application';
import { contactRequest } from '../lib/forms/contact';
import { CV_MAX_BYTES, CV_TYPES } from '../lib/forms/cv';
import { orderLinesRecord, orderRequest } from '../lib/forms/order';
import { quoteRequest } from '../lib/forms/quote';
import { cmsRecord, initialValues, type RequestDefinition } from '../lib/forms/definition';
import { BROWSER_EMAIL_FIELD } from '../lib/forms/submitSteps';
import { LANGUAGE_ATTRIBUTE, RELAY_HEADER, RELAYED_STATE } from '../lib/cms/writes';
import { EDITIONS } from '../lib/editions';
import { PAGES, pageIn } from '../lib/paths';

type KindField = { name: string; label: string; fromSite?: false; email?: false | { label?: string } };
type Kind = { uid: string; table: string; fields: KindField[]; deliveryKey: boolean; cv?: { maxBytes: number; types: Record<string, string> }; depositReads?: string[] };
type Attribute = { type: string; maxLength?: number; required?: boolean; enum?: string[]; default?: unknown };

/* eslint-disable @typescript-eslint/no-require-imports */
const { KINDS } = require('../cms/src/requests/kinds.js') as { KINDS: Kind[] };
const notifications = require('../cms/src/notifications/index.js') as { RELAY_HEADER: string; RELAY_OFFER: string };
const { RELAYED } = require('../cms/src/requests/email-fields.js') as { RELAYED: string };
const languages = require('../cms/src/requests/languages.js') as { LANGUAGE_FIELD: string; LANGUAGES: string[]; UNSUBSCRIBE_PAGES: Record<string, string> };
/* eslint-enable @typescript-eslint/no-require-imports */

const schemaOf = (uid: string): Record<string, Attribute> => {
  const name = uid.split('.')[1]!;
  return JSON.parse(readFileSync(join(__dirname, '..', 'cms', 'src', 'api', name, 'content-types', name, 'schema.json'), 'utf8')).attributes;
};

/** Each site definition, its CMS kind, and the attributes the site writes beside the definition's fields. */
const SIDES: [string, RequestDefinition, string, string[]][] = [
  ['quote', quoteRequest, 'api::devi.devi', []],
  ['contact', contactRequest, 'api::contact.contact', []],
  ['order', orderRequest, 'api::commande.commande', Object.keys(orderLinesRecord([], initialValues(orderRequest)))],
  ['application', applicationRequest, 'api::candidature.candidature', [APPLICATION_JOB_FIELD, SPONTANEOUS_JOB_FIELD]],
];

const kindOf = (uid: string) => KINDS.find((kind) => kind.uid === uid)!;

describe("a request's fields: the site and the CMS name the same", () => {
  it('kinds, one site definition each', () => {
    expect(SIDES.map(([, , uid]) => uid).sort()).toEqual(KINDS.map((kind) => kind.uid).sort());
  });

  it.each(SIDES)('attributes for a %s: what the site writes is what the CMS reads from it', (_kind, definition, uid, extra) => {
    const kind = kindOf(uid);
    // Every request carries the edition it was sent from (lib/cms/writes.ts adds it).
    const written = [...Object.keys(cmsRecord(definition, initialValues(definition))), ...extra, LANGUAGE_ATTRIBUTE].sort();
    const read = [...kind.fields.filter((field) => field.fromSite !== false).map((field) => field.name), ...(kind.depositReads ?? []), languages.LANGUAGE_FIELD].sort();
    expect(written).toEqual(read);
  });

  it.each(SIDES)("attributes for a %s that its schema holds, every one it requires asked by the site's form", (_kind, definition, uid) => {
    const schema = schemaOf(uid);
    const kind = kindOf(uid);
    for (const field of kind.fields) expect(Object.keys(schema)).toContain(field.name);
    // The delivery key, for a kind the site keeps offline.
    if (kind.deliveryKey) expect(schema.cle_envoi).toMatchObject({ type: 'string' });
    const required = new Map(Object.entries(definition.fields).map(([name, field]) => [field.cms ?? name, !field.optional]));
    for (const [name, attribute] of Object.entries(schema)) {
      if (attribute.required && required.has(name)) expect([name, required.get(name)]).toEqual([name, true]);
    }
  });

  it.each(SIDES)("bounds for a %s: the site refuses what is longer than the CMS's attribute holds", (_kind, definition, uid) => {
    const schema = schemaOf(uid);
    for (const [name, field] of Object.entries(definition.fields)) {
      const attribute = schema[field.cms ?? name]!;
      if (attribute.maxLength === undefined) continue;
      // Digits: a text, a phone number or a choice alike would take them but for their length.
      const tooLong = '1'.repeat(attribute.maxLength + 1);
      expect([name, field.valid(field.read ? field.read(tooLong) : tooLong)]).toEqual([name, false]);
    }
  });

  it("languages for a request or a subscription: the site's editions, French by default, and each edition's unsubscribe page", () => {
    expect(languages.LANGUAGE_FIELD).toBe(LANGUAGE_ATTRIBUTE);
    expect(languages.LANGUAGES).toEqual([...EDITIONS]);
    for (const uid of [...SIDES.map(([, , kindUid]) => kindUid), 'api::newsletter.newsletter']) {
      expect([uid, schemaOf(uid)[LANGUAGE_ATTRIBUTE]]).toEqual([uid, { type: 'enumeration', enum: [...EDITIONS], default: 'fr' }]);
    }
    expect(languages.UNSUBSCRIBE_PAGES).toEqual(Object.fromEntries(EDITIONS.map((edition) => [edition, pageIn(edition, PAGES.unsubscribe)])));
  });

  it("limits for an application's CV: its size and types, each with its extension", () => {
    const { cv } = kindOf('api::candidature.candidature');
    expect(cv?.maxBytes).toBe(CV_MAX_BYTES);
    expect(cv?.types).toEqual(Object.fromEntries(Object.values(CV_TYPES).map(({ mime, extension }) => [mime, extension])));
  });

  it("words for the browser's e-mail: the header the site offers it with, and the state the CMS answers", () => {
    expect(notifications.RELAY_HEADER).toBe(RELAY_HEADER);
    expect(RELAYED).toBe(RELAYED_STATE);
    // The offer the form adds is a field of the site's own, never an attribute of the CMS.
    for (const [, , uid] of SIDES) expect(Object.keys(schemaOf(uid))).not.toContain(BROWSER_EMAIL_FIELD);
  });
});
