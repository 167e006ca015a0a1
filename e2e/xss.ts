// A corpus of cross-site scripting payloads, as an attacker (or a careless copy-paste) would put them in CMS
// content. Each one, if it ran, would set the sentinel `window.__xss` or open a dialog.

const HIT = 'window.__xss=1';

export const SENTINEL = '__xss';

export const XSS_PAYLOADS: readonly string[] = [
  // Script elements
  `<script>${HIT}</script>`,
  `<SCRIPT>${HIT}</SCRIPT>`,
  `<script src="data:text/javascript,${HIT}"></script>`,
  `<scr<script>ipt>${HIT}</scr</script>ipt>`,
  `</script><script>${HIT}</script>`,
  `</title><script>${HIT}</script>`,
  `"><script>${HIT}</script>`,
  // Event handlers
  `<img src=x onerror="${HIT}">`,
  `<IMG SRC=x OnErRoR=${HIT}>`,
  `'><img src=x onerror=${HIT}>`,
  `<img src="x" onerror="&#119;indow.__xss=1">`,
  `<svg onload=${HIT}>`,
  `<body onload=${HIT}>`,
  `<details open ontoggle=${HIT}>détails</details>`,
  `<input autofocus onfocus=${HIT}>`,
  `<video><source onerror="${HIT}"></video>`,
  `<div onmouseover="${HIT}" style="position:fixed;inset:0">survol</div>`,
  // Dangerous URLs in links and images
  `<a href="javascript:${HIT}">lien javascript</a>`,
  `<a href="JaVaScRiPt:${HIT}">lien casse mélangée</a>`,
  `<a href="&#106;avascript:${HIT}">lien entité</a>`,
  `<a href="jav&#x09;ascript:${HIT}">lien tabulation</a>`,
  `<a href="  javascript:${HIT}">lien espaces</a>`,
  `<a href="data:text/html,<script>${HIT}</script>">lien data</a>`,
  `<a href="vbscript:msgbox(1)">lien vbscript</a>`,
  `[lien markdown](javascript:${HIT})`,
  `[lien markdown data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)`,
  `![image markdown](javascript:${HIT})`,
  `<IMG SRC="javascript:${HIT}">`,
  `<img src="data:image/svg+xml,<svg onload='${HIT}'>">`,
  // SVG and MathML
  `<svg><script>${HIT}</script></svg>`,
  `<svg><a xlink:href="javascript:${HIT}"><text y="20">svg</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${HIT}>`,
  // Frames, objects, forms, document-level elements
  `<iframe src="javascript:${HIT}"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<object data="javascript:${HIT}"></object>`,
  `<embed src="javascript:${HIT}">`,
  `<form action="javascript:${HIT}"><button>envoyer</button></form>`,
  `<button formaction="javascript:${HIT}">bouton</button>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${HIT}">`,
  `<base href="javascript:${HIT}//">`,
  `<link rel="stylesheet" href="javascript:${HIT}">`,
  // Style
  `<style>body{background:url("javascript:${HIT}")}</style>`,
  `<div style="background-image:url(javascript:${HIT})">style</div>`,
  // Broken markup and mutation tricks
  `<noscript><p title="</noscript><img src=x onerror=${HIT}>">`,
  `<p <img src=x onerror=${HIT}>>balise cassée`,
  `<!--<img src="--><img src=x onerror=${HIT}>">`,
  `<textarea></textarea><img src=x onerror=${HIT}>`,
  // Template and encoding tricks
  `{{constructor.constructor('${HIT}')()}}`,
  `\u003cscript\u003e${HIT}\u003c/script\u003e`,
  `&lt;script&gt;${HIT}&lt;/script&gt;`,
  // A picture from elsewhere (a tracking pixel): blocked by the policy, never from the site's own code
  `<img src="https://pixel.example.com/t.gif" alt="pixel">`,
];

/** Every payload, one per paragraph: for rich and raw text fields. */
export const XSS_DOCUMENT = XSS_PAYLOADS.join('\n\n');

/** A short line mixing several tricks: for names and titles (`marker` makes it findable). */
export const xssLine = (marker: string) => `${marker} "><img src=x onerror=${HIT}></title><script>${HIT}</script><svg onload=${HIT}>`;
