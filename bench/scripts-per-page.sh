# The scripts of every page built ahead of time, in two builds side by side (count and gzip bytes), e.g. main's build
# and a change's: bash bench/scripts-per-page.sh /tmp/main/.next .next
a=$1; b=$2
page() { d=$1; p=$2; n=0; gz=0; for c in $(grep -o '/_next/static/chunks/[^"]*\.js' $d/server/app/$p | sort -u); do n=$((n+1)); gz=$((gz+$(gzip -9c $d${c#/_next} | wc -c))); done; echo "$n $gz"; }
tot=0; cnt=0; worse=0
for p in $(cd $a/server/app && find . -name '*.html' | sed 's#^\./##' | sort); do [ -f $b/server/app/$p ] || continue
  read na ga < <(page $a $p); read nb gb < <(page $b $p); d=$((gb-ga)); tot=$((tot+d)); cnt=$((cnt+1)); [ $d -gt 0 ] && worse=$((worse+1))
  printf "%-70s %2d→%2d scripts %7d→%7d gz (%+d)\n" $p $na $nb $ga $gb $d; done
echo "$cnt pages, $worse heavier, mean difference $((tot/cnt)) B gz"
