# The files a quote crosses (docs/architecture.md, « Le chemin d'un devis »): the repository's modules the quote form
# and its server action import, then the CMS's (its API and the steps of a request), e.g. bash bench/request-walk.sh
count() { npx --no-install depcruise --no-config --ts-config tsconfig.json --exclude node_modules -T json "$@" 2>/dev/null |
  node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
    const files = JSON.parse(s).modules.map((m) => m.source).filter((f) => /^(app|components|lib|cms\/src)\//.test(f));
    console.log(files.length, [...new Set(files.map((f) => f.replace(/\/[^/]+$/, "")))].length); })'; }
read site siteDirs < <(count components/forms/QuoteForm.tsx lib/actions/requests.ts)
steps=$(ls cms/src/single-delivery/index.js cms/src/requests/follow-up.js cms/src/notifications/index.js cms/src/requests/pipeline.js 2>/dev/null)
read cms cmsDirs < <(count cms/src/api/devi $steps)
echo "site: $site files in $siteDirs folders; CMS: $cms files in $cmsDirs folders; in all $((site + cms)) files"
