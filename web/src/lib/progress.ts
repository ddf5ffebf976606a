/** Spec section 9: minimum 0.08, speed 200 ms, trickle speed 800 ms, trickle rate 0.02. */
const TRICKLE_RATE = 0.02;
const TRICKLE_SPEED_MS = 800;

type NProgressApi = typeof import("nprogress");

/**
 * nprogress 0.2 has no trickle-rate option (its own trickle grows by a random amount), so its trickle is off and an
 * interval below nudges the bar by exactly TRICKLE_RATE every TRICKLE_SPEED_MS. Its default markup gives the bar
 * role="bar", which is no ARIA role (axe: aria-roles); the bar is decoration, hidden from assistive technology.
 */
export const NPROGRESS_OPTIONS: Partial<NProgressApi["settings"]> = {
  minimum: 0.08,
  speed: 200,
  trickle: false,
  trickleSpeed: TRICKLE_SPEED_MS,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: ".bar",
};

let nprogress: Promise<NProgressApi> | undefined;

/** nprogress is fetched with the first navigation, not with the page: the first load has no bar to show. */
function loadNProgress(): Promise<NProgressApi> {
  nprogress ??= import("nprogress").then((module) => {
    const NProgress = (module as { default?: NProgressApi }).default ?? module;
    NProgress.configure(NPROGRESS_OPTIONS);
    return NProgress;
  });
  return nprogress;
}

let activeLoads = 0;
let trickleTimer: ReturnType<typeof setInterval> | undefined;

async function sync(): Promise<void> {
  const NProgress = await loadNProgress();
  if (activeLoads > 0 && trickleTimer === undefined) {
    NProgress.start();
    trickleTimer = setInterval(() => NProgress.inc(TRICKLE_RATE), TRICKLE_SPEED_MS);
  } else if (activeLoads === 0 && trickleTimer !== undefined) {
    clearInterval(trickleTimer);
    trickleTimer = undefined;
    NProgress.done();
  }
}

/** Starts the bar; nested loads (a layout and its page) share one bar. Pair every call with `doneProgress`. */
export function startProgress(): void {
  activeLoads += 1;
  void sync();
}

export function doneProgress(): void {
  activeLoads = Math.max(0, activeLoads - 1);
  void sync();
}
