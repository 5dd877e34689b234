export const PAGE_VIEW_PATH = '/api/analytics/view';

export interface BeaconBody {
  u: string;
  r: string;
}

// The first view waits for `load` so it never competes with the page; GPC sends nothing.
export const beaconScript = `(function(){var n=navigator,d=document,l=location,h=history,p=l.pathname,a=l.href;if(n.globalPrivacyControl||!n.sendBeacon)return;function v(u,r){try{n.sendBeacon(${JSON.stringify(PAGE_VIEW_PATH)},JSON.stringify({u:u,r:r}))}catch(e){}}function c(){if(l.pathname!==p){var r=l.origin+p;p=l.pathname;v(l.href,r)}}["pushState","replaceState"].forEach(function(k){var f=h[k];h[k]=function(){var x=f.apply(this,arguments);c();return x}});addEventListener("popstate",c);function s(){v(a,d.referrer)}function w(){d.prerendering?d.addEventListener("prerenderingchange",s,{once:true}):s()}d.readyState=="complete"?w():addEventListener("load",w,{once:true})})()`;
